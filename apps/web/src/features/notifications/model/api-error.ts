/**
 * Text for a failed action (STYLE.md rule 5: error text comes from i18n, keyed by error code):
 * errors:codes.<CODE> when the code is known and says more than "it failed", else the action's
 * own text of spec section 8 ('Failed to mark notification as read', …).
 */
import type { TFunction } from 'i18next';
import i18n from '@/lib/i18n';

const GENERIC_CODES = new Set(['INTERNAL_ERROR', 'UNPROCESSABLE', 'NETWORK_ERROR']);

const codeOf = (error: unknown): string | null =>
  typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string' ? (error as { code: string }).code : null;

export const notificationErrorText = (t: TFunction, error: unknown, fallbackKey: string): string => {
  const code = codeOf(error);
  if (code && !GENERIC_CODES.has(code) && i18n.exists(`errors:codes.${code}`)) return t(`errors:codes.${code}`);
  return t(`notifications:${fallbackKey}`);
};
