/**
 * Paying a booking (issue #11): POST create-intent (the server prices it), POST confirm-intent
 * with the card, and the extra confirmation a card may ask for — the test provider's simulated
 * 3-D Secure dialog (POST /payments/test/intents/{id}/authenticate), or Stripe's own
 * (stripe.handleNextAction, then confirm-intent again). A declined card, a failed confirmation
 * and a lost connection each end in `failed` with the text to show; after a lost connection
 * `retry` repeats the step that did not answer (confirming one intent twice never charges twice).
 * Every action resolves with the state it ended in.
 */
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Payment, PaymentProviderName, PaymentType } from '@vizyt/contracts';
import { useAuthenticateTestIntentMutation, useConfirmPaymentIntentMutation, useCreatePaymentIntentMutation } from '../api/payments-api';
import { paymentFailure, type PaymentFailure } from './payment-error';
import { loadStripeFor } from './stripe-loader';

export type PayState =
  | { phase: 'idle' }
  | { phase: 'paying' }
  /** The test provider's confirmation dialog is open. */
  | { phase: 'authenticating'; payment: Payment; busy: boolean }
  | { phase: 'succeeded'; payment: Payment }
  | { phase: 'failed'; failure: PaymentFailure; canRetry: boolean };

interface Attempt {
  bookingId: string;
  type: PaymentType;
  paymentMethodId: string;
  /** Loyalty points taken off the amount (0: none). */
  redeemPoints: number;
  intent: { id: string; clientSecret: string } | null;
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
    (message: string, detail?: string | null): PayState =>
      finish({ phase: 'failed', failure: { kind: 'declined', message, ...(detail && { detail }) }, canRetry: false }),
    [finish],
  );

  const confirmCurrent = useCallback(async (current: Attempt & { intent: NonNullable<Attempt['intent']> }) => {
    return confirmIntent({ paymentIntentId: current.intent.id, paymentMethodId: current.paymentMethodId, bookingId: current.bookingId }).unwrap();
  }, [confirmIntent]);

  /** A payment that needs nothing more from the customer: paid, or declined. */
  const final = useCallback(
    (payment: Payment): PayState =>
      DECLINED_STATUSES.has(payment.status) || payment.status === 'REQUIRES_ACTION'
        ? declined(payment.status === 'REQUIRES_ACTION' ? t('pay.authFailed') : t('errors:codes.CARD_DECLINED'), payment.failureMessage)
        : finish({ phase: 'succeeded', payment }),
    [declined, finish, t],
  );

  /** What a confirmed payment means: done, declined, or one more step (then done or declined). */
  const settle = useCallback(
    async (payment: Payment): Promise<PayState> => {
      const current = attempt.current;
      if (payment.status !== 'REQUIRES_ACTION' || !current?.intent) return final(payment);
      if (provider !== 'stripe') return finish({ phase: 'authenticating', payment, busy: false });
      const stripe = publishableKey ? await loadStripeFor(publishableKey).catch(() => null) : null;
      if (!stripe) return finish({ phase: 'failed', failure: { kind: 'other', message: t('pay.stripeUnavailable') }, canRetry: false });
      const next = await stripe.handleNextAction({ clientSecret: current.intent.clientSecret });
      if (next.error) return declined(t('pay.authFailed'), next.error.message);
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
    setState({ phase: 'paying' });
    try {
      return await settle(await confirmCurrent({ ...current, intent: current.intent }));
    } catch (error) {
      return failed(error, 'confirmFailed');
    }
  }, [confirmCurrent, failed, finish, settle]);

  const createStep = useCallback(async (): Promise<PayState> => {
    const current = attempt.current;
    if (!current) return finish({ phase: 'idle' });
    setState({ phase: 'paying' });
    try {
      const intent = await createIntent({
        bookingId: current.bookingId,
        type: current.type,
        ...(current.redeemPoints > 0 && { redeemPoints: current.redeemPoints }),
      }).unwrap();
      current.intent = { id: intent.id, clientSecret: intent.clientSecret };
    } catch (error) {
      return failed(error, 'createIntentFailed');
    }
    return confirmStep();
  }, [confirmStep, createIntent, failed, finish]);

  /** A new attempt: a new intent (the server prices it, less `redeemPoints`), charged to `paymentMethodId`. */
  const pay = useCallback(
    (bookingId: string, type: PaymentType, paymentMethodId: string, redeemPoints = 0): Promise<PayState> => {
      attempt.current = { bookingId, type, paymentMethodId, redeemPoints, intent: null };
      return createStep();
    },
    [createStep],
  );

  /** After a lost connection: the step that got no answer, again. */
  const retry = useCallback((): Promise<PayState> => (attempt.current?.intent ? confirmStep() : createStep()), [confirmStep, createStep]);

  /** The test provider's dialog: approve or fail the extra confirmation. */
  const authenticate = useCallback(
    async (outcome: 'approve' | 'fail'): Promise<PayState> => {
      const current = attempt.current;
      if (!current?.intent || state.phase !== 'authenticating') return state;
      setState({ ...state, busy: true });
      try {
        const payment = await authenticateTest({ paymentIntentId: current.intent.id, outcome, bookingId: current.bookingId }).unwrap();
        if (DECLINED_STATUSES.has(payment.status)) return declined(t('pay.authFailed'), payment.failureMessage);
        return final(payment);
      } catch (error) {
        return failed(error, 'confirmFailed');
      }
    },
    [authenticateTest, declined, failed, final, state, t],
  );

  return { state, pay, retry, authenticate };
};
