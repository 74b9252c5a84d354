import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import type { Currency } from '@vizyt/contracts';
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
