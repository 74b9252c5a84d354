import type { DeclineReason, Language } from '@vizyt/contracts';
import { AppError } from '../../http/errors.js';

/**
 * Why a card was declined, in our own words (issue #26 item 15). Providers answer with their
 * own codes and English text ("Your card was declined."); the API sends our DECLINE_REASONS
 * value as `error.reason` of CARD_DECLINED and a message in the caller's language, never the
 * provider's text. Pure: no database, no HTTP.
 */

/** Stripe's `decline_code` / `code` values (the test provider uses the same) → our reason. */
const REASON_OF_CODE: Record<string, DeclineReason> = {
  insufficient_funds: 'insufficient_funds',
  expired_card: 'expired_card',
  // A wrong or past expiry date is the customer's to fix the same way as an expired card.
  invalid_expiry_month: 'expired_card',
  invalid_expiry_year: 'expired_card',
  incorrect_cvc: 'incorrect_cvc',
  invalid_cvc: 'incorrect_cvc',
  incorrect_number: 'incorrect_number',
  invalid_number: 'incorrect_number',
  card_not_supported: 'card_not_supported',
  currency_not_supported: 'card_not_supported',
  transaction_not_allowed: 'card_not_supported',
  not_permitted: 'card_not_supported',
  service_not_allowed: 'card_not_supported',
  invalid_account: 'card_not_supported',
  card_velocity_exceeded: 'limit_exceeded',
  withdrawal_count_limit_exceeded: 'limit_exceeded',
  authentication_required: 'authentication_failed',
  payment_intent_authentication_failure: 'authentication_failed',
  processing_error: 'processing_error',
  issuer_not_available: 'processing_error',
  try_again_later: 'processing_error',
  reenter_transaction: 'processing_error',
  fraudulent: 'fraud_suspected',
  stolen_card: 'fraud_suspected',
  lost_card: 'fraud_suspected',
  pickup_card: 'fraud_suspected',
  restricted_card: 'fraud_suspected',
  merchant_blacklist: 'fraud_suspected',
  security_violation: 'fraud_suspected',
  generic_decline: 'generic',
  card_declined: 'generic',
  do_not_honor: 'generic',
  do_not_try_again: 'generic',
  call_issuer: 'generic',
  no_action_taken: 'generic',
};

/** Our reason for a provider's decline code; anything unknown (or none) is `generic`. */
export function declineReasonOf(code: string | null | undefined): DeclineReason {
  if (!code) return 'generic';
  const key = code.trim().toLowerCase();
  return Object.hasOwn(REASON_OF_CODE, key) ? REASON_OF_CODE[key]! : 'generic';
}

/** What the customer reads, per language; every message says that nothing was charged. */
export const DECLINE_MESSAGES: Record<DeclineReason, Record<Language, string>> = {
  insufficient_funds: {
    uk: 'Недостатньо коштів на картці. Нічого не списано; спробуйте іншу картку.',
    en: 'The card has insufficient funds. Nothing was charged; try another card.',
    ru: 'Недостаточно средств на карте. Ничего не списано; попробуйте другую карту.',
  },
  expired_card: {
    uk: 'Термін дії картки минув або дату вказано неправильно. Нічого не списано.',
    en: 'The card has expired or its expiry date is wrong. Nothing was charged.',
    ru: 'Срок действия карты истёк или дата указана неверно. Ничего не списано.',
  },
  incorrect_cvc: {
    uk: 'Неправильний CVC-код картки. Нічого не списано; перевірте код і спробуйте ще раз.',
    en: 'The card’s CVC code is incorrect. Nothing was charged; check the code and try again.',
    ru: 'Неверный CVC-код карты. Ничего не списано; проверьте код и попробуйте снова.',
  },
  incorrect_number: {
    uk: 'Неправильний номер картки. Нічого не списано.',
    en: 'The card number is incorrect. Nothing was charged.',
    ru: 'Неверный номер карты. Ничего не списано.',
  },
  card_not_supported: {
    uk: 'Ця картка не підтримує такий платіж. Нічого не списано; спробуйте іншу картку.',
    en: 'This card does not support this kind of payment. Nothing was charged; try another card.',
    ru: 'Эта карта не поддерживает такой платёж. Ничего не списано; попробуйте другую карту.',
  },
  limit_exceeded: {
    uk: 'Перевищено ліміт картки. Нічого не списано; спробуйте пізніше або іншу картку.',
    en: 'The card’s limit has been exceeded. Nothing was charged; try later or another card.',
    ru: 'Превышен лимит карты. Ничего не списано; попробуйте позже или другую карту.',
  },
  authentication_failed: {
    uk: 'Банк не підтвердив платіж (3-D Secure). Нічого не списано; спробуйте ще раз.',
    en: 'The bank did not confirm the payment (3-D Secure). Nothing was charged; try again.',
    ru: 'Банк не подтвердил платёж (3-D Secure). Ничего не списано; попробуйте снова.',
  },
  processing_error: {
    uk: 'Банк не зміг обробити платіж. Нічого не списано; спробуйте за хвилину.',
    en: 'The bank could not process the payment. Nothing was charged; try again in a minute.',
    ru: 'Банк не смог обработать платёж. Ничего не списано; попробуйте через минуту.',
  },
  fraud_suspected: {
    uk: 'Банк відхилив платіж з міркувань безпеки. Нічого не списано; зверніться до свого банку.',
    en: 'The bank declined the payment for security reasons. Nothing was charged; contact your bank.',
    ru: 'Банк отклонил платёж по соображениям безопасности. Ничего не списано; обратитесь в свой банк.',
  },
  generic: {
    uk: 'Банк відхилив картку. Нічого не списано; спробуйте іншу картку.',
    en: 'The card was declined. Nothing was charged; try another card.',
    ru: 'Банк отклонил карту. Ничего не списано; попробуйте другую карту.',
  },
};

/** The CARD_DECLINED error for a provider's decline code: our reason and our message in every language. */
export function cardDeclinedError(providerCode: string | null | undefined): AppError {
  const reason = declineReasonOf(providerCode);
  const localized = DECLINE_MESSAGES[reason];
  return new AppError('CARD_DECLINED', localized.en, undefined, { reason, localized });
}
