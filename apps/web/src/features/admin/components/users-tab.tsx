import { useEffect, useState } from 'react';
import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ADMIN_USER_STATUSES, USER_ROLES, type AdminUser, type AdminUserStatus, type UserRole } from '@vizyt/contracts';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { DangerButton } from '@/components/ui/danger-button';
import { useFilterPage } from '@/components/ui/use-filter-page';
import { useBreakpoint } from '@/hooks/use-breakpoint';
import { useGetAdminUsersQuery, type UserListArgs } from '../api/admin-api';
import { useAdminFormat } from '../model/format';
import { AdminPagedList, Badge, EmptyState, Panel, td, th } from './panel';
import { StatusDialog, type StatusTarget } from './status-dialog';
import { statusTone } from './tones';
import { UserDetailDialog } from './user-detail-dialog';
import { useViewer } from '@/stores/viewer';

export const USERS_PAGE_SIZE = 20;
/** The person stays in view while a narrow screen scrolls the table sideways. */
const stickyCell = 'sticky left-0 z-[1] bg-white dark:bg-slate-900';
const SEARCH_DELAY_MS = 300;

/** The search box's text, passed on once typing pauses. */
const useDebounced = (value: string, delay: number) => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
};

interface UserActionsProps {
  user: AdminUser;
  self: boolean;
  onView: () => void;
  onStatus: () => void;
}

/** View, and suspend or reactivate (never oneself): the same buttons in the table and on a phone's card. */
const UserActions = ({ user, self, onView, onStatus }: UserActionsProps) => {
  const { t } = useTranslation('admin');
  const name = `${user.firstName} ${user.lastName}`.trim();
  return (
    <>
      <Button variant="ghost" size="sm" onClick={onView} aria-label={t('users.actions.viewNamed', { name })}>
        {t('users.actions.view')}
      </Button>
      {!self &&
        (user.status === 'SUSPENDED' ? (
          <Button variant="ghost" size="sm" onClick={onStatus} aria-label={t('users.actions.reactivateNamed', { name })}>
            {t('users.actions.reactivate')}
          </Button>
        ) : (
          <DangerButton tone="ghost" size="sm" onClick={onStatus} aria-label={t('users.actions.suspendNamed', { name })}>
            {t('users.actions.suspend')}
          </DangerButton>
        ))}
    </>
  );
};

/**
 * The users table of spec section 2 (user, type, status, bookings, revenue) with search, type
 * and status filters and pages; a row opens the person's details, and its action suspends or
 * reactivates them (never the admin themselves). On a phone the table becomes a list of cards
 * (issue #26: at 375 px the table's actions were out of sight, past a sideways scroll).
 */
