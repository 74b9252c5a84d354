/**
 * Paying a booking (issue #11): POST create-intent (the server prices it), POST confirm-intent
 * with the card, and the extra confirmation a card may ask for — the test provider's simulated
 * 3-D Secure dialog (POST /payments/test/intents/{id}/authenticate), or Stripe's own
 * (stripe.handleNextAction, then confirm-intent again). A declined card, a failed confirmation
 * and a lost connection each end in `failed` with the text to show; after a lost connection
 * `retry` repeats the step that did not answer (confirming one intent twice never charges twice).
 * Every action resolves with the state it ended in.
 *
 * One attempt, one intent, one amount (issue #26 item 11): `pay` takes the quote the Pay button
 * shows; the intent is created from exactly it and is confirmed only when the server priced it
 * the same (amount, points, type) — otherwise it is cancelled (its points come back) and the
 * customer sees the new amount before anything is charged. Nothing here creates an intent on its
 * own: a new one only comes from another `pay`.
 */
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Payment, PaymentProviderName } from '@vizyt/contracts';
import {
  useAuthenticateTestIntentMutation,
  useCancelPaymentMutation,
  useConfirmPaymentIntentMutation,
  useCreatePaymentIntentMutation,
} from '../api/payments-api';
import { intentMatchesQuote, type PaymentQuote } from './paid-result';
import { declineText, paymentFailure, stripeDeclineReason, type PaymentFailure } from './payment-error';
import { loadStripeFor } from './stripe-loader';

export type PayState =
  | { phase: 'idle' }
  | { phase: 'paying'; quote: PaymentQuote }
  /** The test provider's confirmation dialog is open. */
  | { phase: 'authenticating'; payment: Payment; busy: boolean; quote: PaymentQuote }
  | { phase: 'succeeded'; payment: Payment }
  | { phase: 'failed'; failure: PaymentFailure; canRetry: boolean };

interface Attempt {
  bookingId: string;
  quote: PaymentQuote;
  paymentMethodId: string;
  intent: { id: string; clientSecret: string; paymentId: string } | null;
}

interface Options {
  provider: PaymentProviderName;
  publishableKey: string | null;
}

const DECLINED_STATUSES = new Set(['FAILED', 'CANCELLED']);

