import { BarChart3, BadgeCheck, Flag, LayoutDashboard, LifeBuoy, MessageSquareText, ScrollText, Settings2, Users, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/components/ui/cn';
import { useTabsKeyboard } from '@/components/ui/segmented-tabs';
import { TabRow, tabAttributes } from '@/components/ui/tab-row';
import { ADMIN_TABS, type AdminTab } from '../model/tabs';

const ICONS: Record<AdminTab, LucideIcon> = {
  overview: LayoutDashboard,
  users: Users,
  analytics: BarChart3,
  verification: BadgeCheck,
  moderation: Flag,
  feedback: MessageSquareText,
  support: LifeBuoy,
  settings: Settings2,
  audit: ScrollText,
};

export const tabId = (tab: AdminTab) => `admin-tab-${tab}`;
export const panelId = (tab: AdminTab) => `admin-panel-${tab}`;

/**
 * The console's sections as WAI-ARIA tabs (automatic activation; arrows, Home and End move).
 * Eight of them do not fit a tablet or a phone: they wrap onto more lines (TabRow), every one
 * in sight. `counts` puts a badge on a tab (the
 * pending verifications, the open reports).
 */
export const AdminTabs = ({ active, onChange, counts = {} }: { active: AdminTab; onChange: (tab: AdminTab) => void; counts?: Partial<Record<AdminTab, number>> }) => {
  const { t } = useTranslation('admin');
  const { onKeyDown, refOf } = useTabsKeyboard(ADMIN_TABS, active, onChange);

  return (
    <TabRow label={t('tabs.label')} onKeyDown={onKeyDown} className="rounded-xl bg-slate-100 p-1 dark:bg-slate-800">
      {ADMIN_TABS.map((tab) => {
        const Icon = ICONS[tab];
        const selected = tab === active;
        const count = counts[tab] ?? 0;
        return (
          <button
            key={tab}
            ref={refOf(tab)}
            {...tabAttributes({ id: tabId(tab), panelId: panelId(tab), selected, onSelect: () => onChange(tab) })}
            className={cn(
              'inline-flex h-11 shrink-0 items-center gap-2 rounded-lg px-3 text-sm font-medium whitespace-nowrap transition-colors',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:focus-visible:outline-brand-300',
              selected ? 'bg-white text-slate-900 shadow-sm dark:bg-slate-950 dark:text-white' : 'text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white',
            )}
          >
            <Icon aria-hidden="true" className="size-4" />
            {t(`tabs.${tab}`)}
            {count > 0 && (
              <span className="rounded-full bg-brand-600 px-1.5 text-xs leading-5 font-semibold text-white tabular-nums">
                <span className="sr-only">, </span>
                {count > 99 ? '99+' : count}
              </span>
            )}
          </button>
        );
      })}
    </TabRow>
  );
};
