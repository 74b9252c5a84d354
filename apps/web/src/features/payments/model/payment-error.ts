/**
 * Failed payment calls as text for people (STYLE.md rule 5). A declined card shows our own words
 * for its decline reason (`error.reason`, one of DECLINE_REASONS, in payments:decline) — never the
 * provider's English text; an unknown reason the generic one. Other known codes their
 * translation; anything else the screen's fallback from spec section 8 ('Failed to confirm
 * payment', 'Failed to fetch payment methods', …) in payments:errors.
 */
import type { TFunction } from 'i18next';
import { DECLINE_REASONS, NETWORK_ERROR, type DeclineReason } from '@vizyt/contracts';
import type { ApiClientError } from '@/lib/api-client';
import i18n from '@/lib/i18n';

export const isApiClientError = (error: unknown): error is ApiClientError =>
  typeof error === 'object' && error !== null && typeof (error as ApiClientError).status === 'number' && typeof (error as ApiClientError).code === 'string';

/** Codes too vague to say more than the screen's own fallback. */
const GENERIC_CODES = new Set(['INTERNAL_ERROR', 'UNPROCESSABLE', 'CONFLICT', 'VALIDATION_ERROR', 'BAD_REQUEST']);

export type FallbackKey =
  | 'createIntentFailed'
  | 'confirmFailed'
  | 'historyFailed'
  | 'methodsFailed'
  | 'addMethodFailed'
  | 'removeMethodFailed'
  | 'defaultMethodFailed'
  | 'optionsFailed'
  | 'invoiceFailed'
  | 'cancelFailed';

export interface PaymentFailure {
  /** declined: the card was refused (try another); network: nothing arrived (try again). */
  kind: 'declined' | 'network' | 'other';
  message: string;
  /** The API's error code (INSUFFICIENT_POINTS: the options are asked again). */
  code?: string;
}

const isDeclineReason = (value: unknown): value is DeclineReason => typeof value === 'string' && (DECLINE_REASONS as readonly string[]).includes(value);

/** Our words for a decline reason in the page's language; anything unknown reads as the generic decline. */
export const declineText = (t: TFunction, reason: unknown, fallback: DeclineReason = 'generic'): string =>
  t(`payments:decline.${isDeclineReason(reason) ? reason : fallback}`);

/**
 * Stripe.js's own error codes (card form, 3-D Secure) as our decline reasons, so Stripe mode
 * speaks the page's language too. https://docs.stripe.com/declines/codes
 */
const STRIPE_REASONS: Record<string, DeclineReason> = {
  insufficient_funds: 'insufficient_funds',
  expired_card: 'expired_card',
  incorrect_cvc: 'incorrect_cvc',
  invalid_cvc: 'incorrect_cvc',
  incorrect_number: 'incorrect_number',
  invalid_number: 'incorrect_number',
  invalid_expiry_month: 'expired_card',
  invalid_expiry_year: 'expired_card',
  card_not_supported: 'card_not_supported',
  currency_not_supported: 'card_not_supported',
  card_velocity_exceeded: 'limit_exceeded',
  withdrawal_count_limit_exceeded: 'limit_exceeded',
  payment_intent_authentication_failure: 'authentication_failed',
  authentication_required: 'authentication_failed',
  setup_intent_authentication_failure: 'authentication_failed',
  processing_error: 'processing_error',
  fraudulent: 'fraud_suspected',
  stolen_card: 'fraud_suspected',
  lost_card: 'fraud_suspected',
  pickup_card: 'fraud_suspected',
};

/** A Stripe.js error (`{ code, decline_code }`) as our decline reason. */
export const stripeDeclineReason = (error: { code?: string; decline_code?: string } | null | undefined): DeclineReason =>
  STRIPE_REASONS[error?.decline_code ?? ''] ?? STRIPE_REASONS[error?.code ?? ''] ?? 'generic';

export const isNetworkFailure = (error: unknown): boolean => isApiClientError(error) && (error.status === 0 || error.code === NETWORK_ERROR);

const codeText = (t: TFunction, code: string): string | undefined => {
  if (GENERIC_CODES.has(code)) return undefined;
  const key = `errors:codes.${code}`;
  return i18n.exists(key) ? t(key) : undefined;
};

export const paymentFailure = (t: TFunction, error: unknown, fallback: FallbackKey): PaymentFailure => {
  if (!isApiClientError(error)) return { kind: 'other', message: t(`payments:errors.${fallback}`) };
  if (isNetworkFailure(error)) return { kind: 'network', message: t('errors:api.network') };
  const serverText = error.message.trim() || undefined;
  const { code } = error;
  if (code === 'CARD_DECLINED') return { kind: 'declined', message: declineText(t, error.reason), code };
  const known = codeText(t, code);
  if (known) return { kind: 'other', message: known, code };
  // 4xx with the server's own explanation (spec section 8); 5xx and the rest: the screen's fallback.
  if (serverText && error.status >= 400 && error.status < 500 && error.status !== 401 && error.status !== 404) {
    return { kind: 'other', message: serverText, code };
  }
  return { kind: 'other', message: t(`payments:errors.${fallback}`), code };
};

/** Just the text, for toasts and one-line notices. */
export const paymentErrorText = (t: TFunction, error: unknown, fallback: FallbackKey): string => paymentFailure(t, error, fallback).message;
