import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ADMIN_REASON_MAX, ADMIN_REASON_MIN, REPORT_RESOLUTIONS, REPORT_TARGET_TYPES, type AdminReport, type ReportResolution, type ReportTargetType } from '@vizyt/contracts';
import { SelectField } from '@/components/form/select-field';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { ToggleGroup } from '@/components/ui/toggle-group';
import { useFilterPage } from '@/components/ui/use-filter-page';
import { paths } from '@/config/paths';
import { useGetAdminReportsQuery, useResolveReportMutation } from '../api/admin-api';
import { useAdminFormat } from '../model/format';
import { AdminPagedList, AdminReasonDialog, Badge, card, EmptyState, Panel } from './panel';

const REPORT_STATUSES = ['open', 'resolved'] as const;
type ReportStatus = (typeof REPORT_STATUSES)[number];

/** Where the reported item can be seen (a review has no page of its own). */
const targetLink = (report: AdminReport): string | null =>
  report.targetType === 'service' ? paths.service(report.target.id) : report.targetType === 'specialist' ? paths.specialistProfile(report.target.id) : null;

const ResolveDialog = ({ report, onClose }: { report: AdminReport | null; onClose: () => void }) => {
  const { t } = useTranslation('admin');
  const [resolution, setResolution] = useState<ReportResolution>('DISMISS');
  const [resolve, { isLoading, error, reset }] = useResolveReportMutation();
  const groupId = useId();
  // Suspending the owner needs a reason (it is shown to them); otherwise the note is optional.
  const suspending = resolution === 'SUSPEND_OWNER';

  return (
    <AdminReasonDialog
      open={report !== null}
      onClose={() => {
        setResolution('DISMISS');
        reset();
        onClose();
      }}
      busy={isLoading}
      wide
      title={t('moderation.resolveTitle')}
      description={report ? t('moderation.resolveBody', { title: report.target.title, owner: report.target.owner.name }) : undefined}
      reason={{ label: suspending ? t('moderation.suspendReason') : t('moderation.note'), hint: t('moderation.noteHint'), required: suspending, min: ADMIN_REASON_MIN, max: ADMIN_REASON_MAX }}
      error={error}
      confirm={t('moderation.resolveConfirm')}
      onSubmit={async (note) => {
        if (!report) return false;
        const result = await resolve({ type: report.targetType, id: report.id, body: { resolution, ...(note && { note }) } });
        if (!('data' in result && result.data)) return false;
        toast.success([t(`moderation.done.${resolution}`), result.data.resolvedTogether > 0 ? t('moderation.resolvedTogether', { count: result.data.resolvedTogether }) : null].filter(Boolean).join(' '));
        return true;
      }}
      before={
        <fieldset>
          <legend id={groupId} className="text-sm font-medium text-slate-800 dark:text-slate-200">
            {t('moderation.resolution')}
          </legend>
          <div className="mt-2 space-y-2">
            {REPORT_RESOLUTIONS.map((value) => (
              <label
                key={value}
                className={cn(
                  'flex cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm',
                  value === resolution ? 'border-brand-600 bg-brand-50 dark:border-brand-400 dark:bg-brand-950/40' : 'border-slate-200 dark:border-slate-700',
                )}
              >
                <input type="radio" name="resolution" value={value} checked={value === resolution} onChange={() => setResolution(value)} className="mt-0.5 size-4 shrink-0 accent-brand-600" />
                <span>
                  <span className="block font-medium text-slate-900 dark:text-white">{t(`moderation.resolutions.${value}`)}</span>
                  <span className="block text-slate-600 dark:text-slate-400">{t(`moderation.resolutionHints.${value}`)}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      }
    />
  );
};

/** Reports of services, reviews and specialists; open ones can be dismissed, hidden or their owner suspended. */
export const ModerationTab = () => {
  const { t } = useTranslation('admin');
  const f = useAdminFormat();
  const [status, setStatus] = useState<ReportStatus>('open');
  const [type, setType] = useState<ReportTargetType | ''>('');
  const { page, setPage } = useFilterPage(`${status}|${type}`);
  const query = useGetAdminReportsQuery({ status, type: type || undefined, page });
  const [resolving, setResolving] = useState<AdminReport | null>(null);

  return (
    <Panel
      id="admin-moderation"
      title={t('moderation.title')}
      description={t('moderation.description')}
      tools={
        <div className="flex flex-col gap-3 @xl:flex-row @xl:items-center">
          <ToggleGroup label={t('moderation.filter')} options={REPORT_STATUSES} value={status} onChange={setStatus} labelOf={(s) => t(`moderation.status.${s}`)} columns="grid-cols-2" />
          <SelectField label={t('moderation.type')} labelHidden value={type} onChange={(event) => setType(event.target.value as ReportTargetType | '')} className="w-full @xl:w-56">
            <option value="">{t('moderation.allTypes')}</option>
            {REPORT_TARGET_TYPES.map((value) => (
              <option key={value} value={value}>
                {t(`moderation.types.${value}`)}
              </option>
            ))}
          </SelectField>
        </div>
      }
    >
      <AdminPagedList
        query={query}
        items={(data) => data.reports}
        loadingRows={3}
        empty={<EmptyState title={t(`moderation.empty.${status}`)} testId="reports-empty" />}
        onPage={setPage}
      >
        {(reports) => (
          <ul className="space-y-3">
            {reports.map((report) => {
              const link = targetLink(report);
              return (
                <li key={report.id} className={cn(card, 'p-4')} data-testid="report">
                  <div className="flex flex-wrap items-start justify-between gap-3">
                    <div className="min-w-0 flex-1">
                      <div className="flex flex-wrap items-center gap-1.5">
                        <Badge tone="slate">{t(`moderation.types.${report.targetType}`)}</Badge>
                        <Badge tone="amber">{t(`moderation.reasons.${report.reason}`, { defaultValue: report.reason })}</Badge>
                        {report.target.hidden && <Badge tone="red">{report.targetType === 'specialist' ? t('moderation.suspended') : t('moderation.hidden')}</Badge>}
                        {report.resolution && <Badge tone="green">{t(`moderation.resolutions.${report.resolution}`)}</Badge>}
                      </div>
                      <p className="mt-2 font-medium break-words text-slate-900 dark:text-white">
                        {link ? (
                          <a href={link} target="_blank" rel="noopener noreferrer" className="hover:underline">
                            {report.target.title}
                          </a>
                        ) : (
                          report.target.title
                        )}
                      </p>
                      <p className="text-sm text-slate-600 dark:text-slate-400">{t('moderation.owner', { name: report.target.owner.name })}</p>
                      {report.details && <p className="mt-2 text-sm whitespace-pre-line break-words text-slate-800 dark:text-slate-200">{report.details}</p>}
                      <p className="mt-2 text-xs text-slate-500 dark:text-slate-400">
                        {t('moderation.reportedBy', { name: report.reporter.name, date: f.dateTime(report.createdAt) })}
                        {report.resolvedAt && ` · ${t('moderation.resolvedAt', { date: f.dateTime(report.resolvedAt) })}`}
                      </p>
                    </div>
                    {!report.resolvedAt && (
                      <Button variant="outline" onClick={() => setResolving(report)} aria-label={t('moderation.resolveNamed', { title: report.target.title })}>
                        {t('moderation.resolve')}
                      </Button>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </AdminPagedList>
      <ResolveDialog report={resolving} onClose={() => setResolving(null)} />
    </Panel>
  );
};
