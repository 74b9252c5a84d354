import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_TIMEZONE, type Currency } from '@vizyt/contracts';
import { formatPrice, formatWholeAmount, moneyLocale } from '@/lib/money';

export interface AdminFormat {
  language: string;
  /** An amount in the currency the server sent it in ("450 ₴" in uk and ru, "₴450" in en). */
  money: (amount: number, currency: Currency) => string;
  count: (value: number) => string;
  percent: (value: number) => string;
  date: (iso: string) => string;
  dateTime: (iso: string) => string;
  /** A period whose end is exclusive (the stats' `to`: the next period's first instant): "1–30 лист. 2026 р.". */
  period: (fromIso: string, toIso: string) => string;
}

/** Formatters in the interface language; dates in the platform's zone. */
export const useAdminFormat = (): AdminFormat => {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    const locale = moneyLocale(language);
    const number = new Intl.NumberFormat(locale);
    const percent = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
    // The platform's own zone: the figures' periods are Kyiv's calendar (GET /admin/stats).
    const date = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: DEFAULT_TIMEZONE });
    const dateTime = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: DEFAULT_TIMEZONE });
    return {
      language,
      // The currency of the answer, not the viewer's display currency: the platform's books are kept in it
      // (formatPrice converts from hryvnia, so another currency is written as it came).
      money: (amount, currency) => (currency === 'UAH' ? formatPrice(amount, 'UAH', language) : formatWholeAmount(amount, currency, language)),
      count: (value) => number.format(value),
      percent: (value) => `${percent.format(value)}%`,
      date: (iso) => date.format(new Date(iso)),
      dateTime: (iso) => dateTime.format(new Date(iso)),
      period: (fromIso, toIso) => {
        const from = new Date(fromIso);
        const last = new Date(Math.max(from.getTime(), new Date(toIso).getTime() - 1));
        return typeof date.formatRange === 'function' ? date.formatRange(from, last) : `${date.format(from)} – ${date.format(last)}`;
      },
    };
  }, [language]);
};
