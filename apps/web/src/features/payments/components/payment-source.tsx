import { useId, useState, type FormEvent } from 'react';
import { CreditCard, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PaymentMethod, PaymentProviderName } from '@vizyt/contracts';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { useGetPaymentMethodsQuery } from '../api/payments-api';
import { cardExpiry, cardLabel } from '../model/card-label';
import type { CardResult } from '../model/card-result';
import { CardForm } from './card-form';
import { MethodsError, MethodsLoading } from './methods-state';
import { choiceTile, mutedText } from './styles';

const NEW_CARD = 'new';

interface PaymentSourceProps {
  /** The id of the form that a button elsewhere submits (`<button form={id}>`). */
  id: string;
  provider: PaymentProviderName;
  publishableKey: string | null;
  /** Saved cards, and "save this card", only for a signed-in customer. */
  signedIn: boolean;
  submitLabel?: string;
  disabled?: boolean;
  onSource: (card: CardResult) => void | Promise<void>;
}

/**
 * Which card pays: one of the saved cards (GET /payments/methods; the default one first chosen)
 * or "use a new card" with the card form. Either way the form `id` hands back a card the server
 * can charge.
 */
export const PaymentSource = ({ id, provider, publishableKey, signedIn, submitLabel, disabled = false, onSource }: PaymentSourceProps) => {
  const { t } = useTranslation('payments');
  const groupName = useId();
  const methods = useGetPaymentMethodsQuery(undefined, { skip: !signedIn });
  const saved = methods.data ?? [];
  const [picked, setPicked] = useState<string | null>(null);
  // Until the customer picks, the default card (else the newest) is chosen; no saved cards → a new one.
  const fallback = saved.find((method) => method.isDefault)?.id ?? saved[0]?.id ?? NEW_CARD;
  const choice = picked !== null && (picked === NEW_CARD || saved.some((method) => method.id === picked)) ? picked : fallback;
  const chosenSaved = saved.find((method) => method.id === choice) ?? null;

  const useSaved = (event: FormEvent) => {
    event.preventDefault();
    if (chosenSaved) void onSource({ paymentMethodId: chosenSaved.id, label: cardLabel(chosenSaved), saved: true });
  };

  return (
    <div className="flex flex-col gap-4">
      {signedIn && methods.isLoading && <MethodsLoading />}
      {signedIn && methods.isError && (
        <MethodsError
          methods={methods}
          className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-slate-200 p-3 text-sm text-slate-700 dark:border-slate-800 dark:text-slate-300"
        />
      )}
      {saved.length > 0 && (
        <fieldset className="flex flex-col gap-2" disabled={disabled}>
          <legend className="mb-2 text-sm font-medium text-slate-800 dark:text-slate-200">{t('methods.pick')}</legend>
          {saved.map((method) => (
            <SavedCardChoice key={method.id} name={groupName} method={method} checked={choice === method.id} onPick={() => setPicked(method.id)} />
          ))}
          <label className={choiceTile}>
            <input type="radio" name={groupName} value={NEW_CARD} checked={choice === NEW_CARD} onChange={() => setPicked(NEW_CARD)} className="mt-1 size-4 accent-brand-600" />
            <span className="flex items-center gap-2 font-medium text-slate-900 dark:text-white">
              <Plus aria-hidden="true" className="size-5" />
              {t('methods.useNew')}
            </span>
          </label>
        </fieldset>
      )}

      {chosenSaved ? (
        <form id={id} noValidate onSubmit={useSaved} className="contents">
          {submitLabel && (
            <Button type="submit" size="lg" className="self-stretch sm:self-start" disabled={disabled}>
              {submitLabel}
            </Button>
          )}
        </form>
      ) : (
        <CardForm
          id={id}
          provider={provider}
          publishableKey={publishableKey}
          mode="pay"
          canSave={signedIn}
          submitLabel={submitLabel}
          disabled={disabled}
          onCard={onSource}
        />
      )}
    </div>
  );
};

const SavedCardChoice = ({ name, method, checked, onPick }: { name: string; method: PaymentMethod; checked: boolean; onPick: () => void }) => {
  const { t } = useTranslation('payments');
  return (
    <label className={choiceTile}>
      <input type="radio" name={name} value={method.id} checked={checked} onChange={onPick} className="mt-1 size-4 accent-brand-600" />
      <span className="flex min-w-0 flex-1 flex-wrap items-center gap-x-3 gap-y-1">
        <span className="flex items-center gap-2 font-medium text-slate-900 dark:text-white">
          <CreditCard aria-hidden="true" className="size-5" />
          {cardLabel(method)}
        </span>
        <span className={mutedText}>{t('methods.expires', { date: cardExpiry(method) })}</span>
        {method.isDefault && <DefaultBadge />}
      </span>
    </label>
  );
};

export const DefaultBadge = ({ className }: { className?: string }) => {
  const { t } = useTranslation('payments');
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-brand-200 ring-inset dark:bg-brand-500/15 dark:text-brand-200 dark:ring-brand-500/30',
        className,
      )}
    >
      {t('methods.default')}
    </span>
  );
};
