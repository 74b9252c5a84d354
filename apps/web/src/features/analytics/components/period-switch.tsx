import { useTranslation } from 'react-i18next';
import { ANALYTICS_PERIODS, type AnalyticsPeriod } from '@vizyt/contracts';
import { ToggleGroup } from '@/components/ui/toggle-group';

/** Week, month, quarter, year: toggle buttons, 44 px tall (a finger on a tablet). */
export const PeriodSwitch = ({ value, onChange }: { value: AnalyticsPeriod; onChange: (period: AnalyticsPeriod) => void }) => {
  const { t } = useTranslation('analytics');
  return (
    <ToggleGroup
      label={t('period.label')}
      options={ANALYTICS_PERIODS}
      value={value}
      onChange={onChange}
      labelOf={(period) => t(`period.${period}`)}
      columns="grid-cols-4"
    />
  );
};
