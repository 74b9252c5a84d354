import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { AlertCircle, CreditCard, Info, RotateCw, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PaymentType } from '@vizyt/contracts';
import { useAppDispatch } from '@/stores/hooks';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Spinner } from '@/components/ui/spinner';
import { userUpdated } from '@/stores/auth-slice';
import { useGetPaymentOptionsQuery, type PaymentOptions } from '../api/payments-api';
import type { CardResult } from '../model/card-result';
import { amountOf, paidResult, payableTypes, pointsMaxFor, quotePayment, type PaidResult, type PaymentQuote } from '../model/paid-result';
import { paymentErrorText } from '../model/payment-error';
import { usePaymentsConfig } from '../model/payments-config';
import { usePayBooking, type PayState } from '../model/use-pay-booking';
import { useFormatMoney } from '../model/use-format-money';
import { PaymentSource } from './payment-source';
import { PointsControl } from './points-control';
import { QuoteLines } from './quote-lines';
import { alertBox, choiceTile, focusRing, mutedText } from './styles';
import { TestAuthenticationDialog } from './test-authentication-dialog';

export interface PreparedPayment {
  /** null: the amount is chosen here (the specialist's terms were not known before). */
  type: PaymentType | null;
  card: CardResult;
  /** Loyalty points the customer chose to use on the booking flow's Payment step (0: none). */
  points: number;
  /** What the booking flow said the card is charged; paid at once only when the server prices it the same. */
  toPay: number | null;
}

interface PayBookingPanelProps {
  bookingId: string;
  /** The booking flow's choice: with a type, the card is charged at once. */
  prepared?: PreparedPayment | null;
  signedIn?: boolean;
  onPaid: (result: PaidResult) => void;
  /** When nothing can be paid online (the specialist takes money at the visit, or it is paid). */
  whenNotPayable?: (options: PaymentOptions) => ReactNode;
  /** Under the form: "pay later" in the booking flow (`busy` while a payment runs). */
  footer?: (busy: boolean) => ReactNode;
}

/**
 * Paying for an existing booking: the amount (deposit or full, per GET /payments/options), loyalty
 * points off it when the customer has some (offered, unticked), the card (saved or new) and the
 * payment itself with its states — processing, declined (the message and another try), extra
 * confirmation, lost connection (retry). While an attempt runs, everything on the panel shows
 * that attempt's quote: the options refetch meanwhile, but the amount on the screen does not move.
 */
