import { useTranslation } from 'react-i18next';
import { SegmentedTabs, tabButtonId, tabPanelId } from '@/components/ui/segmented-tabs';
import { FAVORITES_TABS, type FavoritesTab } from '../model/favorites-tabs';

const ID_PREFIX = 'favorites';
export const tabId = (tab: FavoritesTab) => tabButtonId(ID_PREFIX, tab);
export const panelId = (tab: FavoritesTab) => tabPanelId(ID_PREFIX, tab);

interface FavoritesTabsProps {
  active: FavoritesTab;
  onChange: (tab: FavoritesTab) => void;
  counts: Partial<Record<FavoritesTab, number>>;
}

export const FavoritesTabs = ({ active, onChange, counts }: FavoritesTabsProps) => {
  const { t } = useTranslation('catalog');
  return (
    <SegmentedTabs
      tabs={FAVORITES_TABS}
      active={active}
      onChange={onChange}
      label={t('favorites.tabsLabel')}
      idPrefix={ID_PREFIX}
      renderTab={(tab) => (
        <>
          {t(`favorites.tabs.${tab}`)}
          {counts[tab] !== undefined && (
            <span className="rounded-full bg-slate-200 px-2 text-xs tabular-nums text-slate-700 dark:bg-slate-700 dark:text-slate-200">{counts[tab]}</span>
          )}
        </>
      )}
    />
  );
};
