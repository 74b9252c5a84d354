import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { UAH_PER_UNIT, type Currency } from '@vizyt/contracts';
import { useFormatPrice } from '@/hooks/use-format-price';
import { zonedTime } from './booking-time';

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
