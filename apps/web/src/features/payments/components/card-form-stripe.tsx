/**
 * The Stripe variant of the card form: Stripe Elements' CardElement (the card never touches our
 * server), turned into a payment method with stripe.createPaymentMethod — or, when the card is
 * to be saved, confirmed through a SetupIntent (stripe.confirmCardSetup) and then added to the
 * account. This module is its own chunk, imported only when the provider is Stripe.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe, StripeCardElementOptions } from '@stripe/stripe-js';
import { AlertCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CheckboxChip } from '@/components/form/checkbox-chip';
import { RequiredMark } from '@/components/form/field-label';
import { labelClasses } from '@/components/form/field-styles';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Spinner } from '@/components/ui/spinner';
import { useTheme } from '@/hooks/use-theme';
import { useAddPaymentMethodMutation, useCreateSetupIntentMutation } from '../api/payments-api';
import { cardLabel } from '../model/card-label';
import { declineText, paymentErrorText, stripeDeclineReason } from '../model/payment-error';
import { loadStripeFor, stripeLocale } from '../model/stripe-loader';
import { CardHolderField } from './card-holder-field';
import { FormActions, type CardFormVariantProps } from './card-form-test';
import { alertBox, focusRing } from './styles';

const elementOptions = (dark: boolean): StripeCardElementOptions => ({
  hidePostalCode: true,
  style: {
    base: {
      fontSize: '16px',
      color: dark ? '#f1f5f9' : '#0f172a',
      iconColor: dark ? '#cbd5e1' : '#475569',
      '::placeholder': { color: dark ? '#64748b' : '#94a3b8' },
    },
    invalid: { color: dark ? '#f87171' : '#b91c1c', iconColor: dark ? '#f87171' : '#b91c1c' },
  },
});

type StripeCardFormProps = CardFormVariantProps & { publishableKey: string };

export const StripeCardForm = ({ publishableKey, ...props }: StripeCardFormProps) => {
  const { t, i18n } = useTranslation('payments');
  const [stripe, setStripe] = useState<Stripe | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    loadStripeFor(publishableKey).then(
      (loaded) => live && setStripe(loaded),
      () => live && setStripe(null),
    );
    return () => {
      live = false;
    };
  }, [publishableKey]);

  if (stripe === undefined) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
        <Spinner className="size-4" /> {t('card.stripeLoading')}
      </p>
    );
  }
  if (stripe === null) {
    return (
      <p role="alert" className={alertBox.error}>
        <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {t('pay.stripeUnavailable')}
      </p>
    );
  }
  return (
    <Elements stripe={stripe} options={{ locale: stripeLocale(i18n.language) }}>
      <StripeCardFields {...props} />
    </Elements>
  );
};

const StripeCardFields = ({ id, mode, canSave, submitLabel, disabled = false, onCancel, onCard }: CardFormVariantProps) => {
  const { t } = useTranslation('payments');
  const fieldId = useId();
  const stripe = useStripe();
  const elements = useElements();
  const { theme } = useTheme();
  const [holder, setHolder] = useState('');
  const [save, setSave] = useState(false);
  const [complete, setComplete] = useState(false);
  const [cardError, setCardError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [createSetupIntent] = useCreateSetupIntentMutation();
  const [addPaymentMethod] = useAddPaymentMethodMutation();
  const busy = disabled || submitting;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const card = elements?.getElement(CardElement);
    if (!stripe || !card) return;
    if (!complete) {
      setCardError(cardError ?? t('card.errors.cardIncomplete'));
      return;
    }
    setFormError(null);
    setSubmitting(true);
    const billing = holder.trim() ? { name: holder.trim() } : undefined;
    try {
      if (mode === 'pay' && !(canSave && save)) {
        const result = await stripe.createPaymentMethod({ type: 'card', card, ...(billing && { billing_details: billing }) });
        if (result.error || !result.paymentMethod) {
          setFormError(result.error ? declineText(t, stripeDeclineReason(result.error)) : t('errors.addMethodFailed'));
          return;
        }
        const { id: paymentMethodId, card: details } = result.paymentMethod;
        await onCard({ paymentMethodId, label: cardLabel({ brand: details?.brand ?? '', last4: details?.last4 ?? '' }), saved: false });
        return;
      }
      let saved;
      try {
        const setup = await createSetupIntent().unwrap();
        const confirmed = await stripe.confirmCardSetup(setup.clientSecret, { payment_method: { card, ...(billing && { billing_details: billing }) } });
        const method = confirmed.setupIntent?.payment_method;
        const methodId = typeof method === 'string' ? method : method?.id;
        if (confirmed.error || !methodId) {
          setFormError(confirmed.error ? declineText(t, stripeDeclineReason(confirmed.error)) : t('errors.addMethodFailed'));
          return;
        }
        saved = await addPaymentMethod(methodId).unwrap();
      } catch (error) {
        setFormError(paymentErrorText(t, error, 'addMethodFailed'));
        return;
      }
      await onCard({ paymentMethodId: saved.id, label: cardLabel(saved), saved: true });
    } finally {
      setSubmitting(false);
    }
  };

  const errorId = `${fieldId}-card-error`;
  return (
    <form id={id} noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" aria-busy={submitting || undefined}>
      <div className="flex flex-col gap-1.5">
        <span id={`${fieldId}-card-label`} className={labelClasses}>
          {t('card.details')}
          <RequiredMark />
        </span>
        <div
          role="group"
          aria-labelledby={`${fieldId}-card-label`}
          aria-describedby={cardError ? errorId : undefined}
          className={cn(
            'rounded-lg border bg-white px-3 py-3 shadow-xs dark:bg-slate-900',
            cardError ? 'border-red-600 dark:border-red-400' : 'border-slate-300 dark:border-slate-700',
          )}
        >
          <CardElement
            options={{ ...elementOptions(theme === 'dark'), disabled: busy }}
            onChange={(change) => {
              setComplete(change.complete);
              setCardError(change.error?.message ?? null);
            }}
          />
        </div>
        {cardError && (
          <p id={errorId} className="text-sm text-red-700 dark:text-red-400">
            {cardError}
          </p>
        )}
      </div>
      <CardHolderField fieldId={fieldId} disabled={busy} value={holder} onChange={(event) => setHolder(event.target.value)} />
      {mode === 'pay' && canSave && (
        <CheckboxChip label={t('card.save')} className={cn('self-start', focusRing)} disabled={busy} checked={save} onChange={(event) => setSave(event.target.checked)} />
      )}
      {formError && (
        <p role="alert" className={alertBox.error}>
          <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {formError}
        </p>
      )}
      {submitLabel && (
        <FormActions onCancel={onCancel} disabled={busy}>
          <Button type="submit" size="lg" disabled={busy || !stripe}>
            {submitting && <Spinner className="size-4 text-white" />}
            {submitLabel}
          </Button>
        </FormActions>
      )}
    </form>
  );
};
