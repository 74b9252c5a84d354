import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { UAH_PER_UNIT, type Currency } from '@vizyt/contracts';
import { useAppSelector } from '@/app/hooks';
import { useFormatPrice } from '@/hooks/use-format-price';
import { zonedTime } from './booking-time';

/** The signed-in viewer's time zone: the profile's, else this device's stored preference. */
export const useViewerTimezone = (): string => {
  const profileZone = useAppSelector((state) => state.auth.user?.timezone);
  const storedZone = useAppSelector((state) => state.user.preferences.timezone);
  return profileZone ?? storedZone;
};

/** A booking's amount (major units of its currency) in the visitor's display currency. */
export const useBookingPrice = () => {
  const formatPrice = useFormatPrice();
  return useCallback((amount: number, currency: Currency) => formatPrice(amount * UAH_PER_UNIT[currency]), [formatPrice]);
};

/** `zonedTime` in the interface language. */
export const useZonedTime = () => {
  const { i18n } = useTranslation();
  return useCallback((iso: string, zone: string) => zonedTime(iso, zone, i18n.language), [i18n.language]);
};
