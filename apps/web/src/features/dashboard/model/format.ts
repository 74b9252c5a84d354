import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useViewerZone } from '@/stores/viewer';

const LOCALES: Record<string, string> = { uk: 'uk-UA', en: 'en-GB', ru: 'ru-UA' };

/** "Thu, 3 Dec, 14:30" in the interface language and the viewer's zone. */
export const useVisitTime = () => {
  const { i18n } = useTranslation();
  const zone = useViewerZone();
  const locale = LOCALES[(i18n.resolvedLanguage ?? i18n.language ?? 'uk').split('-')[0] as string] ?? 'uk-UA';
  return useCallback(
    (iso: string) =>
      new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZone: zone }).format(new Date(iso)),
    [locale, zone],
  );
};

/** A whole number in the interface language ("1 250"). */
export const useCount = () => {
  const { i18n } = useTranslation();
  const locale = LOCALES[(i18n.resolvedLanguage ?? i18n.language ?? 'uk').split('-')[0] as string] ?? 'uk-UA';
  return useCallback((value: number) => new Intl.NumberFormat(locale).format(value), [locale]);
};

/** Distinct services of recent completed visits, newest first: what "book again" offers. */
export const servicesToRebook = <B extends { service: { id: string; name: string }; specialist: { name: string }; completedAt: string | null; scheduledAt: string }>(
  bookings: readonly B[],
  max: number,
): B[] => {
  const seen = new Set<string>();
  const out: B[] = [];
  for (const booking of bookings) {
    if (seen.has(booking.service.id)) continue;
    seen.add(booking.service.id);
    out.push(booking);
    if (out.length === max) break;
  }
  return out;
};

/** "10 Dec 2026" in the interface language and the viewer's zone. */
export const useDay = () => {
  const { i18n } = useTranslation();
  const zone = useViewerZone();
  const locale = LOCALES[(i18n.resolvedLanguage ?? i18n.language ?? 'uk').split('-')[0] as string] ?? 'uk-UA';
  return useCallback((iso: string) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: zone }).format(new Date(iso)), [locale, zone]);
};
