import type { ReactNode } from 'react';
import { CreditCard, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AddressesSettings } from '../components/addresses-settings';
import { PaymentMethodsCard } from '../components/payment-methods-card';
import { SettingsHeader, useSharedSettingsTabs } from '../components/settings-sections';
import { SettingsTabs, type TabDefinition } from '../components/settings-tabs';
import type { SettingsTab } from '../model/settings-tabs';

/**
 * /settings (customer): the six sections of spec section 2, in order, one per tab (?tab=…). The
 * notifications section belongs to the notifications feature: app/ hands it in.
 */
export const SettingsPage = ({ notificationsTab }: { notificationsTab: () => ReactNode }) => {
  const { t } = useTranslation('account');
  const sharedTabs = useSharedSettingsTabs(notificationsTab);
  const tabs: Array<TabDefinition<SettingsTab>> = [
    ...sharedTabs,
    {
      id: 'payments',
      label: t('tabs.payments'),
      icon: CreditCard,
      render: () => <PaymentMethodsCard />,
    },
    {
      id: 'addresses',
      label: t('tabs.addresses'),
      icon: MapPin,
      render: () => <AddressesSettings />,
    },
  ];
  return (
    <div className="mx-auto w-full max-w-5xl space-y-6">
      <SettingsHeader description={t('settings.description')} />
      <SettingsTabs label={t('settings.tabsLabel')} tabs={tabs} />
    </div>
  );
};