export const usePayBooking = ({ provider, publishableKey }: Options) => {
  const { t } = useTranslation('payments');
  const [createIntent] = useCreatePaymentIntentMutation();
  const [confirmIntent] = useConfirmPaymentIntentMutation();
  const [authenticateTest] = useAuthenticateTestIntentMutation();
  const [cancelPayment] = useCancelPaymentMutation();
  const [state, setState] = useState<PayState>({ phase: 'idle' });
  const attempt = useRef<Attempt | null>(null);

  const finish = useCallback((next: PayState): PayState => {
    setState(next);
    return next;
  }, []);

  const failed = useCallback(
    (error: unknown, fallback: 'createIntentFailed' | 'confirmFailed'): PayState => {
      const failure = paymentFailure(t, error, fallback);
      return finish({ phase: 'failed', failure, canRetry: failure.kind === 'network' });
    },
    [finish, t],
  );

  const declined = useCallback(
    (message: string): PayState => finish({ phase: 'failed', failure: { kind: 'declined', message, code: 'CARD_DECLINED' }, canRetry: false }),
    [finish],
  );

  const confirmCurrent = useCallback(
    async (current: Attempt & { intent: NonNullable<Attempt['intent']> }) =>
      confirmIntent({ paymentIntentId: current.intent.id, paymentMethodId: current.paymentMethodId, bookingId: current.bookingId }).unwrap(),
    [confirmIntent],
  );

  /** A payment that needs nothing more from the customer: paid, or declined (in our words for its reason). */
  const final = useCallback(
    (payment: Payment): PayState =>
      DECLINED_STATUSES.has(payment.status) || payment.status === 'REQUIRES_ACTION'
        ? declined(declineText(t, payment.status === 'REQUIRES_ACTION' ? 'authentication_failed' : payment.failureCode))
        : finish({ phase: 'succeeded', payment }),
    [declined, finish, t],
  );

  /** What a confirmed payment means: done, declined, or one more step (then done or declined). */
  const settle = useCallback(
    async (payment: Payment): Promise<PayState> => {
      const current = attempt.current;
      if (payment.status !== 'REQUIRES_ACTION' || !current?.intent) return final(payment);
      if (provider !== 'stripe') return finish({ phase: 'authenticating', payment, busy: false, quote: current.quote });
      const stripe = publishableKey ? await loadStripeFor(publishableKey).catch(() => null) : null;
      if (!stripe) return finish({ phase: 'failed', failure: { kind: 'other', message: t('pay.stripeUnavailable') }, canRetry: false });
      const next = await stripe.handleNextAction({ clientSecret: current.intent.clientSecret });
      if (next.error) return declined(declineText(t, stripeDeclineReason(next.error)));
      try {
        // Stripe has the customer's answer; confirming again records the outcome.
        return final(await confirmCurrent({ ...current, intent: current.intent }));
      } catch (error) {
        return failed(error, 'confirmFailed');
      }
    },
    [confirmCurrent, declined, failed, final, finish, provider, publishableKey, t],
  );

  const confirmStep = useCallback(async (): Promise<PayState> => {
    const current = attempt.current;
    if (!current?.intent) return finish({ phase: 'idle' });
    setState({ phase: 'paying', quote: current.quote });
    try {
      return await settle(await confirmCurrent({ ...current, intent: current.intent }));
    } catch (error) {
      return failed(error, 'confirmFailed');
    }
  }, [confirmCurrent, failed, finish, settle]);

  const createStep = useCallback(async (): Promise<PayState> => {
    const current = attempt.current;
    if (!current) return finish({ phase: 'idle' });
    const { quote } = current;
    setState({ phase: 'paying', quote });
    try {
      const intent = await createIntent({ bookingId: current.bookingId, type: quote.type, ...(quote.points > 0 && { redeemPoints: quote.points }) }).unwrap();
      if (!intentMatchesQuote(intent, quote)) {
        // Priced otherwise than the button said (the booking or the balance changed meanwhile): never confirm it.
        attempt.current = null;
        await cancelPayment({ paymentId: intent.paymentId, bookingId: current.bookingId })
          .unwrap()
          .catch(() => undefined);
        return finish({ phase: 'failed', failure: { kind: 'other', message: t('pay.amountChanged'), code: 'AMOUNT_CHANGED' }, canRetry: false });
      }
      current.intent = { id: intent.id, clientSecret: intent.clientSecret, paymentId: intent.paymentId };
    } catch (error) {
      return failed(error, 'createIntentFailed');
    }
    return confirmStep();
  }, [cancelPayment, confirmStep, createIntent, failed, finish, t]);

  /** A new attempt: a new intent for exactly `quote` (the server prices it; it must agree), charged to `paymentMethodId`. */
  const pay = useCallback(
    (bookingId: string, quote: PaymentQuote, paymentMethodId: string): Promise<PayState> => {
      attempt.current = { bookingId, quote, paymentMethodId, intent: null };
      return createStep();
    },
    [createStep],
  );

  /** After a lost connection: the step that got no answer, again (the same intent once it exists). */
  const retry = useCallback((): Promise<PayState> => (attempt.current?.intent ? confirmStep() : createStep()), [confirmStep, createStep]);

  /** The test provider's dialog: approve or fail the extra confirmation. */
  const authenticate = useCallback(
    async (outcome: 'approve' | 'fail'): Promise<PayState> => {
      const current = attempt.current;
      if (!current?.intent || state.phase !== 'authenticating') return state;
      setState({ ...state, busy: true });
      try {
        const payment = await authenticateTest({ paymentIntentId: current.intent.id, outcome, bookingId: current.bookingId }).unwrap();
        if (DECLINED_STATUSES.has(payment.status)) return declined(declineText(t, payment.failureCode, 'authentication_failed'));
        return final(payment);
      } catch (error) {
        return failed(error, 'confirmFailed');
      }
    },
    [authenticateTest, declined, failed, final, state, t],
  );

  return { state, pay, retry, authenticate };
};
