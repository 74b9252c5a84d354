import { useId, useState } from 'react';
import { Gift } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/components/ui/cn';
import { controlClasses, labelClasses } from '@/components/form/field-styles';
import { MAX_SHARE_PERCENT, POINT_VALUE_UAH } from '../model/points';
import { useFormatMoney } from '../model/use-format-money';
import { mutedText } from './styles';

interface PointsControlProps {
  balance: number;
  /** The most points this payment can take (20 % of it, within the balance); above 0. */
  max: number;
  enabled: boolean;
  /** Points to use while enabled, 0…max. */
  value: number;
  onEnabledChange: (enabled: boolean) => void;
  onValueChange: (points: number) => void;
  disabled?: boolean;
}

/**
 * "Use my points" on the payment step (issue #12): a checkbox, and how many points (up to the
 * most this payment can take, which is where it starts). 1 point = 1 ₴ off; the panel shows the
 * amount left to pay by card.
 */
export const PointsControl = ({ balance, max, enabled, value, onEnabledChange, onValueChange, disabled = false }: PointsControlProps) => {
  const { t } = useTranslation('payments');
  const formatMoney = useFormatMoney();
  const id = useId();
  // What is typed, while it is typed (an empty field stays empty until the field is left).
  const [draft, setDraft] = useState<string | null>(null);

  const change = (raw: string) => {
    const digits = raw.replace(/\D/g, '');
    const typed = digits === '' ? 0 : Number(digits);
    const capped = Math.min(typed, max);
    setDraft(digits === '' ? '' : String(capped));
    onValueChange(capped);
  };

  return (
    <fieldset disabled={disabled} className="flex flex-col gap-3 rounded-xl border border-accent-200 bg-accent-50/60 p-3 dark:border-accent-900/60 dark:bg-accent-950/20">
      <legend className="sr-only">{t('points.legend')}</legend>
      <div className="flex items-start gap-3">
        <input
          id={`${id}-use`}
          type="checkbox"
          checked={enabled}
          onChange={(event) => onEnabledChange(event.target.checked)}
          aria-describedby={`${id}-available`}
          className="mt-1 size-4 shrink-0 cursor-pointer accent-brand-600"
        />
        <div className="flex min-w-0 flex-col gap-0.5">
          <label htmlFor={`${id}-use`} className="flex cursor-pointer items-center gap-2 font-medium text-slate-900 dark:text-white">
            <Gift aria-hidden="true" className="size-4 text-accent-700 dark:text-accent-300" />
            {t('points.use')}
          </label>
          <p id={`${id}-available`} className={mutedText}>
            {t('points.available', { count: balance, max, percent: MAX_SHARE_PERCENT })}
          </p>
        </div>
      </div>
      {enabled && (
        <div className="flex flex-wrap items-end gap-x-4 gap-y-2 pl-7">
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-amount`} className={labelClasses}>
              {t('points.amount')}
            </label>
            <input
              id={`${id}-amount`}
              type="number"
              inputMode="numeric"
              min={0}
              max={max}
              step={1}
              value={draft ?? String(value)}
              onChange={(event) => change(event.target.value)}
              onBlur={() => setDraft(null)}
              aria-describedby={`${id}-hint`}
              className={controlClasses(false, 'w-32 tabular-nums')}
            />
          </div>
          <p id={`${id}-hint`} className={cn(mutedText, 'pb-2')}>
            {t('points.hint', { max, value: formatMoney(POINT_VALUE_UAH) })}
          </p>
        </div>
      )}
    </fieldset>
  );
};
