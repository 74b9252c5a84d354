import { useCallback } from 'react';
import { useSelector } from 'react-redux';
import type { Currency } from '@vizyt/contracts';
import { formatPrice } from '@/lib/money';
import { selectCurrency } from '@/stores/ui-slice';

/**
 * Formatter for prices given in hryvnia, in the visitor's display currency:
 *   const formatPrice = useFormatPrice();  formatPrice(3150) → "₴3 150" | "$85.14" | "€78.75"
 */
export const useFormatPrice = (): ((amountUah: number | null | undefined) => string) => {
  const currency: Currency = useSelector(selectCurrency);
  return useCallback((amountUah) => formatPrice(amountUah, currency), [currency]);
};
