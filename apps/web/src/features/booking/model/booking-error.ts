/**
 * What a failed "Confirm Booking" means for the visitor. A lost race (someone else took the
 * time: 409 SLOT_TAKEN) or a time that is no longer bookable (422 SLOT_UNAVAILABLE,
 * BOOKING_IN_PAST) sends them back to the calendar with fresh slots; anything else keeps them
 * on the confirmation step to try again.
 */
import type { TFunction } from 'i18next';
import type { ApiClientError } from '@/lib/api-client';
import { messageKeyForError } from '@/lib/api-errors';
import i18n from '@/lib/i18n';

export const SLOT_LOST_CODES: readonly string[] = ['SLOT_TAKEN', 'SLOT_UNAVAILABLE', 'BOOKING_IN_PAST'];

export const isApiClientError = (error: unknown): error is ApiClientError =>
  typeof error === 'object' &&
  error !== null &&
  typeof (error as ApiClientError).status === 'number' &&
  typeof (error as ApiClientError).code === 'string';

export const isNotFound = (error: unknown): boolean => isApiClientError(error) && error.status === 404;

export const isSlotLost = (error: unknown): boolean => isApiClientError(error) && SLOT_LOST_CODES.includes(error.code);

/** errors:codes.<CODE> when translated; else the global text of its status (spec section 8). */
export const bookingErrorMessage = (t: TFunction, error: unknown): string => {
  if (!isApiClientError(error)) return t('booking:error.createFailed');
  const key = `errors:codes.${error.code}`;
  if (i18n.exists(key)) return t(key);
  const decision = messageKeyForError(error.status, error.message, '/bookings');
  if (decision && 'text' in decision) return decision.text;
  if (decision && 'key' in decision) return t(`errors:api.${decision.key}`);
  return t('booking:error.createFailed');
};
