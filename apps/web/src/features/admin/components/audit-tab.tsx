import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIT_ACTIONS, type AuditAction, type AuditLogEntry } from '@vizyt/contracts';
import { SelectField } from '@/components/form/select-field';
import { useFilterPage } from '@/components/ui/use-filter-page';
import { useGetAdminUsersQuery, useGetAuditLogQuery } from '../api/admin-api';
import { describeDetails, type DetailLine } from '../model/audit-details';
import { useAdminFormat } from '../model/format';
import { AdminPagedList, Badge, type BadgeTone, EmptyState, Panel, td, th } from './panel';

const actionTone = (action: AuditAction): BadgeTone =>
  action === 'user.suspend' || action === 'verification.reject' || action === 'report.suspend_owner' ? 'red' : action === 'user.reactivate' || action === 'verification.approve' ? 'green' : action === 'settings.update' ? 'blue' : 'slate';

/** 'user.suspend' → 'user_suspend': a dot would be read as a level of the locale file. */
const actionKey = (action: AuditAction) => action.replace('.', '_');

/** Detail fields whose value is a person's id: shown as the name the API sends in `names`. */
const PERSON_FIELDS = new Set(['ownerId', 'specialistUserId', 'specialistId', 'userId']);

const Details = ({ entry }: { entry: AuditLogEntry }) => {
  const { t } = useTranslation('admin');
  const lines: DetailLine[] = describeDetails(entry.details);
  if (lines.length === 0) return <span className="text-slate-400">—</span>;
  const label = (key: string) => t(`audit.fields.${key}`, { defaultValue: key });
  // Every value in words (issue #26): statuses, report reasons and the changed fields are
  // translated, ids become names; what is left is the admin's own text or a number.
  const valueOf = (line: DetailLine) => (text: string) => {
    const field = line.path.at(-1) ?? '';
    if (text === 'true') return t('audit.yes');
    if (text === 'false') return t('audit.no');
    if (field === 'previousStatus') return t(`userStatus.${text}`, { defaultValue: text });
    if (field === 'reason' && entry.action.startsWith('report.')) return t(`moderation.reasons.${text}`, { defaultValue: text });
    if (field === 'changed') return text.split(', ').map(label).join(', ');
    if (PERSON_FIELDS.has(field)) return entry.names[text] ?? text;
    return text;
  };
  return (
    <dl className="space-y-0.5 text-xs">
      {lines.map((line) => {
        const value = valueOf(line);
        return (
          <div key={line.key} className="flex flex-wrap gap-x-1">
            <dt className="text-slate-500 dark:text-slate-400">{line.path.map(label).join(' › ')}:</dt>
            <dd className="break-words text-slate-800 dark:text-slate-200">
              {line.before !== undefined ? (
                <>
                  <span className="line-through decoration-slate-400">{value(line.before)}</span> → {value(line.value)}
                </>
              ) : (
                value(line.value)
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
};

/** Every admin action, newest first (append-only), filtered by action and by admin. */
export const AuditTab = () => {
  const { t } = useTranslation('admin');
  const f = useAdminFormat();
  const [action, setAction] = useState<AuditAction | ''>('');
  const [actorId, setActorId] = useState('');
  const { page, setPage } = useFilterPage(`${action}|${actorId}`);
  const query = useGetAuditLogQuery({ action: action || undefined, actorId: actorId || undefined, page });
  // The admins, for the actor filter (the audit log names only people who can act).
  const admins = useGetAdminUsersQuery({ userType: 'ADMIN', limit: 100 });

  return (
    <Panel id="admin-audit" title={t('audit.title')} description={t('audit.description')}>
      <div className="mb-4 grid gap-3 sm:grid-cols-2 lg:max-w-2xl">
        <SelectField label={t('audit.filters.action')} value={action} onChange={(event) => setAction(event.target.value as AuditAction | '')}>
          <option value="">{t('audit.filters.allActions')}</option>
          {AUDIT_ACTIONS.map((value) => (
            <option key={value} value={value}>
              {t(`audit.actions.${actionKey(value)}`)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('audit.filters.actor')} value={actorId} onChange={(event) => setActorId(event.target.value)}>
          <option value="">{t('audit.filters.allActors')}</option>
          {(admins.currentData?.users ?? []).map((admin) => (
            <option key={admin.id} value={admin.id}>
              {`${admin.firstName} ${admin.lastName}`.trim()}
            </option>
          ))}
        </SelectField>
      </div>

      <AdminPagedList
        query={query}
        items={(data) => data.entries}
        empty={<EmptyState title={action || actorId ? t('audit.emptyFiltered') : t('audit.empty')} testId="audit-empty" />}
        onPage={setPage}
      >
        {(entries) => (
          <div className="relative -mx-4 overflow-x-auto sm:mx-0">
            <table className="w-full min-w-[48rem]" data-testid="audit-table" aria-label={t('audit.title')}>
              <thead className="border-b border-slate-200 dark:border-slate-800">
                <tr>
                  <th scope="col" className={th}>{t('audit.columns.when')}</th>
                  <th scope="col" className={th}>{t('audit.columns.actor')}</th>
                  <th scope="col" className={th}>{t('audit.columns.action')}</th>
                  <th scope="col" className={th}>{t('audit.columns.target')}</th>
                  <th scope="col" className={th}>{t('audit.columns.details')}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
                {entries.map((entry) => (
                  <tr key={entry.id} data-testid="audit-entry" className="align-top">
                    <td className={`${td} align-top whitespace-nowrap`}>
                      <time dateTime={entry.createdAt}>{f.dateTime(entry.createdAt)}</time>
                    </td>
                    <td className={`${td} align-top`}>{entry.actor.name}</td>
                    <td className={`${td} align-top`}>
                      <Badge tone={actionTone(entry.action)}>{t(`audit.actions.${actionKey(entry.action)}`)}</Badge>
                    </td>
                    <td className={`${td} align-top`}>
                      <span className="block">{t(`audit.targets.${entry.targetType}`, { defaultValue: entry.targetType })}</span>
                      {entry.targetName && <span className="block font-medium text-slate-900 dark:text-white" data-testid="audit-target-name">{entry.targetName}</span>}
                      <code className="text-xs break-all text-slate-500 dark:text-slate-400">{entry.targetId}</code>
                    </td>
                    <td className={`${td} max-w-md align-top`}>
                      <Details entry={entry} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </AdminPagedList>
    </Panel>
  );
};
