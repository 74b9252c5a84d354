import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useGetAdminStatsQuery } from '../api/admin-api';
import { AdminTabs, panelId, tabId } from '../components/admin-tabs';
import { AnalyticsTab } from '../components/analytics-tab';
import { AuditTab } from '../components/audit-tab';
import { FeedbackTab } from '../components/feedback-tab';
import { ModerationTab } from '../components/moderation-tab';
import { OverviewTab } from '../components/overview-tab';
import { SettingsTab } from '../components/settings-tab';
import { SupportTab } from '../components/support-tab';
import { UsersTab } from '../components/users-tab';
import { VerificationTab } from '../components/verification-tab';
import { paramsWithTab, tabFromParams, type AdminTab } from '../model/tabs';

const PANELS: Record<AdminTab, () => ReactElement> = {
  overview: OverviewTab,
  users: UsersTab,
  analytics: AnalyticsTab,
  verification: VerificationTab,
  moderation: ModerationTab,
  feedback: FeedbackTab,
  support: SupportTab,
  settings: SettingsTab,
  audit: AuditTab,
};

/**
 * /admin/dashboard (spec section 2, issue #15): the admin console. The section is in the URL
 * (?tab=users …; none is the overview), so a reload, a shared link and the back button keep it.
 * Only the active section is mounted: each asks the server for its own data.
 */
export const AdminPage = () => {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const tab = tabFromParams(params);
  // The month's figures also feed the badges of the two queues (shared with the overview's query).
  const stats = useGetAdminStatsQuery('month').currentData;
  const Panel = PANELS[tab];

  return (
    <div className="mx-auto w-full max-w-7xl space-y-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">{t('title')}</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">{t('description')}</p>
      </header>
      <AdminTabs
        active={tab}
        onChange={(next) => setParams(paramsWithTab(next))}
        counts={{ verification: stats?.pendingVerifications ?? 0, moderation: stats?.openReports ?? 0 }}
      />
      <div role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)} tabIndex={-1} className="outline-none">
        <Panel />
      </div>
    </div>
  );
};

export default AdminPage;
