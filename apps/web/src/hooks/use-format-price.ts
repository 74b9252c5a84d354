import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { UAH_PER_UNIT, type Currency } from '@vizyt/contracts';
import { formatPrice } from '@/lib/money';
import { selectCurrency } from '@/stores/ui-slice';

/** The display currency (user's setting) and the interface language that prices are written in. */
export const useMoneyLocale = (): { currency: Currency; language: string } => {
  const currency: Currency = useSelector(selectCurrency);
  const { i18n } = useTranslation();
  return { currency, language: i18n.resolvedLanguage ?? i18n.language };
};

/**
 * Formatter for prices given in hryvnia, in the visitor's display currency and language:
 *   const formatPrice = useFormatPrice();  formatPrice(3150) → "3 150 ₴" (uk) | "$85.14" (en) | "78,75 €" (ru)
 */
export const useFormatPrice = (): ((amountUah: number | null | undefined) => string) => {
  const { currency, language } = useMoneyLocale();
  return useCallback((amountUah) => formatPrice(amountUah, currency, language), [currency, language]);
};

/**
 * Money that is charged or owed, in its own currency ("450 ₴" in uk and ru, "₴450" in en): a
 * payment is taken in hryvnia, so it is never converted to the visitor's display currency. Every
 * screen that shows a payment (the Pay button, the bank's dialog, the booking's confirmation,
 * /payments, the bookings list) formats it through this one function.
 */
export const useFormatMoney = () => {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useCallback((amount: number, currency: Currency = 'UAH') => formatPrice(amount * UAH_PER_UNIT[currency], currency, language), [language]);
};
