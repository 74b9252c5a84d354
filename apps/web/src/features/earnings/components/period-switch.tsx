import { useTranslation } from 'react-i18next';
import { EARNINGS_PERIODS } from '@vizyt/contracts';
import { ToggleGroup } from '@/components/ui/toggle-group';
import type { EarningsPeriod } from '../api/earnings-api';

/** Week, month, quarter, year, all time: toggle buttons (the pressed one is the period shown). */
export const PeriodSwitch = ({ value, onChange }: { value: EarningsPeriod; onChange: (period: EarningsPeriod) => void }) => {
  const { t } = useTranslation('earnings');
  return (
    <ToggleGroup
      label={t('period.label')}
      options={EARNINGS_PERIODS}
      value={value}
      onChange={onChange}
      labelOf={(period) => t(`period.${period}`)}
      columns="grid-cols-5"
    />
  );
};
