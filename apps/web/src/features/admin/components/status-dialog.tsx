import { useId, useRef, useState } from 'react';
import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ADMIN_REASON_MAX, ADMIN_REASON_MIN, type AdminUser } from '@vizyt/contracts';
import { TextareaField } from '@/components/form/textarea-field';
import { Button } from '@/components/ui/button';
import { DangerButton } from '@/components/ui/danger-button';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { useUpdateUserStatusMutation } from '../api/admin-api';
import { reasonProblem } from '../model/errors';
import { ActionError } from './panel';

export type StatusTarget = Pick<AdminUser, 'id' | 'firstName' | 'lastName' | 'status' | 'userType'>;

/**
 * Suspends or reactivates a person: the dialog is the confirmation. A reason is required (it is
 * kept in the audit log and shown to the person when suspended); suspending can also cancel
 * their upcoming bookings with full refunds.
 */
export const StatusDialog = ({ user, onClose }: { user: StatusTarget | null; onClose: () => void }) => {
  const { t } = useTranslation('admin');
  const [reason, setReason] = useState('');
  const [cancelBookings, setCancelBookings] = useState(false);
  const [touched, setTouched] = useState(false);
  const [update, { isLoading, error, reset }] = useUpdateUserStatusMutation();
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const checkboxId = useId();

  const suspending = user?.status !== 'SUSPENDED';
  const name = user ? `${user.firstName} ${user.lastName}`.trim() : '';
  const problem = reasonProblem(reason, ADMIN_REASON_MIN, ADMIN_REASON_MAX);

  const close = () => {
    setReason('');
    setCancelBookings(false);
    setTouched(false);
    reset();
    onClose();
  };

  const submit = async () => {
    setTouched(true);
    if (!user || problem) {
      reasonRef.current?.focus();
      return;
    }
    const status = suspending ? 'SUSPENDED' : 'ACTIVE';
    const result = await update({ id: user.id, body: { status, reason: reason.trim(), cancelBookings: suspending && cancelBookings } });
    if ('data' in result && result.data) {
      const { cancelledBookings, refunds } = result.data;
      toast.success(
        suspending
          ? [t('users.status.suspended', { name }), cancelledBookings > 0 ? t('users.status.cancelled', { count: cancelledBookings, refunds }) : null].filter(Boolean).join(' ')
          : t('users.status.reactivated', { name }),
      );
      close();
    }
  };

  return (
    <ModalDialog
      open={user !== null}
      onClose={close}
      busy={isLoading}
      tone={suspending ? 'danger' : 'default'}
      initialFocus={reasonRef}
      icon={
        suspending ? (
          <ShieldAlert aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-red-600 dark:text-red-400" />
        ) : (
          <ShieldCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-emerald-600 dark:text-emerald-400" />
        )
      }
      title={suspending ? t('users.status.suspendTitle', { name }) : t('users.status.reactivateTitle', { name })}
      description={suspending ? t('users.status.suspendBody') : t('users.status.reactivateBody')}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        className="space-y-4"
      >
        <TextareaField
          ref={reasonRef}
          label={t('users.status.reason')}
          requiredMark
          required
          maxLength={ADMIN_REASON_MAX}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          onBlur={() => setTouched(true)}
          hint={suspending ? t('users.status.reasonHintSuspend') : t('users.status.reasonHintReactivate')}
          error={touched && problem ? t(`validation.${problem}`, { min: ADMIN_REASON_MIN, max: ADMIN_REASON_MAX }) : undefined}
        />
        {suspending && (
          <div className="flex items-start gap-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
            <input
              id={checkboxId}
              type="checkbox"
              checked={cancelBookings}
              onChange={(event) => setCancelBookings(event.target.checked)}
              className="mt-0.5 size-5 shrink-0 accent-red-600"
            />
            <label htmlFor={checkboxId} className="text-sm text-slate-800 dark:text-slate-200">
              <span className="font-medium">{t('users.status.cancelBookings')}</span>
              <span className="mt-0.5 block text-slate-600 dark:text-slate-400">{t('users.status.cancelBookingsHint')}</span>
            </label>
          </div>
        )}
        <ActionError error={error} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={close} disabled={isLoading}>
            {t('actions.cancel')}
          </Button>
          {suspending ? (
            <DangerButton type="submit" disabled={isLoading}>
              {isLoading ? t('actions.saving') : t('users.status.suspendConfirm')}
            </DangerButton>
          ) : (
            <Button type="submit" disabled={isLoading}>
              {isLoading ? t('actions.saving') : t('users.status.reactivateConfirm')}
            </Button>
          )}
        </div>
      </form>
    </ModalDialog>
  );
};
