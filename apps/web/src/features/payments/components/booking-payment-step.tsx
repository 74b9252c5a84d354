import { useId, useState, type FormEvent } from 'react';
import { CreditCard, Gift, Info, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DEPOSIT_HOLD_MINUTES, type PaymentType, type Service } from '@vizyt/contracts';
import { useAppSelector } from '@/stores/hooks';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/components/ui/cn';
import type { CardResult } from '../model/card-result';
import { pointsCapFor, quotePayment } from '../model/paid-result';
import { depositOf, offeredMethods, termsOfService } from '../model/payment-terms';
import { MAX_SHARE_PERCENT } from '../model/points';
import { usePaymentsConfig } from '../model/payments-config';
import { useFormatMoney } from '../model/use-format-money';
import { PaymentSource } from './payment-source';
import { PointsControl } from './points-control';
import { QuoteLines } from './quote-lines';
import { alertBox, choiceTile, focusRing, mutedText } from './styles';

/** What the booking flow's Payment step hands over; the booking flow shows `summary` and passes it back to the checkout. */
export interface BookingPaymentChoice {
  online: boolean;
  /** For the confirmation list: "Deposit 195 ₴ now by card (Visa •••• 4242)". */
  summary: string;
  /** null: the amount is chosen after the booking is created (the specialist's terms were not known). */
  type: PaymentType | null;
  /** null: the card is chosen after the booking is created (a guest, or the provider was not known). */
  card: CardResult | null;
  /** Loyalty points to take off the amount (0: none; offered unticked). */
  points: number;
  /** What the card is charged, as this step and the Confirmation say (null: not known before the booking exists). */
  toPay: number | null;
}

interface BookingPaymentStepProps {
  service: Service;
  /** The wizard's Next button submits this form. */
  formId: string;
  signedIn: boolean;
  choice: BookingPaymentChoice | null;
  onChoose: (choice: BookingPaymentChoice) => void;
}

/**
 * Step 3 of the booking flow (issue #11): pay online by card — a deposit or the full price, as
 * the specialist accepts — or at the visit. The card is chosen here (a saved one or a new one);
 * it is charged once "Confirm Booking" has created the booking.
 */
