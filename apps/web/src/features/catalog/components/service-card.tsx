import type { ReactNode } from 'react';
import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Service } from '@vizyt/contracts';
import { paths } from '@/config/paths';
import { useFormatPrice } from '@/hooks/use-format-price';
import { focusRing } from './styles';

interface ServiceCardProps {
  service: Service;
  /** Show who provides it (lists of several specialists' services). */
  showSpecialist?: boolean;
  /** Extra controls at the bottom, e.g. "Remove" on the favourites page. */
  actions?: ReactNode;
  headingLevel?: 2 | 3;
}

export const categoryName = (service: Pick<Service, 'category' | 'customCategory'>): string | null =>
  service.category?.name ?? service.customCategory ?? null;

/** A compact service tile: the name links to the service page. */
export const ServiceCard = ({ service, showSpecialist = false, actions, headingLevel = 3 }: ServiceCardProps) => {
  const { t } = useTranslation('catalog');
  const formatPrice = useFormatPrice();
  const Heading = `h${headingLevel}` as const;
  const category = categoryName(service);
  return (
    <article className="flex h-full flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition-shadow hover:shadow-md dark:border-slate-800 dark:bg-slate-900">
      <div className="min-w-0">
        {category && (
          <p className="mb-1 truncate text-xs font-semibold uppercase tracking-wide text-brand-700 dark:text-brand-300">{category}</p>
        )}
        <Heading className="font-semibold text-slate-900 dark:text-white">
          <Link to={paths.service(service.id)} className={`rounded hover:text-brand-700 dark:hover:text-brand-300 ${focusRing}`}>
            {service.name}
          </Link>
        </Heading>
        {showSpecialist && (
          <p className="mt-1 truncate text-sm text-slate-600 dark:text-slate-400">
            {service.specialist.businessName ?? service.specialist.name}
          </p>
        )}
      </div>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2">
        <p className="text-lg font-bold text-slate-900 dark:text-white">{formatPrice(service.price)}</p>
        <p className="inline-flex items-center gap-1 text-sm text-slate-600 dark:text-slate-400">
          <Clock aria-hidden="true" className="size-4" />
          {t('service.durationValue', { minutes: service.duration })}
        </p>
      </div>
      {actions && <div className="flex flex-wrap gap-2 border-t border-slate-100 pt-3 dark:border-slate-800">{actions}</div>}
    </article>
  );
};
