import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { CURRENCIES, CURRENCY_SYMBOLS, type Currency } from '@vizyt/contracts';
import { SelectField } from '@/components/form/select-field';
import { selectCurrency, setCurrency } from '@/stores/ui-slice';

interface CurrencySelectProps {
  visibleLabel?: boolean;
  /** Symbol and code only ("₴ UAH"), for the header. */
  compact?: boolean;
  className?: string;
}

export const CurrencySelect = ({ visibleLabel = false, compact = false, className }: CurrencySelectProps) => {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const currency = useSelector(selectCurrency);
  return (
    <SelectField
      compact
      label={t('currency.label')}
      labelHidden={!visibleLabel}
      value={currency}
      className={className}
      onChange={(event) => dispatch(setCurrency(event.target.value as Currency))}
    >
      {CURRENCIES.map((code) => (
        <option key={code} value={code}>
          {compact ? `${CURRENCY_SYMBOLS[code]} ${code}` : `${CURRENCY_SYMBOLS[code]} ${code} · ${t(`currency.${code}`)}`}
        </option>
      ))}
    </SelectField>
  );
};
