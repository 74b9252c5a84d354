/**
 * Failed payment calls as text for people (STYLE.md rule 5). A declined card shows our own words
 * (errors:codes.CARD_DECLINED) and, beneath them, what the bank answered (the server's message);
 * other known codes their translation; anything else the screen's fallback from spec section 8
 * ('Failed to confirm payment', 'Failed to fetch payment methods', …) in payments:errors.
 */
import type { TFunction } from 'i18next';
import { NETWORK_ERROR } from '@vizyt/contracts';
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
  | 'invoiceFailed';

export interface PaymentFailure {
  /** declined: the card was refused (try another); network: nothing arrived (try again). */
  kind: 'declined' | 'network' | 'other';
  message: string;
  /** The bank's or the server's own words, shown under the message. */
  detail?: string;
  /** The API's error code (INSUFFICIENT_POINTS: the options are asked again). */
  code?: string;
}

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
  if (code === 'CARD_DECLINED') return { kind: 'declined', message: t('errors:codes.CARD_DECLINED'), detail: serverText, code };
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
