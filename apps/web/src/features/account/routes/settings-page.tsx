import type { ReactNode } from 'react';
import { Bell, CreditCard, Globe, MapPin, ShieldCheck, UserCog } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AddressesSettings } from '../components/addresses-settings';
import { PaymentMethodsCard } from '../components/payment-methods-card';
import { PrivacySettings } from '../components/privacy-settings';
import { AccountTab, RegionTab, SettingsHeader } from '../components/settings-sections';
import { SettingsTabs, type TabDefinition } from '../components/settings-tabs';
import type { SettingsTab } from '../model/settings-tabs';

/**
 * /settings (customer): the six sections of spec section 2, in order, one per tab (?tab=…). The
 * notifications section belongs to the notifications feature: app/ hands it in.
 */
export const SettingsPage = ({ notificationsTab }: { notificationsTab: () => ReactNode }) => {
  const { t } = useTranslation('account');
  const tabs: Array<TabDefinition<SettingsTab>> = [
    { id: 'account', label: t('tabs.account'), icon: UserCog, render: () => <AccountTab /> },
    { id: 'notifications', label: t('tabs.notifications'), icon: Bell, render: notificationsTab },
    { id: 'privacy', label: t('tabs.privacy'), icon: ShieldCheck, render: () => <PrivacySettings /> },
    { id: 'language', label: t('tabs.language'), icon: Globe, render: () => <RegionTab /> },
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
