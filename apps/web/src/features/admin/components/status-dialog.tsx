import { useId, useState } from 'react';
import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ADMIN_REASON_MAX, ADMIN_REASON_MIN, type AdminUser } from '@vizyt/contracts';
import { useUpdateUserStatusMutation } from '../api/admin-api';
import { AdminReasonDialog } from './panel';

export type StatusTarget = Pick<AdminUser, 'id' | 'firstName' | 'lastName' | 'status' | 'userType'>;

/**
 * Suspends or reactivates a person: the dialog is the confirmation. A reason is required (it is
 * kept in the audit log and shown to the person when suspended); suspending can also cancel
 * their upcoming bookings with full refunds.
 */
export const StatusDialog = ({ user, onClose }: { user: StatusTarget | null; onClose: () => void }) => {
  const { t } = useTranslation('admin');
  const [cancelBookings, setCancelBookings] = useState(false);
  const [update, { isLoading, error, reset }] = useUpdateUserStatusMutation();
  const checkboxId = useId();

  const suspending = user?.status !== 'SUSPENDED';
  const name = user ? `${user.firstName} ${user.lastName}`.trim() : '';

  const close = () => {
    setCancelBookings(false);
    reset();
    onClose();
  };

  const submit = async (reason: string): Promise<boolean> => {
    if (!user) return false;
    const status = suspending ? 'SUSPENDED' : 'ACTIVE';
    const result = await update({ id: user.id, body: { status, reason, cancelBookings: suspending && cancelBookings } });
    if (!('data' in result && result.data)) return false;
    const { cancelledBookings, refunds } = result.data;
    toast.success(
      suspending
        ? [t('users.status.suspended', { name }), cancelledBookings > 0 ? t('users.status.cancelled', { count: cancelledBookings, refunds }) : null].filter(Boolean).join(' ')
        : t('users.status.reactivated', { name }),
    );
    return true;
  };

  return (
    <AdminReasonDialog
      open={user !== null}
      onClose={close}
      busy={isLoading}
      tone={suspending ? 'danger' : 'default'}
      focusReason
      icon={
        suspending ? (
          <ShieldAlert aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-red-600 dark:text-red-400" />
        ) : (
          <ShieldCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-emerald-600 dark:text-emerald-400" />
        )
      }
      title={suspending ? t('users.status.suspendTitle', { name }) : t('users.status.reactivateTitle', { name })}
      description={suspending ? t('users.status.suspendBody') : t('users.status.reactivateBody')}
      reason={{
        label: t('users.status.reason'),
        hint: suspending ? t('users.status.reasonHintSuspend') : t('users.status.reasonHintReactivate'),
        required: true,
        min: ADMIN_REASON_MIN,
        max: ADMIN_REASON_MAX,
      }}
      onSubmit={submit}
      after={
        suspending && (
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
        )
      }
      error={error}
      danger={suspending}
      confirm={suspending ? t('users.status.suspendConfirm') : t('users.status.reactivateConfirm')}
    />
  );
};
