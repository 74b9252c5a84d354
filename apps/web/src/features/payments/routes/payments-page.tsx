import { useTranslation } from 'react-i18next';
import { PaymentHistorySection } from '../components/payment-history-section';
import { SavedCardsSection } from '../components/saved-cards-section';
import { pageDescription, pageTitle } from '../components/styles';

/** /payments (customer): saved cards, and the payment history with invoices. */
export const PaymentsPage = () => {
  const { t } = useTranslation('payments');
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <header>
        <h1 className={pageTitle}>{t('payments.title')}</h1>
        <p className={pageDescription}>{t('payments.description')}</p>
      </header>
      <SavedCardsSection />
      <PaymentHistorySection />
    </div>
  );
};
