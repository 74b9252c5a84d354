import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { UAH_PER_UNIT, type Currency } from '@vizyt/contracts';
import { formatPrice } from '@/lib/money';

/**
 * Money that is charged, in its own currency ("450 ₴" in uk and ru, "₴450" in en): a payment is
 * taken in hryvnia, so it is never converted to the visitor's display currency.
 */
export const useFormatMoney = () => {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useCallback(
    (amount: number, currency: Currency = 'UAH') => formatPrice(amount * UAH_PER_UNIT[currency], currency, language),
    [language],
  );
};
