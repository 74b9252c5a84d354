import type { ReactNode } from 'react';
import { BadgeCheck, Briefcase } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BusinessInfoSection } from '../components/business-info-form';
import { BusinessToggles } from '../components/business-toggles';
import { PricingTable } from '../components/pricing-table';
import { SettingsHeader, useSharedSettingsTabs } from '../components/settings-sections';
import { SettingsTabs, type TabDefinition } from '../components/settings-tabs';
import type { SettingsTab } from '../model/settings-tabs';

/**
 * /specialist/settings: account, notifications (handed in by app/: the notifications feature's),
 * privacy, language and region, the business: toggles, business info and the price list, and
 * verification (handed in by app/: the verification feature's).
 */
export const SpecialistSettingsPage = ({ notificationsTab, verificationTab }: { notificationsTab: () => ReactNode; verificationTab: () => ReactNode }) => {
  const { t } = useTranslation('account');
  const sharedTabs = useSharedSettingsTabs(notificationsTab);
  const tabs: Array<TabDefinition<SettingsTab>> = [
    ...sharedTabs,
    {
      id: 'business',
      label: t('tabs.business'),
      icon: Briefcase,
      render: () => (
        <>
          <BusinessToggles />
          <BusinessInfoSection />
          <PricingTable />
        </>
      ),
    },
    { id: 'verification', label: t('tabs.verification'), icon: BadgeCheck, render: verificationTab },
  ];
  return (
    <div className="mx-auto w-full max-w-5xl space-y-6">
      <SettingsHeader description={t('settings.specialistDescription')} />
      <SettingsTabs label={t('settings.tabsLabel')} tabs={tabs} />
    </div>
  );
};
