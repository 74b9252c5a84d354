import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Numbers and dates of reviews in the interface language ("4,8", "92 %", "3 жовт. 2026 р."). */
export const useReviewFormat = () => {
  const { i18n } = useTranslation('reviews');
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    const rating = new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 });
    const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
    const number = new Intl.NumberFormat(language);
    return {
      rating: (value: number) => rating.format(value),
      percent: (share: number) => percent.format(share),
      date: (iso: string) => date.format(new Date(iso)),
      number: (value: number) => number.format(value),
    };
  }, [language]);
};
