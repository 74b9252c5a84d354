import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { DangerButton } from '@/components/ui/danger-button';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { useGetAdminUserQuery } from '../api/admin-api';
import { useAdminFormat } from '../model/format';
import { Badge, EmptyState, LoadError, LoadingRows, td, th } from './panel';
import { bookingTone, paymentTone, statusTone } from './tones';
import type { StatusTarget } from './status-dialog';

/** One person with their latest bookings and payments (GET /admin/users/{id}), and the status action. */
export const UserDetailDialog = ({ userId, onClose, onChangeStatus, isSelf }: { userId: string | null; onClose: () => void; onChangeStatus: (user: StatusTarget) => void; isSelf: (id: string) => boolean }) => {
  const { t } = useTranslation('admin');
  const f = useAdminFormat();
  const query = useGetAdminUserQuery(userId ?? '', { skip: userId === null });
  const detail = query.currentData;
  const user = detail?.user;

  return (
    <ModalDialog open={userId !== null} onClose={onClose} wide title={user ? `${user.firstName} ${user.lastName}` : t('users.detail.title')}>
      <div data-testid="user-detail" className="space-y-5">
        {query.isError ? (
          <LoadError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        ) : !detail || !user ? (
          <LoadingRows rows={3} />
        ) : (
          <>
            <div className="flex flex-wrap items-start gap-3">
              <Avatar firstName={user.firstName} lastName={user.lastName} src={user.avatarUrl} className="size-12" />
              <div className="min-w-0 flex-1">
                <p className="text-sm break-all text-slate-700 dark:text-slate-300">{user.email ?? t('users.noEmail')}</p>
                {user.phone && <p className="text-sm text-slate-600 dark:text-slate-400">{user.phone}</p>}
                <div className="mt-1 flex flex-wrap gap-1.5">
                  <Badge tone="slate">{t(`userType.${user.userType}`)}</Badge>
                  <Badge tone={statusTone(user.status)}>{t(`userStatus.${user.status}`)}</Badge>
                  {user.userType === 'SPECIALIST' && user.isVerified && <Badge tone="blue">{t('users.verified')}</Badge>}
                  {!user.emailVerified && <Badge tone="amber">{t('users.detail.emailNotVerified')}</Badge>}
                </div>
              </div>
            </div>

            <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
              <div>
                <dt className="text-slate-500 dark:text-slate-400">{t('users.columns.bookings')}</dt>
                <dd className="font-semibold text-slate-900 tabular-nums dark:text-white">{f.count(user.bookings)}</dd>
              </div>
              <div>
                <dt className="text-slate-500 dark:text-slate-400">{t('users.columns.revenue')}</dt>
                <dd className="font-semibold text-slate-900 tabular-nums dark:text-white">{f.money(user.revenue, user.currency)}</dd>
              </div>
              <div>
                <dt className="text-slate-500 dark:text-slate-400">{t('users.columns.joined')}</dt>
                <dd className="text-slate-900 dark:text-white">{f.date(user.createdAt)}</dd>
              </div>
              <div>
                <dt className="text-slate-500 dark:text-slate-400">{t('users.columns.lastSeen')}</dt>
                <dd className="text-slate-900 dark:text-white">{user.lastSeenAt ? f.dateTime(user.lastSeenAt) : t('users.never')}</dd>
              </div>
            </dl>

            {user.status === 'SUSPENDED' && (
              <div className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900 dark:border-red-900/60 dark:bg-red-950/30 dark:text-red-100" data-testid="suspension-note">
                <p className="font-medium">{user.suspendedAt ? t('users.detail.suspendedAt', { date: f.dateTime(user.suspendedAt) }) : t('userStatus.SUSPENDED')}</p>
                {user.suspensionReason && <p className="mt-1 break-words">{t('users.detail.reason', { reason: user.suspensionReason })}</p>}
              </div>
            )}

            <section aria-labelledby="user-detail-bookings">
              <h3 id="user-detail-bookings" className="mb-2 font-semibold text-slate-900 dark:text-white">
                {t('users.detail.bookings')}
              </h3>
              {detail.bookings.length === 0 ? (
                <EmptyState title={t('users.detail.noBookings')} testId="user-detail-no-bookings" />
              ) : (
                <div className="relative overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-800">
                  <table className="w-full min-w-[36rem]">
                    <thead className="bg-slate-50 dark:bg-slate-800/50">
                      <tr>
                        <th scope="col" className={th}>{t('users.detail.when')}</th>
                        <th scope="col" className={th}>{t('users.detail.service')}</th>
                        <th scope="col" className={th}>{user.userType === 'SPECIALIST' ? t('users.detail.customer') : t('users.detail.specialist')}</th>
                        <th scope="col" className={th}>{t('users.columns.status')}</th>
                        <th scope="col" className={`${th} text-right`}>{t('users.detail.price')}</th>
                      </tr>
                    </thead>
                    <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
                      {detail.bookings.map((booking) => (
                        <tr key={booking.id}>
                          <td className={`${td} whitespace-nowrap`}>{f.dateTime(booking.scheduledAt)}</td>
                          <td className={td}>{booking.serviceName}</td>
                          <td className={td}>{booking.counterpart.name}</td>
                          <td className={td}>
                            <Badge tone={bookingTone(booking.status)}>{t(`bookingStatus.${booking.status}`)}</Badge>
                          </td>
                          <td className={`${td} text-right whitespace-nowrap tabular-nums`}>{f.money(booking.price, booking.currency)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
            </section>

            <section aria-labelledby="user-detail-payments">
              <h3 id="user-detail-payments" className="mb-2 font-semibold text-slate-900 dark:text-white">
                {t('users.detail.payments')}
              </h3>
              {detail.payments.length === 0 ? (
                <EmptyState title={t('users.detail.noPayments')} testId="user-detail-no-payments" />
              ) : (
                <div className="relative overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-800">
                  <table className="w-full min-w-[32rem]">
                    <thead className="bg-slate-50 dark:bg-slate-800/50">
                      <tr>
                        <th scope="col" className={th}>{t('users.detail.paidAt')}</th>
                        <th scope="col" className={th}>{t('users.columns.status')}</th>
                        <th scope="col" className={`${th} text-right`}>{t('users.detail.amount')}</th>
                        <th scope="col" className={`${th} text-right`}>{t('users.detail.refunded')}</th>
                      </tr>
                    </thead>
                    <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
                      {detail.payments.map((payment) => (
                        <tr key={payment.id}>
                          <td className={`${td} whitespace-nowrap`}>{f.dateTime(payment.paidAt ?? payment.createdAt)}</td>
                          <td className={td}>
                            <Badge tone={paymentTone(payment.status)}>{t(`paymentStatus.${payment.status}`)}</Badge>
                          </td>
                          <td className={`${td} text-right whitespace-nowrap tabular-nums`}>{f.money(payment.amount, payment.currency)}</td>
                          <td className={`${td} text-right whitespace-nowrap tabular-nums`}>{payment.amountRefunded > 0 ? f.money(payment.amountRefunded, payment.currency) : '—'}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
            </section>
          </>
        )}

        <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end dark:border-slate-800">
          <Button variant="outline" onClick={onClose}>
            {t('actions.close')}
          </Button>
          {user && !user.deletedAt && !isSelf(user.id) &&
            (user.status === 'SUSPENDED' ? (
              <Button onClick={() => onChangeStatus(user)}>{t('users.actions.reactivate')}</Button>
            ) : (
              <DangerButton onClick={() => onChangeStatus(user)}>{t('users.actions.suspend')}</DangerButton>
            ))}
        </div>
      </div>
    </ModalDialog>
  );
};
