import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { CANCELLATION_WINDOW_HOURS, DEPOSIT_PERCENT_MAX, DEPOSIT_PERCENT_MIN, type BusinessSettings, type BusinessSettingsInput } from '@vizyt/contracts';
import { SelectField } from '@/components/form/select-field';
import { SwitchRow } from '@/components/ui/switch-row';
import { useGetBusinessSettingsQuery, useUpdateBusinessSettingsMutation } from '../api/settings-api';
import { apiErrorMessage } from '../model/api-error';
import { useSaveStatus } from '../model/use-save-status';
import { QueryState } from './query-state';
import { SaveStatusText } from './save-status-text';
import { SettingsCard } from './settings-card';

type BooleanSetting = 'autoAccept' | 'allowInstantBookings' | 'requireCustomerVerification' | 'showInSearch' | 'acceptOnlinePayments' | 'requireDeposit';

/** Spec section 3's business toggles, in its order. */
const SWITCHES: readonly BooleanSetting[] = ['autoAccept', 'allowInstantBookings', 'requireCustomerVerification', 'showInSearch', 'acceptOnlinePayments', 'requireDeposit'];

/** Deposit shares offered (any whole percent in the contract's range is accepted by the API). */
const DEPOSIT_CHOICES = [10, 20, 30, 40, 50, 75, 100].filter((p) => p >= DEPOSIT_PERCENT_MIN && p <= DEPOSIT_PERCENT_MAX);

const Toggles = ({ settings }: { settings: BusinessSettings }) => {
  const { t } = useTranslation('account');
  const [update] = useUpdateBusinessSettingsMutation();
  const { status, track } = useSaveStatus();
  const save = (patch: BusinessSettingsInput) =>
    void track(() => update(patch).unwrap()).catch((failure: unknown) => toast.error(apiErrorMessage(t, failure, 'errors.updateBusiness')));
  const depositChoices = DEPOSIT_CHOICES.includes(settings.depositPercent) ? DEPOSIT_CHOICES : [...DEPOSIT_CHOICES, settings.depositPercent].sort((a, b) => a - b);

  return (
    <>
      <div className="-mt-2 mb-3">
        <SaveStatusText status={status} />
      </div>
      <div className="divide-y divide-slate-100 dark:divide-slate-800">
        {SWITCHES.map((field) => {
          // A deposit is paid online: it needs online payments on.
          const blocked = field === 'requireDeposit' && !settings.acceptOnlinePayments;
          return (
            // SwitchRow pads itself by its place among siblings: the wrapper takes over that padding.
            <div key={field} className="py-4 first:pt-0">
              <SwitchRow
                label={t(`business.${field}.label`)}
                description={blocked ? t('business.requireDeposit.needsOnline') : t(`business.${field}.description`)}
                checked={settings[field]}
                disabled={blocked}
                onChange={(value) => save(field === 'acceptOnlinePayments' && !value && settings.requireDeposit ? { acceptOnlinePayments: false, requireDeposit: false } : { [field]: value })}
              />
              {field === 'requireDeposit' && settings.requireDeposit && (
                <div className="sm:max-w-xs">
                  <SelectField
                    label={t('business.depositPercent')}
                    value={String(settings.depositPercent)}
                    onChange={(event) => save({ depositPercent: Number(event.target.value) })}
                  >
                    {depositChoices.map((percent) => (
                      <option key={percent} value={percent}>
                        {t('business.percent', { percent })}
                      </option>
                    ))}
                  </SelectField>
                </div>
              )}
            </div>
          );
        })}
        <div className="pt-4 sm:max-w-xs">
          <SelectField
            label={t('business.cancellationWindow')}
            hint={t('business.cancellationWindowHint')}
            value={String(settings.cancellationWindowHours)}
            onChange={(event) => save({ cancellationWindowHours: Number(event.target.value) as BusinessSettings['cancellationWindowHours'] })}
          >
            {CANCELLATION_WINDOW_HOURS.map((hours) => (
              <option key={hours} value={hours}>
                {t('business.hours', { count: hours })}
              </option>
            ))}
          </SelectField>
        </div>
      </div>
    </>
  );
};

/** Specialist settings → Business: how bookings are accepted, search visibility, payments and the cancellation window. */
export const BusinessToggles = () => {
  const { t } = useTranslation('account');
  const query = useGetBusinessSettingsQuery();
  return (
    <SettingsCard id="business-settings" title={t('business.title')} description={t('business.description')}>
      <QueryState data={query.data} isLoading={query.isLoading} error={query.error} fallbackKey="errors.fetchBusiness" onRetry={() => void query.refetch()}>
        {(settings) => <Toggles settings={settings} />}
      </QueryState>
    </SettingsCard>
  );
};
