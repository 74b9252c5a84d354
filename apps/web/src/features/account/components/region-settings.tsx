import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { CURRENCIES, CURRENCY_SYMBOLS, LANGUAGES, type Currency, type Language, type UpdatePreferencesRequest } from '@vizyt/contracts';
import { useAppDispatch, useAppSelector } from '@/stores/hooks';
import { SelectField } from '@/components/form/select-field';
import { TimeZonePicker } from '@/components/form/time-zone-picker';
import { userUpdated } from '@/stores/auth-slice';
import { selectCurrency, selectLanguage, setCurrency, setLanguage } from '@/stores/ui-slice';
import { preferencesUpdated, selectPreferences } from '@/stores/user-slice';
import { accountApi, useUpdatePreferencesMutation } from '../api/account-api';
import { apiErrorMessage } from '../model/api-error';
import { useSaveStatus } from '../model/use-save-status';
import { SaveStatusText } from './save-status-text';
import { SettingsCard } from './settings-card';

/** Language and currency names in their own language, so everyone finds theirs. */
const LANGUAGE_NAMES: Record<Language, string> = { uk: 'Українська', en: 'English', ru: 'Русский' };

/**
 * Language, display currency and time zone. A change applies to the interface at once (ui slice,
 * user slice) and is saved to the account (PUT /users/preferences); if saving fails it is put back.
 */
export const RegionSettings = ({ serverTimezone }: { serverTimezone?: string }) => {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();
  const language = useAppSelector(selectLanguage);
  const currency = useAppSelector(selectCurrency);
  const storedPreferences = useAppSelector(selectPreferences);
  const timezone = serverTimezone ?? storedPreferences.timezone;
  const [updatePreferences] = useUpdatePreferencesMutation();
  const { status, track } = useSaveStatus();

  const apply = (change: UpdatePreferencesRequest & { language?: Language; currency?: Currency }) => {
    if (change.language) dispatch(setLanguage(change.language));
    if (change.currency) dispatch(setCurrency(change.currency));
    if (change.timezone) {
      dispatch(userUpdated({ timezone: change.timezone }));
      dispatch(
        accountApi.util.updateQueryData('getPreferences', undefined, (draft) => {
          draft.timezone = change.timezone as string;
        }),
      );
    }
    const { notifications: _ignored, ...rest } = change;
    dispatch(preferencesUpdated(rest));
  };

  const save = async (change: { language?: Language; currency?: Currency; timezone?: string }) => {
    const before = { language, currency, timezone };
    const undo = Object.fromEntries(Object.keys(change).map((key) => [key, before[key as keyof typeof before]]));
    apply(change);
    try {
      await track(() => updatePreferences(change).unwrap());
    } catch (failure) {
      apply(undo);
      toast.error(apiErrorMessage(t, failure, 'errors.updatePreferences'));
    }
  };

  return (
    <SettingsCard id="region" title={t('region.title')} description={t('region.description')} aside={<SaveStatusText status={status} />}>
      <div className="grid max-w-xl gap-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            label={t('region.language')}
            value={language}
            onChange={(event) => void save({ language: event.target.value as Language })}
            autoComplete="language"
          >
            {LANGUAGES.map((code) => (
              <option key={code} value={code} lang={code}>
                {LANGUAGE_NAMES[code]}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('region.currency')}
            value={currency}
            onChange={(event) => void save({ currency: event.target.value as Currency })}
            hint={t('region.currencyHint')}
          >
            {CURRENCIES.map((code) => (
              <option key={code} value={code}>
                {`${CURRENCY_SYMBOLS[code]} ${code} · ${t(`common:currency.${code}`)}`}
              </option>
            ))}
          </SelectField>
        </div>
        <TimeZonePicker label={t('region.timezone')} hint={t('region.timezoneHint')} value={timezone} onChange={(zone) => void save({ timezone: zone })} />
      </div>
    </SettingsCard>
  );
};
