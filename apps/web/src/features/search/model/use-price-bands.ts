import type { Currency } from '@vizyt/contracts';
import { useMemo } from 'react';
import { useMoneyLocale } from '@/hooks/use-format-price';
import { useGetSearchPriceRangeQuery } from '../api/search-api';
import { priceBands, type PriceBand } from './search-filters';

/** The five price bands in the visitor's display currency (none until the catalog's edges load). */
export function usePriceBands(): { bands: PriceBand[]; currency: Currency; language: string } {
  const { currency, language } = useMoneyLocale();
  const { data } = useGetSearchPriceRangeQuery();
  const edges = data?.bandBoundaries?.[currency];
  const bands = useMemo(() => priceBands(edges ?? [], currency), [edges, currency]);
  return { bands, currency, language };
}
