import type { TFunction } from 'i18next';
import type { PagerProps } from '@/components/ui/pager';

/** The Pager's texts from the bookings namespace. */
export const pagerLabels = (t: TFunction, page: number, totalPages: number): PagerProps['labels'] => ({
  nav: t('bookings:pagination.label'),
  previous: t('bookings:pagination.previous'),
  next: t('bookings:pagination.next'),
  current: t('bookings:pagination.page', { page, total: totalPages }),
});
