import { CreditCard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { SettingsCard } from './settings-card';

/** Settings → Payment methods: the cards and the payment history live on /payments (issue #11). */
export const PaymentMethodsCard = () => {
  const { t } = useTranslation('account');
  return (
    <SettingsCard id="payment-methods" title={t('payments.title')} description={t('payments.description')}>
      <Link to={paths.customer.payments} className={buttonClasses('primary', 'md')}>
        <CreditCard aria-hidden="true" className="size-4" />
        {t('payments.manage')}
      </Link>
    </SettingsCard>
  );
};
