import { useTranslation } from 'react-i18next';
import { SegmentedTabs, tabButtonId, tabPanelId } from '@/components/ui/segmented-tabs';
import { CUSTOMER_TABS, type CustomerTab } from '../model/booking-tabs';

const ID_PREFIX = 'bookings';
export const tabId = (tab: CustomerTab) => tabButtonId(ID_PREFIX, tab);
export const panelId = (tab: CustomerTab) => tabPanelId(ID_PREFIX, tab);

export const CustomerTabs = ({ active, onChange }: { active: CustomerTab; onChange: (tab: CustomerTab) => void }) => {
  const { t } = useTranslation('bookings');
  return (
    <SegmentedTabs
      tabs={CUSTOMER_TABS}
      active={active}
      onChange={onChange}
      label={t('customer.tabsLabel')}
      idPrefix={ID_PREFIX}
      renderTab={(tab) => <span className="truncate">{t(`customer.tabs.${tab}`)}</span>}
    />
  );
};
