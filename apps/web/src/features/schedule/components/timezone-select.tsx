import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_TIMEZONE } from '@vizyt/contracts';
import { SelectField } from '@/components/form/select-field';

const RENAMED: Record<string, string> = { 'Europe/Kiev': 'Europe/Kyiv' };

/** IANA zones this browser knows, Europe/Kyiv first (browsers may still call it Europe/Kiev). */
export const timezoneOptions = (current: string): string[] => {
  const supported = (Intl as { supportedValuesOf?: (key: 'timeZone') => string[] }).supportedValuesOf;
  let zones: string[] = [];
  try {
    zones = supported ? supported('timeZone') : [];
  } catch {
    zones = [];
  }
  const names = new Set(zones.map((z) => RENAMED[z] ?? z));
  names.add('UTC');
  if (current) names.add(current);
  names.delete(DEFAULT_TIMEZONE);
  return [DEFAULT_TIMEZONE, ...[...names].sort((a, b) => a.localeCompare(b))];
};

const label = (zone: string) => zone.replace(/_/g, ' ').split('/').join(' / ');

/** The zone working hours and every time on the schedule are in. */
export const TimezoneSelect = ({ value, onChange, error }: { value: string; onChange: (zone: string) => void; error?: string }) => {
  const { t } = useTranslation('schedule');
  const zones = useMemo(() => timezoneOptions(value), [value]);
  return (
    <SelectField label={t('hours.timezone')} hint={t('hours.timezoneHint')} value={value} onChange={(e) => onChange(e.target.value)} error={error}>
      {zones.map((zone) => (
        <option key={zone} value={zone}>
          {label(zone)}
        </option>
      ))}
    </SelectField>
  );
};
