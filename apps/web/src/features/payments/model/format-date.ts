import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useViewerZone } from '@/stores/viewer';

const formats = new Map<string, Intl.DateTimeFormat>();
const format = (locale: string, zone: string, withTime: boolean) => {
  const key = `${locale}|${zone}|${withTime}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: withTime ? 'long' : 'short',
      year: 'numeric',
      ...(withTime && { hour: '2-digit', minute: '2-digit' }),
      timeZone: zone,
    });
    formats.set(key, found);
  }
  return found;
};

/** "1 грудня 2026 р. о 10:00" / "1 груд. 2026 р." in the viewer's zone and the interface language. */
export const formatInstant = (iso: string, zone: string, locale: string, withTime = true): string => format(locale, zone, withTime).format(new Date(iso));

export const useFormatInstant = () => {
  const { i18n } = useTranslation();
  const zone = useViewerZone();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  return useCallback((iso: string, withTime = true) => formatInstant(iso, zone, locale, withTime), [locale, zone]);
};
