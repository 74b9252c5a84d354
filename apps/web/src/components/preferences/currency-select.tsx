import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { CURRENCIES, CURRENCY_SYMBOLS } from '@vizyt/contracts';
import { selectCurrency, setCurrency } from '@/stores/ui-slice';
import { SelectField } from './select-field';

interface CurrencySelectProps {
  visibleLabel?: boolean;
  /** Symbol and code only ("₴ UAH"), for the header. */
  compact?: boolean;
  className?: string;
}

export const CurrencySelect = ({ visibleLabel, compact = false, className }: CurrencySelectProps) => {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const currency = useSelector(selectCurrency);
  return (
    <SelectField
      label={t('currency.label')}
      value={currency}
      visibleLabel={visibleLabel}
      className={className}
      options={CURRENCIES.map((code) => ({
        value: code,
        label: compact ? `${CURRENCY_SYMBOLS[code]} ${code}` : `${CURRENCY_SYMBOLS[code]} ${code} · ${t(`currency.${code}`)}`,
      }))}
      onChange={(value) => dispatch(setCurrency(value))}
    />
  );
};
