import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice, moneyLocale } from '@/lib/money';
import { useViewerZone } from '@/stores/viewer';

const useLanguage = () => {
  const { i18n } = useTranslation();
  return i18n.resolvedLanguage ?? i18n.language;
};

/**
 * Numbers, money and dates of the loyalty page in the interface language: points grouped
 * ("1 250"), hryvnia as charged (points are worth hryvnia, never a converted display currency),
 * and days in the customer's time zone.
 */
export const useLoyaltyFormat = () => {
  const language = useLanguage();
  const zone = useViewerZone();
  const locale = moneyLocale(language);
  /** 1250 → "1 250"; with `signed`, "+34" / "−20" (a true minus sign). */
  const points = useCallback(
    (value: number, signed = false) => {
      const grouped = new Intl.NumberFormat(locale).format(Math.abs(value));
      if (!signed) return value < 0 ? `−${grouped}` : grouped;
      return value > 0 ? `+${grouped}` : value < 0 ? `−${grouped}` : grouped;
    },
    [locale],
  );
  const uah = useCallback((amount: number) => formatPrice(amount, 'UAH', language), [language]);
  const date = useCallback((iso: string) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: zone }).format(new Date(iso)), [locale, zone]);
  return { points, uah, date };
};