export const BookingPaymentStep = ({ service, formId, signedIn, choice, onChoose }: BookingPaymentStepProps) => {
  const { t } = useTranslation('payments');
  const formatMoney = useFormatMoney();
  const groupId = useId();
  const config = usePaymentsConfig();
  const terms = termsOfService(service);
  const stripeWithoutKey = config.provider === 'stripe' && !config.publishableKey;
  const offered = service.currency === 'UAH' && !stripeWithoutKey ? offeredMethods(config.provider, terms) : { online: false, atVisit: true };
  const deposit = terms && terms.depositPercent < 100 ? depositOf(service.price, terms.depositPercent) : null;

  const [method, setMethod] = useState<'online' | 'atVisit'>(
    choice ? (choice.online ? 'online' : 'atVisit') : offered.online && (terms?.acceptOnlinePayments || !offered.atVisit) ? 'online' : 'atVisit',
  );
  const [type, setType] = useState<PaymentType>(choice?.type ?? (deposit !== null ? 'DEPOSIT' : 'FULL'));
  const [keptCard, setKeptCard] = useState<CardResult | null>(choice?.card ?? null);
  // Points are offered, never spent unasked: unticked unless the customer ticked them before.
  const points = useAppSelector((state) => (state.auth.user?.role === 'CUSTOMER' ? (state.auth.user.loyaltyPoints ?? 0) : 0));
  const [usePoints, setUsePoints] = useState((choice?.points ?? 0) > 0);
  const [pointsWanted, setPointsWanted] = useState<number | null>(choice?.points || null);

  if (config.isLoading) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
        <Spinner className="size-4" /> {t('step.loading')}
      </p>
    );
  }

  const online = offered.online && (method === 'online' || !offered.atVisit);
  const chosenType: PaymentType | null = terms ? (deposit !== null ? type : 'FULL') : null;
  const amountNow = chosenType === 'DEPOSIT' && deposit !== null ? deposit : chosenType === 'FULL' ? service.price : null;
  // The card is chosen here when we know whose form to show and who pays; otherwise right after booking.
  const cardHere = online && signedIn && (config.provider === 'test' || config.provider === 'stripe');
  // Points need the amount (20 % of it at most): offered here when it is known, else once the booking exists.
  const pointsMax = online && signedIn && amountNow !== null ? pointsCapFor(amountNow, points) : 0;
  const pointsUsed = usePoints ? Math.min(pointsWanted ?? pointsMax, pointsMax) : 0;
  const quote = online && chosenType && amountNow !== null ? quotePayment(chosenType, amountNow, pointsUsed) : null;

  const summaryOf = (card: CardResult | null): string => {
    if (!online) return t('step.summaryAtVisit');
    const what =
      !quote
        ? t('step.summaryOnline')
        : chosenType === 'DEPOSIT'
          ? t('step.summaryDeposit', { amount: formatMoney(quote.toPay) })
          : t('step.summaryFull', { amount: formatMoney(quote.toPay) });
    const withPoints = quote && quote.points > 0 ? t('step.summaryPoints', { what, count: quote.points, amount: formatMoney(quote.discount) }) : what;
    return card ? t('step.summaryWithCard', { what: withPoints, card: card.label }) : withPoints;
  };
  const choose = (card: CardResult | null) =>
    onChoose({ online, summary: summaryOf(card), type: online ? chosenType : null, card: online ? card : null, points: online ? (quote?.points ?? 0) : 0, toPay: online ? (quote?.toPay ?? null) : null });
  const submitWithoutCard = (event: FormEvent) => {
    event.preventDefault();
    choose(online ? keptCard : null);
  };

  return (
    <div className="flex flex-col gap-5">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium text-slate-800 dark:text-slate-200">{t('step.method')}</legend>
        <div className={cn('grid gap-2', offered.online && offered.atVisit && 'sm:grid-cols-2')}>
          {offered.online && (
            <label className={choiceTile}>
              <input type="radio" name={`${groupId}-method`} value="online" checked={online} onChange={() => setMethod('online')} className="mt-1 size-4 accent-brand-600" />
              <span className="flex flex-col gap-0.5">
                <span className="flex items-center gap-2 font-medium text-slate-900 dark:text-white">
                  <CreditCard aria-hidden="true" className="size-5" />
                  {t('step.online')}
                </span>
                <span className={mutedText}>{t(terms ? 'step.onlineHint' : 'step.onlineHintUnknown')}</span>
              </span>
            </label>
          )}
          {offered.atVisit && (
            <label className={choiceTile}>
              <input type="radio" name={`${groupId}-method`} value="atVisit" checked={!online} onChange={() => setMethod('atVisit')} className="mt-1 size-4 accent-brand-600" />
              <span className="flex flex-col gap-0.5">
                <span className="flex items-center gap-2 font-medium text-slate-900 dark:text-white">
                  <Wallet aria-hidden="true" className="size-5" />
                  {t('step.atVisit')}
                </span>
                <span className={mutedText}>{t('step.atVisitHint')}</span>
              </span>
            </label>
          )}
        </div>
      </fieldset>

      {!offered.online && (
        <p className={alertBox.info}>
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t(service.currency !== 'UAH' ? 'step.onlyUah' : config.provider === 'disabled' || stripeWithoutKey ? 'step.unavailable' : 'step.specialistAtVisit')}
        </p>
      )}
      {online && terms?.requireDeposit && (
        <p className={alertBox.info}>
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('options.depositRequired', { percent: terms.depositPercent })} {t('step.depositHold', { minutes: DEPOSIT_HOLD_MINUTES })}
        </p>
      )}

      {online && terms && deposit !== null && (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium text-slate-800 dark:text-slate-200">{t('options.legend')}</legend>
          {(['DEPOSIT', 'FULL'] as const).map((option) => (
            <label key={option} className={choiceTile}>
              <input type="radio" name={`${groupId}-type`} value={option} checked={type === option} onChange={() => setType(option)} className="mt-1 size-4 accent-brand-600" />
              <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                <span className="flex flex-wrap items-baseline justify-between gap-x-3 font-medium text-slate-900 dark:text-white">
                  <span>{option === 'DEPOSIT' ? t('options.deposit', { percent: terms.depositPercent }) : t('options.full')}</span>
                  <span className="tabular-nums">{formatMoney(option === 'DEPOSIT' ? deposit : service.price)}</span>
                </span>
                <span className={mutedText}>
                  {option === 'DEPOSIT' ? t('options.depositHint', { rest: formatMoney(Math.round((service.price - deposit) * 100) / 100) }) : t('options.fullHint')}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
      )}

      {online && !signedIn && (
        <p className={alertBox.info}>
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('step.guestCard')}
        </p>
      )}
      {online && signedIn && !cardHere && (
        <p className={alertBox.info}>
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('step.cardAfter')}
        </p>
      )}
      {pointsMax > 0 && (
        <PointsControl balance={points} max={pointsMax} enabled={usePoints} value={pointsUsed} onEnabledChange={setUsePoints} onValueChange={setPointsWanted} />
      )}
      {online && signedIn && points > 0 && amountNow === null && (
        <p className={alertBox.info}>
          <Gift aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('points.stepHint', { count: points, percent: MAX_SHARE_PERCENT })}
        </p>
      )}

      {cardHere && keptCard ? (
        <form id={formId} noValidate onSubmit={submitWithoutCard} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700 dark:text-slate-300">
          <span className="flex items-center gap-2">
            <CreditCard aria-hidden="true" className="size-4" />
            {t('pay.withCard', { card: keptCard.label })}
          </span>
          <button type="button" className={cn('rounded font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-300', focusRing)} onClick={() => setKeptCard(null)}>
            {t('pay.otherCard')}
          </button>
        </form>
      ) : cardHere && config.provider ? (
        <section aria-label={t('pay.cardSection')} className="flex flex-col gap-3">
          <PaymentSource id={formId} provider={config.provider} publishableKey={config.publishableKey} signedIn={signedIn} onSource={(card) => choose(card)} />
        </section>
      ) : (
        <form id={formId} noValidate onSubmit={submitWithoutCard} hidden />
      )}

      {quote && <QuoteLines quote={quote} />}
    </div>
  );
};
