import { lazy, Suspense } from 'react';
import { AlertCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PaymentProviderName } from '@vizyt/contracts';
import { Spinner } from '@/components/ui/spinner';
import { TestCardForm, type CardFormVariantProps } from './card-form-test';
import { alertBox } from './styles';

// Stripe Elements and Stripe.js download only when the provider is Stripe.
const StripeCardForm = lazy(() => import('./card-form-stripe').then((module) => ({ default: module.StripeCardForm })));

export interface CardFormProps extends CardFormVariantProps {
  provider: PaymentProviderName;
  publishableKey: string | null;
}

/**
 * A new card, in the form of whoever takes the money: Stripe Elements (provider 'stripe' with a
 * publishable key) or the built-in test provider's form. Hands back an id the server can charge.
 */
export const CardForm = ({ provider, publishableKey, ...props }: CardFormProps) => {
  const { t } = useTranslation('payments');
  if (provider === 'test') return <TestCardForm {...props} />;
  if (provider === 'stripe' && publishableKey) {
    return (
      <Suspense
        fallback={
          <p role="status" className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
            <Spinner className="size-4" /> {t('card.stripeLoading')}
          </p>
        }
      >
        <StripeCardForm publishableKey={publishableKey} {...props} />
      </Suspense>
    );
  }
  return (
    <p role="alert" className={alertBox.error}>
      <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {t('pay.unavailable')}
    </p>
  );
};
