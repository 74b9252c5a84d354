import { useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { SpecialistProfileInputSchema } from '@vizyt/contracts';
import { labelClasses } from '@/components/form/field-styles';
import { TextField } from '@/components/form/text-field';
import { LazyLocationPicker, type MapPoint } from '@/components/map/lazy-location-picker';
import { Button } from '@/components/ui/button';
import { optionalNumber } from '../model/profile-form';

type Input = z.input<typeof SpecialistProfileInputSchema>;
type Output = z.output<typeof SpecialistProfileInputSchema>;

interface LocationFieldProps {
  form: Pick<UseFormReturn<Input, unknown, Output>, 'control' | 'register' | 'setValue'>;
  latitudeError?: string;
  longitudeError?: string;
}

const isCoordinate = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * Where the specialist sees clients: a click on the map (or dragging the marker) sets latitude
 * and longitude; the numbers stay editable by hand under "Enter coordinates by hand" (for the
 * keyboard, and for a map whose tiles do not load). City and address remain separate text fields.
 */
export function LocationField({ form: { control, register, setValue }, latitudeError, longitudeError }: LocationFieldProps) {
  const { t } = useTranslation('specialist-catalog');
  const [latitude, longitude] = useWatch({ control, name: ['latitude', 'longitude'] });
  const point: MapPoint | null = isCoordinate(latitude) && isCoordinate(longitude) ? { lat: latitude, lng: longitude } : null;
  const [manualOpen, setManualOpen] = useState(false);
  // A refused coordinate must be visible (and focusable) in the manual fields.
  const showManual = manualOpen || Boolean(latitudeError || longitudeError);

  const place = (next: MapPoint | null) => {
    const options = { shouldDirty: true, shouldValidate: true } as const;
    setValue('latitude', next?.lat ?? null, options);
    setValue('longitude', next?.lng ?? null, options);
  };

  return (
    <div className="flex flex-col gap-2 sm:col-span-2">
      <p className={labelClasses}>{t('profile.fields.mapPlace')}</p>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('profile.fields.mapHint')}</p>
      <LazyLocationPicker
        value={point}
        onChange={place}
        label={t('profile.fields.mapPlace')}
        markerLabel={t('profile.fields.mapMarker')}
        className="h-80 sm:h-96"
      />
      <div className="flex min-h-9 flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <p role="status" className="text-sm text-slate-700 tabular-nums dark:text-slate-300">
          {point ? t('profile.fields.mapChosen', { latitude: point.lat.toFixed(5), longitude: point.lng.toFixed(5) }) : t('profile.fields.mapNone')}
        </p>
        {point && (
          <Button variant="ghost" size="sm" onClick={() => place(null)}>
            {t('profile.fields.mapClear')}
          </Button>
        )}
      </div>
      <details open={showManual} onToggle={(event) => setManualOpen(event.currentTarget.open)} className="group">
        <summary className="cursor-pointer rounded text-sm font-medium text-brand-700 select-none hover:underline dark:text-brand-300">
          {t('profile.fields.coordinatesManual')}
        </summary>
        <div className="mt-3 grid gap-5 sm:grid-cols-2">
          <TextField
            label={t('profile.fields.latitude')}
            type="number"
            inputMode="decimal"
            step="any"
            min={-90}
            max={90}
            placeholder="50.4501"
            error={latitudeError}
            {...register('latitude', { setValueAs: optionalNumber })}
          />
          <TextField
            label={t('profile.fields.longitude')}
            type="number"
            inputMode="decimal"
            step="any"
            min={-180}
            max={180}
            placeholder="30.5234"
            hint={t('profile.fields.coordinatesHint')}
            error={longitudeError}
            {...register('longitude', { setValueAs: optionalNumber })}
          />
        </div>
      </details>
    </div>
  );
}
