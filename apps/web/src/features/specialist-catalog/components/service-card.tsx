import { CalendarDays, Clock, Pencil, Tag, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Service } from '@vizyt/contracts';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { useFormatPrice } from '@/hooks/use-format-price';
import { sortWeekdays } from '../model/weekdays';
import { ActiveSwitch } from './active-switch';

interface ServiceCardProps {
  service: Service;
  onToggle: (service: Service, isActive: boolean) => void;
  onEdit: (service: Service) => void;
  onDelete: (service: Service) => void;
}

/** One of the specialist's services: what customers see, the active switch, edit and delete. */
export const ServiceCard = ({ service, onToggle, onEdit, onDelete }: ServiceCardProps) => {
  const { t } = useTranslation('specialist-catalog');
  const formatPrice = useFormatPrice();
  const headingId = `service-${service.id}-name`;
  const days = sortWeekdays(service.availableDays);
  const allWeek = days.length === 7;
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        'flex flex-col gap-4 rounded-2xl border bg-white p-5 shadow-xs dark:bg-slate-900',
        service.isActive ? 'border-slate-200 dark:border-slate-800' : 'border-dashed border-slate-300 dark:border-slate-700',
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="text-base font-semibold break-words text-slate-900 dark:text-white">
            {service.name}
          </h3>
          <p className="mt-1 inline-flex items-center gap-1.5 text-sm text-slate-600 dark:text-slate-400">
            <Tag aria-hidden="true" className="size-4 shrink-0" />
            <span>{service.category?.name ?? service.customCategory ?? t('list.noCategory')}</span>
          </p>
        </div>
        <p className="shrink-0 text-lg font-semibold text-slate-900 tabular-nums dark:text-white">{formatPrice(service.price)}</p>
      </div>

      <dl className="grid gap-2 text-sm text-slate-700 dark:text-slate-300">
        <div className="flex items-center gap-2">
          <dt>
            <Clock aria-hidden="true" className="size-4 text-slate-500 dark:text-slate-400" />
            <span className="sr-only">{t('list.duration')}</span>
          </dt>
          <dd>{t('list.minutes', { count: service.duration })}</dd>
        </div>
        <div className="flex items-start gap-2">
          <dt className="pt-0.5">
            <CalendarDays aria-hidden="true" className="size-4 text-slate-500 dark:text-slate-400" />
            <span className="sr-only">{t('list.days')}</span>
          </dt>
          <dd>{allWeek ? t('list.everyDay') : days.map((day) => t(`weekdaysShort.${day}`)).join(', ')}</dd>
        </div>
        <div className="flex items-start gap-2">
          <dt className="sr-only">{t('list.slots')}</dt>
          <dd className="flex flex-wrap gap-1.5">
            {service.timeSlots.map((slot) => (
              <span key={slot} className="rounded-md bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700 tabular-nums dark:bg-slate-800 dark:text-slate-300">
                {slot}
              </span>
            ))}
          </dd>
        </div>
      </dl>

      <div className="mt-auto flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-4 dark:border-slate-800">
        <div className="flex items-center gap-2">
          <ActiveSwitch label={t('list.activeFor', { name: service.name })} checked={service.isActive} onChange={(next) => onToggle(service, next)} />
          <span
            className={cn(
              'text-sm font-medium',
              service.isActive ? 'text-emerald-700 dark:text-emerald-400' : 'text-slate-500 dark:text-slate-400',
            )}
          >
            {service.isActive ? t('list.active') : t('list.inactive')}
          </span>
        </div>
        <div className="flex gap-1">
          <Button variant="ghost" size="sm" onClick={() => onEdit(service)} aria-label={t('list.editService', { name: service.name })}>
            <Pencil aria-hidden="true" className="size-4" />
            <span aria-hidden="true">{t('list.edit')}</span>
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onDelete(service)}
            aria-label={t('list.deleteService', { name: service.name })}
            aria-haspopup="dialog"
            className="text-red-700 hover:bg-red-50 hover:text-red-800 dark:text-red-400 dark:hover:bg-red-950/60 dark:hover:text-red-300"
          >
            <Trash2 aria-hidden="true" className="size-4" />
            <span aria-hidden="true">{t('list.delete')}</span>
          </Button>
        </div>
      </div>
    </article>
  );
};
