import { useState } from 'react';
import { BadgeCheck, FileImage, FileText, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { VERIFICATION_REASON_MAX, VERIFICATION_REASON_MIN, type AdminVerification } from '@vizyt/contracts';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { DangerButton } from '@/components/ui/danger-button';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { ToggleGroup } from '@/components/ui/toggle-group';
import { useFilterPage } from '@/components/ui/use-filter-page';
import { paths } from '@/config/paths';
import { useApproveVerificationMutation, useGetAdminVerificationsQuery, useRejectVerificationMutation } from '../api/admin-api';
import { useAdminFormat } from '../model/format';
import { DocumentPreview, type PreviewTarget } from './document-preview';
import { ActionError, AdminPagedList, AdminReasonDialog, Badge, card, EmptyState, Panel } from './panel';
import { verificationTone } from './tones';

const STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
type QueueStatus = (typeof STATUSES)[number];

const nameOf = (v: AdminVerification) => `${v.specialist.firstName} ${v.specialist.lastName}`.trim();

/** A reason is required to reject; the specialist reads it. */
const RejectDialog = ({ target, onClose }: { target: AdminVerification | null; onClose: () => void }) => {
  const { t } = useTranslation('admin');
  const [reject, { isLoading, error, reset }] = useRejectVerificationMutation();
  return (
    <AdminReasonDialog
      open={target !== null}
      onClose={() => {
        reset();
        onClose();
      }}
      busy={isLoading}
      tone="danger"
      danger
      focusReason
      title={target ? t('verification.rejectTitle', { name: nameOf(target) }) : ''}
      description={t('verification.rejectBody')}
      reason={{ label: t('verification.reason'), required: true, min: VERIFICATION_REASON_MIN, max: VERIFICATION_REASON_MAX }}
      error={error}
      confirm={t('verification.rejectConfirm')}
      onSubmit={async (reason) => {
        if (!target) return false;
        const result = await reject({ id: target.id, reason });
        if (!('data' in result && result.data)) return false;
        toast.success(t('verification.rejected', { name: nameOf(target) }));
        return true;
      }}
    />
  );
};

/** Approving gives the badge at once: confirmed in a small dialog. */
const ApproveDialog = ({ target, onClose }: { target: AdminVerification | null; onClose: () => void }) => {
  const { t } = useTranslation('admin');
  const [approve, { isLoading, error, reset }] = useApproveVerificationMutation();
  const close = () => {
    reset();
    onClose();
  };
  const confirm = async () => {
    if (!target) return;
    const result = await approve(target.id);
    if ('data' in result && result.data) {
      toast.success(t('verification.approved', { name: nameOf(target) }));
      close();
    }
  };
  return (
    <ModalDialog
      open={target !== null}
      onClose={close}
      busy={isLoading}
      icon={<BadgeCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-emerald-600 dark:text-emerald-400" />}
      title={target ? t('verification.approveTitle', { name: nameOf(target) }) : ''}
      description={t('verification.approveBody')}
    >
      <div className="space-y-4">
        <ActionError error={error} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={close} disabled={isLoading}>
            {t('actions.cancel')}
          </Button>
          <Button onClick={() => void confirm()} disabled={isLoading}>
            {isLoading ? t('actions.saving') : t('verification.approveConfirm')}
          </Button>
        </div>
      </div>
    </ModalDialog>
  );
};

const RequestCard = ({ request, onPreview, onApprove, onReject }: { request: AdminVerification; onPreview: (target: PreviewTarget) => void; onApprove: () => void; onReject: () => void }) => {
  const { t } = useTranslation('admin');
  const f = useAdminFormat();
  const { specialist } = request;
  const name = nameOf(request);
  return (
    <li className={cn(card, 'p-4')} data-testid="verification-request" data-verification-id={request.id}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold text-slate-900 dark:text-white">
            <a href={paths.specialistProfile(specialist.id)} target="_blank" rel="noopener noreferrer" className="hover:underline">
              {name}
            </a>
          </h3>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {[specialist.businessName, specialist.specialization, specialist.city].filter(Boolean).join(' · ')}
          </p>
          {specialist.email && <p className="text-sm break-all text-slate-500 dark:text-slate-400">{specialist.email}</p>}
        </div>
        <div className="flex flex-col items-end gap-1 text-right">
          <Badge tone={verificationTone(request.status)}>{t(`verification.status.${request.status}`)}</Badge>
          <p className="text-xs text-slate-500 dark:text-slate-400">{t('verification.submitted', { date: f.dateTime(request.submittedAt) })}</p>
        </div>
      </div>

      {request.additionalInfo && (
        <div className="mt-3">
          <p className="text-xs font-medium text-slate-500 uppercase dark:text-slate-400">{t('verification.additionalInfo')}</p>
          <p className="mt-1 text-sm whitespace-pre-line break-words text-slate-800 dark:text-slate-200">{request.additionalInfo}</p>
        </div>
      )}

      <div className="mt-3">
        <p className="text-xs font-medium text-slate-500 uppercase dark:text-slate-400">{t('verification.documentsTitle')}</p>
        {request.documents.length === 0 ? (
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('verification.noDocuments')}</p>
        ) : (
          <ul className="mt-2 flex flex-wrap gap-2">
            {request.documents.map((document) => {
              const Icon = document.mimeType === 'application/pdf' ? FileText : FileImage;
              return (
                <li key={document.name}>
                  <Button variant="outline" onClick={() => onPreview({ verificationId: request.id, document, owner: name })} className="h-auto min-h-11 py-2 text-left">
                    <Icon aria-hidden="true" className="size-4 shrink-0" />
                    <span>
                      <span className="block">{t(`verification.documents.${document.name}`)}</span>
                      <span className="block text-xs font-normal text-slate-500 dark:text-slate-400">
                        {t(`verification.fileType.${document.mimeType === 'application/pdf' ? 'pdf' : 'image'}`)} · {t('verification.size', { size: f.count(Math.max(1, Math.round(document.size / 1024))) })}
                      </span>
                    </span>
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </div>

      {request.status !== 'PENDING' && (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
          {request.decidedAt && t('verification.decided', { date: f.dateTime(request.decidedAt), name: request.decidedBy?.name ?? '—' })}
          {request.reason && <span className="mt-1 block break-words">{t('verification.reasonShown', { reason: request.reason })}</span>}
        </p>
      )}

      {request.status === 'PENDING' && (
        <div className="mt-4 flex flex-wrap gap-2 border-t border-slate-100 pt-4 dark:border-slate-800">
          <Button onClick={onApprove} aria-label={t('verification.approveNamed', { name })}>
            <BadgeCheck aria-hidden="true" className="size-4" />
            {t('verification.approve')}
          </Button>
          <DangerButton tone="outline" onClick={onReject} aria-label={t('verification.rejectNamed', { name })}>
            <XCircle aria-hidden="true" className="size-4" />
            {t('verification.reject')}
          </DangerButton>
        </div>
      )}
    </li>
  );
};

/** The queue of verification requests (pending first; decided ones by filter) with document previews. */
export const VerificationTab = () => {
  const { t } = useTranslation('admin');
  const [status, setStatus] = useState<QueueStatus>('PENDING');
  const { page, setPage } = useFilterPage(status);
  const query = useGetAdminVerificationsQuery({ status, page });
  const [preview, setPreview] = useState<PreviewTarget | null>(null);
  const [approving, setApproving] = useState<AdminVerification | null>(null);
  const [rejecting, setRejecting] = useState<AdminVerification | null>(null);

  return (
    <Panel
      id="admin-verification"
      title={t('verification.title')}
      description={t('verification.description')}
      tools={
        <ToggleGroup label={t('verification.filter')} options={STATUSES} value={status} onChange={setStatus} labelOf={(s) => t(`verification.status.${s}`)} columns="grid-cols-3" />
      }
    >
      <AdminPagedList
        query={query}
        items={(data) => data.verifications}
        loadingRows={3}
        empty={<EmptyState title={t(`verification.empty.${status}`)} testId="verification-empty" />}
        onPage={setPage}
      >
        {(verifications) => (
          <ul className="space-y-3">
            {verifications.map((request) => (
              <RequestCard key={request.id} request={request} onPreview={setPreview} onApprove={() => setApproving(request)} onReject={() => setRejecting(request)} />
            ))}
          </ul>
        )}
      </AdminPagedList>
      <DocumentPreview target={preview} onClose={() => setPreview(null)} />
      <ApproveDialog target={approving} onClose={() => setApproving(null)} />
      <RejectDialog target={rejecting} onClose={() => setRejecting(null)} />
    </Panel>
  );
};
