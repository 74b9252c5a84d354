import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

const LOCALES: Record<string, string> = { uk: 'uk-UA', en: 'en-US', ru: 'ru-RU' };

export interface MarketingNumbers {
  /** 10000 → "10 000" (uk, ru) or "10,000" (en). */
  integer: (value: number) => string;
  /** 4.9 → "4,9" (uk, ru) or "4.9" (en); always one decimal, so 5 → "5,0". */
  oneDecimal: (value: number) => string;
}

/** Formats the landing page's marketing figures by the interface language. */
export function useMarketingNumbers(): MarketingNumbers {
  const { i18n } = useTranslation();
  const locale = LOCALES[i18n.resolvedLanguage ?? i18n.language] ?? LOCALES.uk;

  return useMemo(() => {
    const integer = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    const oneDecimal = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    return { integer: (value) => integer.format(value), oneDecimal: (value) => oneDecimal.format(value) };
  }, [locale]);
}
