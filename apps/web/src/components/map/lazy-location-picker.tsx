import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/components/ui/cn';
import { Spinner } from '@/components/ui/spinner';
import type { LocationPickerProps } from './location-picker';

const LocationPicker = lazy(async () => ({ default: (await import('./location-picker')).LocationPicker }));

export type { MapPoint } from './location-picker';

/** The location picker, with Leaflet loaded only when it is shown. */
export function LazyLocationPicker(props: LocationPickerProps) {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <div
          role="status"
          className={cn('flex items-center justify-center gap-2 rounded-2xl border border-slate-200 bg-slate-100 text-sm text-slate-600 dark:border-slate-800 dark:bg-slate-800/60 dark:text-slate-400', props.className)}
        >
          <Spinner className="size-5" />
          {t('loading')}
        </div>
      }
    >
      <LocationPicker {...props} />
    </Suspense>
  );
}
