import { useId, useMemo, type ReactNode } from 'react';
import { useForm, type SubmitHandler } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { AlertCircle, FlaskConical } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TEST_CARDS } from '@vizyt/contracts';
import { CheckboxChip } from '@/components/form/checkbox-chip';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Spinner } from '@/components/ui/spinner';
import { useAddPaymentMethodMutation } from '../api/payments-api';
import { cardLabel } from '../model/card-label';
import type { CardResult } from '../model/card-result';
import { paymentErrorText } from '../model/payment-error';
import {
  emptyTestCard,
  formatCardNumber,
  formatExpiry,
  testCardFor,
  testCardSchema,
  type TestCardValues,
} from '../model/test-card';
import { CardHolderField } from './card-holder-field';
import { alertBox, focusRing } from './styles';

export interface CardFormVariantProps {
  /** Lets a button elsewhere on the page submit the form (`<button form={id}>`). */
  id?: string;
  /** pay: a card for one payment, optionally saved ("save this card"); save: adding a card to the account. */
  mode: 'pay' | 'save';
  /** pay mode: offer "save this card" (signed-in customers). */
  canSave: boolean;
  /** The form's own submit button; without it a button elsewhere submits it. */
  submitLabel?: string;
  disabled?: boolean;
  /** A "Cancel" beside the submit button (a dialog's). */
  onCancel?: () => void;
  onCard: (card: CardResult) => void | Promise<void>;
}

const OUTCOME_KEYS = { succeeds: 'succeeds', declined: 'declined', requiresAction: 'requiresAction' } as const;

/**
 * The built-in test provider's card form: says plainly that no real money moves and which cards
 * exist, formats the number in groups of four as it is typed, and maps a test card to the
 * payment-method id the server charges (TEST_CARDS). Any other number is refused here, as
 * Stripe's test mode would.
 */
export const TestCardForm = ({ id, mode, canSave, submitLabel, disabled = false, onCancel, onCard }: CardFormVariantProps) => {
  const { t } = useTranslation('payments');
  const fieldId = useId();
  const resolver = useMemo(() => zodResolver(testCardSchema()), []);
  const { register, handleSubmit, setValue, setError, formState } = useForm<TestCardValues>({ resolver, defaultValues: emptyTestCard });
  const { errors, isSubmitting } = formState;
  const [addPaymentMethod] = useAddPaymentMethodMutation();
  const busy = disabled || isSubmitting;

  const errorText = (message: string | undefined) => (message ? t(`card.errors.${message}`) : undefined);
  const numberField = register('number');
  const expiryField = register('expiry');
  const cvcField = register('cvc');

  const submit: SubmitHandler<TestCardValues> = async (values) => {
    const card = testCardFor(values.number);
    if (!card) return;
    const label = cardLabel({ brand: card.brand, last4: card.number.slice(-4) });
    if (mode === 'pay' && !(canSave && values.save)) {
      await onCard({ paymentMethodId: card.paymentMethodId, label, saved: false });
      return;
    }
    let saved;
    try {
      saved = await addPaymentMethod(card.paymentMethodId).unwrap();
    } catch (error) {
      setError('root', { message: paymentErrorText(t, error, 'addMethodFailed') });
      return;
    }
    await onCard({ paymentMethodId: saved.id, label: cardLabel(saved), saved: true });
  };

  const fillIn = (number: string) => setValue('number', formatCardNumber(number), { shouldValidate: Boolean(errors.number), shouldDirty: true });

  return (
    <form id={id} noValidate onSubmit={(event) => void handleSubmit(submit)(event)} className="flex flex-col gap-4" aria-busy={isSubmitting || undefined}>
      <div role="note" className={cn(alertBox.warning, 'gap-2.5')}>
        <FlaskConical aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <div className="flex min-w-0 flex-col gap-1.5">
          <p className="font-semibold">{t('card.testMode.title')}</p>
          <p>{t('card.testMode.text')}</p>
          <ul className="flex flex-col gap-1">
            {TEST_CARDS.map((card) => (
              <li key={card.number} className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
                <button
                  type="button"
                  onClick={() => fillIn(card.number)}
                  disabled={busy}
                  aria-label={t('card.testMode.use', { number: formatCardNumber(card.number) })}
                  className={cn('rounded font-mono font-semibold tabular-nums underline decoration-dotted underline-offset-4 hover:decoration-solid', focusRing)}
                >
                  {formatCardNumber(card.number)}
                </button>
                <span>— {t(`card.testMode.outcomes.${OUTCOME_KEYS[card.outcome]}`)}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>

      <TextField
        id={`${fieldId}-number`}
        label={t('card.number')}
        requiredMark
        required
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="0000 0000 0000 0000"
        maxLength={23}
        disabled={busy}
        error={errorText(errors.number?.message)}
        {...numberField}
        onChange={(event) => {
          event.target.value = formatCardNumber(event.target.value);
          void numberField.onChange(event);
        }}
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          id={`${fieldId}-expiry`}
          label={t('card.expiry')}
          hint={t('card.expiryHint')}
          requiredMark
          required
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder={t('card.expiryPlaceholder')}
          maxLength={5}
          disabled={busy}
          error={errorText(errors.expiry?.message)}
          {...expiryField}
          onChange={(event) => {
            event.target.value = formatExpiry(event.target.value);
            void expiryField.onChange(event);
          }}
        />
        <TextField
          id={`${fieldId}-cvc`}
          label={t('card.cvc')}
          hint={t('card.cvcHint')}
          requiredMark
          required
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          maxLength={4}
          disabled={busy}
          error={errorText(errors.cvc?.message)}
          {...cvcField}
          onChange={(event) => {
            event.target.value = event.target.value.replace(/\D/g, '').slice(0, 4);
            void cvcField.onChange(event);
          }}
        />
      </div>
      <CardHolderField fieldId={fieldId} disabled={busy} error={errorText(errors.holder?.message)} {...register('holder')} />
      {mode === 'pay' && canSave && <CheckboxChip label={t('card.save')} className={cn('self-start', focusRing)} disabled={busy} {...register('save')} />}

      {errors.root?.message && (
        <p role="alert" className={alertBox.error}>
          <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {errors.root.message}
        </p>
      )}

      {submitLabel && (
        <FormActions onCancel={onCancel} disabled={busy}>
          <Button type="submit" size="lg" disabled={busy}>
            {isSubmitting && <Spinner className="size-4 text-white" />}
            {submitLabel}
          </Button>
        </FormActions>
      )}
    </form>
  );
};

/** The submit button, with "Cancel" beside it when the form sits in a dialog. */
export const FormActions = ({ onCancel, disabled, children }: { onCancel?: () => void; disabled: boolean; children: ReactNode }) => {
  const { t } = useTranslation('payments');
  return (
    <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:items-center', onCancel && 'sm:justify-end')}>
      {onCancel && (
        <Button variant="ghost" size="lg" onClick={onCancel} disabled={disabled}>
          {t('actions.cancel')}
        </Button>
      )}
      {children}
    </div>
  );
};