export const PayBookingPanel = ({ bookingId, prepared = null, signedIn = true, onPaid, whenNotPayable, footer }: PayBookingPanelProps) => {
  const { t } = useTranslation('payments');
  const formatMoney = useFormatMoney();
  const formId = useId();
  const options = useGetPaymentOptionsQuery(bookingId);
  const config = usePaymentsConfig();
  const provider = options.data?.provider ?? 'disabled';
  const payment = usePayBooking({ provider, publishableKey: config.publishableKey });
  const { state } = payment;
  const dispatch = useAppDispatch();
  // The options carry the points balance as it is now: the header shows the same number.
  const pointsBalance = options.data?.points.balance;
  useEffect(() => {
    if (pointsBalance !== undefined) dispatch(userUpdated({ loyaltyPoints: pointsBalance }));
  }, [pointsBalance, dispatch]);

  const [pickedType, setPickedType] = useState<PaymentType | null>(prepared?.type ?? null);
  // The booking flow's card, until it fails: then the customer picks again.
  const [preparedCard, setPreparedCard] = useState<CardResult | null>(prepared?.card ?? null);
  const [usedCard, setUsedCard] = useState<string | null>(null);
  // Points are offered, never spent unasked: unticked unless the customer chose them before.
  const [usePoints, setUsePoints] = useState((prepared?.points ?? 0) > 0);
  // null: as many points as the chosen amount can take.
  const [pointsWanted, setPointsWanted] = useState<number | null>(prepared?.points || null);

  const data = options.data;
  const types = data ? payableTypes(data) : [];
  const type = pickedType && types.includes(pickedType) ? pickedType : (types[0] ?? null);
  const online = Boolean(data && data.payable && data.acceptOnlinePayments && data.provider !== 'disabled' && type);
  const maxPoints = data && type ? pointsMaxFor(type, data) : 0;
  const pointsValue = Math.min(pointsWanted ?? maxPoints, maxPoints);
  const liveQuote = data && type ? quotePayment(type, amountOf(type, data), usePoints ? pointsValue : 0) : null;
  // While an attempt runs, the screen shows the attempt's own quote (the options refetch meanwhile).
  const quote = state.phase === 'paying' || state.phase === 'authenticating' ? state.quote : liveQuote;

  const before = useRef<Parameters<typeof paidResult>[1] | null>(null);
  const balanceBefore = useRef<number | null>(null);
  // Set by the first attempt, whoever starts it: nothing starts another one behind the customer's back.
  const started = useRef(false);

  /** Every attempt ends here: a success goes to the page, a declined card lets the customer pick another. */
  const alertRef = useRef<HTMLDivElement>(null);
  const settled = (next: PayState) => {
    if (next.phase === 'succeeded' && before.current) {
      const spent = next.payment.pointsRedeemed;
      if (spent > 0 && balanceBefore.current !== null) dispatch(userUpdated({ loyaltyPoints: Math.max(0, balanceBefore.current - spent) }));
      onPaid(paidResult(next.payment, before.current));
    }
    if (next.phase === 'failed') {
      if (next.failure.kind === 'declined') setPreparedCard(null);
      // The balance or the booking changed meanwhile: ask what can be paid now, and show it before any new attempt.
      if (next.failure.code === 'INSUFFICIENT_POINTS' || next.failure.code === 'AMOUNT_CHANGED') {
        setPointsWanted(null);
        void options.refetch();
      }
      // The message stands under the Pay button; bring it into view wherever the page was scrolled.
      requestAnimationFrame(() => alertRef.current?.scrollIntoView?.({ block: 'nearest' }));
    }
  };

  /** One attempt for exactly `attemptQuote`: what the button shows is what the intent is made of. */
  const start = async (card: CardResult, attemptQuote: PaymentQuote | null = quote) => {
    if (!data || !attemptQuote) return;
    started.current = true;
    before.current = { price: data.price, amountPaid: data.amountPaid, currency: data.currency };
    balanceBefore.current = data.points.balance;
    setUsedCard(card.label);
    // The number of points is fixed from here: a later refetch with a smaller balance does not change it.
    if (attemptQuote.points > 0) setPointsWanted(attemptQuote.points);
    settled(await payment.pay(bookingId, attemptQuote, card.paymentMethodId));
  };

  // The booking flow chose the amount, the points and the card before the booking existed, and the
  // customer confirmed that amount: pay it at once — once, and only if the server prices it the same.
  const preparedQuote = data && prepared?.type && types.includes(prepared.type) ? quotePayment(prepared.type, amountOf(prepared.type, data), prepared.points) : null;
  const preparedAgrees = Boolean(preparedQuote && prepared && (prepared.toPay === null || preparedQuote.toPay === prepared.toPay));
  useEffect(() => {
    if (started.current || !online || !preparedCard || !preparedQuote || !preparedAgrees) return;
    void start(preparedCard, preparedQuote);
  });

  if (state.phase === 'succeeded') return null;

  if (options.isLoading || (options.isFetching && !data)) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
        <Spinner className="size-4" /> {t('options.loading')}
      </p>
    );
  }
  if (options.isError || !data) {
    return (
      <div role="alert" className={cn(alertBox.error, 'flex-wrap items-center justify-between')}>
        <span className="flex items-start gap-2">
          <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {paymentErrorText(t, options.error, 'optionsFailed')}
        </span>
        <Button variant="outline" size="sm" onClick={() => void options.refetch()}>
          <RotateCw aria-hidden="true" className="size-4" />
          {t('actions.retry')}
        </Button>
      </div>
    );
  }
  if (!online) return <>{whenNotPayable?.(data) ?? <NotPayableNotice options={data} />}</>;

  const amount = quote?.amount ?? 0;
  // What the card is charged: the amount less the points (1 point = 1 ₴).
  const toPay = quote?.toPay ?? 0;
  const redeem = quote?.points ?? 0;
  const paying = state.phase === 'paying' || state.phase === 'authenticating';
  const failure = state.phase === 'failed' ? state.failure : null;

  return (
    <div className="flex flex-col gap-5">
      {types.length > 1 ? (
        <fieldset className="flex flex-col gap-2" disabled={paying}>
          <legend className="mb-2 text-sm font-medium text-slate-800 dark:text-slate-200">{t('options.legend')}</legend>
          {types.map((option) => (
            <label key={option} className={choiceTile}>
              <input
                type="radio"
                name={`${formId}-type`}
                value={option}
                checked={type === option}
                onChange={() => setPickedType(option)}
                className="mt-1 size-4 accent-brand-600"
              />
              <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                <span className="flex flex-wrap items-baseline justify-between gap-x-3 font-medium text-slate-900 dark:text-white">
                  <span>{option === 'DEPOSIT' ? t('options.deposit', { percent: data.depositPercent }) : t(data.amountPaid > 0 ? 'options.rest' : 'options.full')}</span>
                  <span className="tabular-nums">{formatMoney(amountOf(option, data), data.currency)}</span>
                </span>
                <span className={mutedText}>
                  {option === 'DEPOSIT'
                    ? t('options.depositHint', { rest: formatMoney(data.remainingAmount - amountOf('DEPOSIT', data), data.currency) })
                    : t('options.fullHint')}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
      ) : (
        <p className="flex flex-wrap items-baseline justify-between gap-x-3 rounded-xl border border-slate-200 p-3 dark:border-slate-800">
          <span className="font-medium text-slate-900 dark:text-white">{t(type === 'DEPOSIT' ? 'options.deposit' : data.amountPaid > 0 ? 'options.rest' : 'options.full', { percent: data.depositPercent })}</span>
          <span className="text-lg font-bold text-slate-900 tabular-nums dark:text-white">{formatMoney(amount, data.currency)}</span>
        </p>
      )}
      {prepared && preparedQuote && !preparedAgrees && state.phase === 'idle' && (
        <p role="note" className={alertBox.warning}>
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('pay.amountChanged')}
        </p>
      )}
      {data.requireDeposit && data.amountPaid === 0 && (
        <p className={alertBox.info}>
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('options.depositRequired', { percent: data.depositPercent })}
        </p>
      )}

      {maxPoints > 0 && (
        <PointsControl
          balance={data.points.balance}
          max={maxPoints}
          enabled={usePoints}
          value={paying ? redeem : pointsValue}
          onEnabledChange={setUsePoints}
          onValueChange={setPointsWanted}
          disabled={paying}
        />
      )}
      {quote && quote.points > 0 && <QuoteLines quote={quote} currency={data.currency} />}

      {preparedCard ? (
        <div className="flex flex-col gap-3">
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700 dark:text-slate-300">
            <span className="flex items-center gap-2">
              <CreditCard aria-hidden="true" className="size-4" />
              {t('pay.withCard', { card: preparedCard.label })}
            </span>
            <button type="button" className={cn('rounded font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-300', focusRing)} onClick={() => setPreparedCard(null)} disabled={paying}>
              {t('pay.otherCard')}
            </button>
          </p>
          {state.phase !== 'paying' && !(state.phase === 'failed' && state.canRetry) && (
            <Button size="lg" className="self-stretch sm:self-start" onClick={() => void start(preparedCard)} disabled={paying}>
              <Wallet aria-hidden="true" className="size-5" />
              {t('pay.submit', { amount: formatMoney(toPay, data.currency) })}
            </Button>
          )}
        </div>
      ) : (
        <section aria-label={t('pay.cardSection')} className="flex flex-col gap-3">
          <PaymentSource
            id={`${formId}-card`}
            provider={data.provider}
            publishableKey={config.publishableKey}
            signedIn={signedIn}
            disabled={paying}
            submitLabel={t('pay.submit', { amount: formatMoney(toPay, data.currency) })}
            onSource={(card) => start(card)}
          />
        </section>
      )}

      <div aria-live="polite" className="flex flex-col gap-3">
        {state.phase === 'paying' && (
          <p role="status" className="flex items-center gap-2 text-sm font-medium text-slate-700 dark:text-slate-200">
            <Spinner className="size-4" /> {t('pay.processing')}
          </p>
        )}
        {failure && (
          <div role="alert" ref={alertRef} className={cn(alertBox.error, 'flex-wrap')}>
            <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <div className="flex min-w-0 flex-1 basis-48 flex-col gap-1">
              <p className="font-semibold">{failure.message}</p>
            </div>
            {state.phase === 'failed' && state.canRetry && (
              <Button variant="outline" size="sm" className="bg-white dark:bg-slate-900" onClick={() => void payment.retry().then(settled)}>
                <RotateCw aria-hidden="true" className="size-4" />
                {t('actions.retry')}
              </Button>
            )}
          </div>
        )}
      </div>

      {footer?.(paying)}

      <TestAuthenticationDialog
        open={state.phase === 'authenticating'}
        amount={state.phase === 'authenticating' ? state.payment.amount : toPay}
        currency={data.currency}
        cardLabel={usedCard}
        busy={state.phase === 'authenticating' && state.busy}
        onApprove={() => void payment.authenticate('approve').then(settled)}
        onFail={() => void payment.authenticate('fail').then(settled)}
      />
    </div>
  );
};

/** Why there is nothing to pay online here. */
export const NotPayableNotice = ({ options }: { options: PaymentOptions }) => {
  const { t } = useTranslation('payments');
  const formatMoney = useFormatMoney();
  const key = !options.payable
    ? options.paymentStatus === 'PAID'
      ? 'notPayable.paid'
      : 'notPayable.closed'
    : options.provider === 'disabled'
      ? 'notPayable.unavailable'
      : 'notPayable.atVisit';
  return (
    <p role="note" className={key === 'notPayable.paid' ? alertBox.success : alertBox.info}>
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {t(key, { amount: formatMoney(options.remainingAmount, options.currency), paid: formatMoney(options.amountPaid, options.currency) })}
    </p>
  );
};
