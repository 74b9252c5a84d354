import { BadgeCheck, Clock, MapPin, Navigation, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Avatar } from '@/components/ui/avatar';
import { cn } from '@/components/ui/cn';
import { paths } from '@/config/paths';
import { useFormatPrice } from '@/hooks/use-format-price';
import type { SearchResultService } from '../api/search-api';
import { FavoriteButton } from './favorite-button';
import { focusRing } from './search-styles';

interface ResultCardProps {
  service: SearchResultService;
  favorited: boolean;
}

const nameParts = (name: string): [string, string] => {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return [first, rest.at(-1) ?? ''];
};

/** One result: the service, its specialist, price in the visitor's currency, duration and distance. */
export function ResultCard({ service, favorited }: ResultCardProps) {
  const { t, i18n } = useTranslation('search');
  const formatPrice = useFormatPrice();
  const { specialist } = service;
  const [firstName, lastName] = nameParts(specialist.name);
  const titleId = `search-result-${service.id}`;
  const number = (value: number, digits: number) =>
    new Intl.NumberFormat(i18n.language, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
  const category = service.category?.name ?? service.customCategory;

  return (
    <article
      aria-labelledby={titleId}
      className="relative flex h-full flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition-shadow hover:shadow-md sm:p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          {category && (
            <p className="mb-1 text-xs font-medium tracking-wide text-brand-700 uppercase dark:text-brand-300">{category}</p>
          )}
          <h2 id={titleId} className="text-lg leading-snug font-semibold text-slate-900 dark:text-white">
            <Link to={paths.service(service.id)} className={cn('rounded hover:text-brand-700 dark:hover:text-brand-300', focusRing)}>
              {service.name}
            </Link>
          </h2>
        </div>
        <FavoriteButton serviceId={service.id} serviceName={service.name} favorited={favorited} />
      </div>

      <div className="flex items-center gap-3">
        <Avatar firstName={firstName} lastName={lastName} src={specialist.avatar} className="size-10" />
        <div className="min-w-0 text-sm">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
            <span className="font-medium text-slate-900 dark:text-slate-100">{specialist.businessName || specialist.name}</span>
            {specialist.isVerified && (
              <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300">
                <BadgeCheck aria-hidden="true" className="size-3.5" />
                {t('card.verified')}
              </span>
            )}
          </p>
          <p className="mt-0.5 flex flex-wrap items-center gap-x-3 gap-y-0.5 text-slate-600 dark:text-slate-400">
            <span className="inline-flex items-center gap-1">
              <MapPin aria-hidden="true" className="size-3.5" />
              {specialist.city}
            </span>
            {specialist.reviewCount > 0 ? (
              <span className="inline-flex items-center gap-1">
                <Star aria-hidden="true" className="size-3.5 fill-accent-400 text-accent-400" />
                <span className="sr-only">{t('card.rating', { rating: number(specialist.rating, 1) })}</span>
                <span aria-hidden="true" className="font-medium text-slate-800 dark:text-slate-200">
                  {number(specialist.rating, 1)}
                </span>
                <span>({t('card.reviews', { count: specialist.reviewCount })})</span>
              </span>
            ) : (
              <span className="inline-flex items-center gap-1">
                <Star aria-hidden="true" className="size-3.5 text-slate-400" />
                {t('card.noReviews')}
              </span>
            )}
          </p>
        </div>
      </div>

      <div className="mt-auto flex flex-wrap items-end justify-between gap-x-4 gap-y-2 border-t border-slate-100 pt-3 text-sm dark:border-slate-800">
        <dl className="flex flex-wrap gap-x-4 gap-y-1 text-slate-600 dark:text-slate-400">
          <div>
            <dt className="sr-only">{t('card.durationLabel')}</dt>
            <dd className="inline-flex items-center gap-1">
              <Clock aria-hidden="true" className="size-4" />
              {t('card.duration', { minutes: service.duration })}
            </dd>
          </div>
          {service.distanceKm !== null && (
            <div>
              <dt className="sr-only">{t('sort.options.distance')}</dt>
              <dd className="inline-flex items-center gap-1">
                <Navigation aria-hidden="true" className="size-4" />
                {t('card.distance', { km: number(service.distanceKm, 1) })}
              </dd>
            </div>
          )}
        </dl>
        <dl className="text-right">
          <div>
            <dt className="sr-only">{t('card.price')}</dt>
            <dd className="text-lg font-bold whitespace-nowrap text-slate-900 dark:text-white">{formatPrice(service.price)}</dd>
          </div>
        </dl>
      </div>
    </article>
  );
}

/** Placeholder with the shape of a card while results load. */
export function ResultCardSkeleton() {
  return (
    <div aria-hidden="true" className="flex h-full animate-pulse flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
      <div className="h-3 w-24 rounded bg-slate-200 dark:bg-slate-800" />
      <div className="h-5 w-3/4 rounded bg-slate-200 dark:bg-slate-800" />
      <div className="flex items-center gap-3">
        <div className="size-10 rounded-full bg-slate-200 dark:bg-slate-800" />
        <div className="flex-1 space-y-2">
          <div className="h-3 w-1/2 rounded bg-slate-200 dark:bg-slate-800" />
          <div className="h-3 w-1/3 rounded bg-slate-200 dark:bg-slate-800" />
        </div>
      </div>
      <div className="mt-auto h-5 w-full rounded bg-slate-100 dark:bg-slate-800/70" />
    </div>
  );
}