export const UsersTab = () => {
  const { t } = useTranslation('admin');
  const f = useAdminFormat();
  const me = useViewer();
  const phone = useBreakpoint() === 'mobile';
  const [search, setSearch] = useState('');
  const [userType, setUserType] = useState<UserRole | ''>('');
  const [status, setStatus] = useState<AdminUserStatus | ''>('');
  const [detailId, setDetailId] = useState<string | null>(null);
  const [statusTarget, setStatusTarget] = useState<StatusTarget | null>(null);
  const settledSearch = useDebounced(search, SEARCH_DELAY_MS);

  // A page belongs to its filters: new filters start from the first page.
  const { page, setPage } = useFilterPage(JSON.stringify([settledSearch.trim(), userType, status]));

  const args: UserListArgs = { search: settledSearch.trim() || undefined, userType: userType || undefined, status: status || undefined, page, limit: USERS_PAGE_SIZE };
  const query = useGetAdminUsersQuery(args);
  const isSelf = (id: string) => id === me?.id;
  const filtered = settledSearch.trim() !== '' || userType !== '' || status !== '';

  const clearFilters = () => {
    setSearch('');
    setUserType('');
    setStatus('');
  };

  return (
    <Panel id="admin-users" title={t('users.title')} description={t('users.description')}>
      <div className="mb-4 grid gap-3 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
        <TextField
          type="search"
          label={t('users.filters.search')}
          placeholder={t('users.filters.searchPlaceholder')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          maxLength={100}
          trailing={<Search aria-hidden="true" className="mr-2 size-4 text-slate-400" />}
        />
        <SelectField label={t('users.filters.type')} value={userType} onChange={(event) => setUserType(event.target.value as UserRole | '')}>
          <option value="">{t('users.filters.allTypes')}</option>
          {USER_ROLES.map((role) => (
            <option key={role} value={role}>
              {t(`userType.${role}`)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('users.filters.status')} value={status} onChange={(event) => setStatus(event.target.value as AdminUserStatus | '')}>
          <option value="">{t('users.filters.allStatuses')}</option>
          {ADMIN_USER_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`userStatus.${value}`)}
            </option>
          ))}
        </SelectField>
      </div>

      <AdminPagedList
        query={query}
        items={(data) => data.users}
        onPage={setPage}
        empty={
        <div className="space-y-3">
          <EmptyState title={filtered ? t('users.emptyFiltered') : t('users.empty')} testId="users-empty" />
          {filtered && (
            <div className="text-center">
              <Button variant="outline" onClick={clearFilters}>
                {t('users.filters.clear')}
              </Button>
            </div>
          )}
        </div>
        }
      >
        {(users) =>
          phone ? (
          <ul className="divide-y divide-slate-100 dark:divide-slate-800" data-testid="users-cards" aria-label={t('users.caption')} aria-busy={query.isFetching || undefined}>
            {users.map((user) => (
              <li key={user.id} data-testid="user-row" data-user-id={user.id} className="flex flex-col gap-2 py-3">
                <div className="flex min-w-0 items-center gap-3">
                  <Avatar firstName={user.firstName} lastName={user.lastName} src={user.avatarUrl} />
                  <div className="min-w-0">
                    <p className="font-medium text-slate-900 dark:text-white">{`${user.firstName} ${user.lastName}`.trim()}</p>
                    <p className="truncate text-xs text-slate-500 dark:text-slate-400">{user.email ?? t('users.noEmail')}</p>
                  </div>
                </div>
                <div className="flex flex-wrap items-center gap-1.5 text-sm text-slate-700 dark:text-slate-300">
                  {t(`userType.${user.userType}`)}
                  {user.userType === 'SPECIALIST' && user.isVerified && <Badge tone="blue">{t('users.verified')}</Badge>}
                  <Badge tone={statusTone(user.status)} testId="user-status">
                    {t(`userStatus.${user.status}`)}
                  </Badge>
                </div>
                <p className="text-xs text-slate-600 dark:text-slate-400">
                  {t('users.columns.bookings')}: <span className="tabular-nums">{f.count(user.bookings)}</span> · {t('users.columns.revenue')}:{' '}
                  <span className="tabular-nums">{f.money(user.revenue, user.currency)}</span> · {t('users.columns.joined')}: {f.date(user.createdAt)}
                </p>
                <div className="-ml-3 flex flex-wrap gap-1">
                  <UserActions user={user} self={isSelf(user.id)} onView={() => setDetailId(user.id)} onStatus={() => setStatusTarget(user)} />
                </div>
              </li>
            ))}
          </ul>
          ) : (
          <div className="relative -mx-4 overflow-x-auto sm:mx-0" aria-busy={query.isFetching || undefined}>
            {/* Named by aria-label: an sr-only caption is positioned outside the scrolling box and widens the page. */}
            <table className="w-full min-w-[46rem]" data-testid="users-table" aria-label={t('users.caption')}>
              <thead className="border-b border-slate-200 dark:border-slate-800">
                <tr>
                  <th scope="col" className={`${th} ${stickyCell}`}>{t('users.columns.user')}</th>
                  <th scope="col" className={th}>{t('users.columns.type')}</th>
                  <th scope="col" className={th}>{t('users.columns.status')}</th>
                  <th scope="col" className={`${th} text-right`}>{t('users.columns.bookings')}</th>
                  <th scope="col" className={`${th} text-right`}>{t('users.columns.revenue')}</th>
                  <th scope="col" className={th}>{t('users.columns.joined')}</th>
                  <th scope="col" className={`${th} text-right`}>
                    <span className="sr-only">{t('users.columns.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
                {users.map((user) => {
                  const name = `${user.firstName} ${user.lastName}`.trim();
                  return (
                    <tr key={user.id} data-testid="user-row" data-user-id={user.id} className="hover:bg-slate-50 dark:hover:bg-slate-800/40">
                      <th scope="row" className={`${td} ${stickyCell} text-left font-normal`}>
                        <div className="flex min-w-0 items-center gap-3">
                          <Avatar firstName={user.firstName} lastName={user.lastName} src={user.avatarUrl} />
                          <div className="min-w-0">
                            <button
                              type="button"
                              onClick={() => setDetailId(user.id)}
                              className="rounded text-left font-medium text-slate-900 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-white"
                            >
                              {name}
                            </button>
                            <p className="max-w-36 truncate text-xs sm:max-w-64 text-slate-500 dark:text-slate-400">{user.email ?? t('users.noEmail')}</p>
                          </div>
                        </div>
                      </th>
                      <td className={td}>
                        <span className="flex flex-wrap items-center gap-1.5">
                          {t(`userType.${user.userType}`)}
                          {user.userType === 'SPECIALIST' && user.isVerified && <Badge tone="blue">{t('users.verified')}</Badge>}
                        </span>
                      </td>
                      <td className={td}>
                        <Badge tone={statusTone(user.status)} testId="user-status">
                          {t(`userStatus.${user.status}`)}
                        </Badge>
                      </td>
                      <td className={`${td} text-right tabular-nums`}>{f.count(user.bookings)}</td>
                      <td className={`${td} text-right whitespace-nowrap tabular-nums`}>{f.money(user.revenue, user.currency)}</td>
                      <td className={`${td} whitespace-nowrap`}>{f.date(user.createdAt)}</td>
                      <td className={`${td} text-right whitespace-nowrap`}>
                        <UserActions user={user} self={isSelf(user.id)} onView={() => setDetailId(user.id)} onStatus={() => setStatusTarget(user)} />
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          )
        }
      </AdminPagedList>

      <UserDetailDialog
        userId={detailId}
        onClose={() => setDetailId(null)}
        isSelf={isSelf}
        onChangeStatus={(user) => {
          setDetailId(null);
          setStatusTarget(user);
        }}
      />
      <StatusDialog user={statusTarget} onClose={() => setStatusTarget(null)} />
    </Panel>
  );
};
