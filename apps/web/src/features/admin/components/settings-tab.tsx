import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { FEATURE_FLAGS, UpdatePlatformSettingsInputSchema, type FeatureFlags, type PlatformSettings } from '@vizyt/contracts';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { SwitchRow } from '@/components/ui/switch-row';
import { useGetPlatformSettingsQuery, useUpdatePlatformSettingsMutation } from '../api/admin-api';
import { useAdminFormat } from '../model/format';
import { ActionError, LoadError, LoadingRows, Panel } from './panel';

const COMMISSION_MIN = 0;
const COMMISSION_MAX = 50;

/** The form of the settings as loaded; keyed by their version, so a save or a reload starts it afresh. */
const SettingsForm = ({ settings }: { settings: PlatformSettings }) => {
  const { t } = useTranslation('admin');
  const f = useAdminFormat();
  const [commission, setCommission] = useState(String(settings.commissionPercent));
  const [features, setFeatures] = useState<FeatureFlags>(settings.features);
  const [save, { isLoading, error }] = useUpdatePlatformSettingsMutation();

  const commissionNumber = Number(commission.replace(',', '.'));
  // The contract's own rules (0–50, steps of 0.1) decide what may be sent.
  const parsed = UpdatePlatformSettingsInputSchema.safeParse({ commissionPercent: commission.trim() === '' ? undefined : commissionNumber, features });
  const commissionProblem =
    commission.trim() === '' ? 'required' : parsed.success ? null : (parsed.error.issues.find((issue) => issue.path[0] === 'commissionPercent')?.message ?? null);
  const dirty = commissionNumber !== settings.commissionPercent || FEATURE_FLAGS.some((flag) => features[flag] !== settings.features[flag]);

  const submit = async () => {
    if (commissionProblem || !parsed.success) return;
    const result = await save({ commissionPercent: commissionNumber, features });
    if ('data' in result && result.data) toast.success(t('settings.saved'));
  };

  return (
    <form
      noValidate
      className="space-y-6"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="max-w-sm">
        <TextField
          label={t('settings.commission')}
          inputMode="decimal"
          value={commission}
          onChange={(event) => setCommission(event.target.value)}
          suffix="%"
          hint={t('settings.commissionHint', { min: COMMISSION_MIN, max: COMMISSION_MAX })}
          error={commissionProblem ? t(`settings.errors.${commissionProblem}`, { min: COMMISSION_MIN, max: COMMISSION_MAX }) : undefined}
        />
      </div>

      <fieldset>
        <legend className="text-base font-semibold text-slate-900 dark:text-white">{t('settings.features')}</legend>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('settings.featuresHint')}</p>
        <div className="mt-4 divide-y divide-slate-100 dark:divide-slate-800">
          {FEATURE_FLAGS.map((flag) => (
            <SwitchRow
              key={flag}
              label={t(`settings.flags.${flag}.label`)}
              description={t(`settings.flags.${flag}.description`)}
              checked={features[flag]}
              onChange={(checked) => setFeatures((current) => ({ ...current, [flag]: checked }))}
              disabled={isLoading}
            />
          ))}
        </div>
      </fieldset>

      <ActionError error={error} />
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-4 dark:border-slate-800">
        <p className="text-sm text-slate-500 dark:text-slate-400" data-testid="settings-updated">
          {settings.updatedBy
            ? t('settings.updatedBy', { date: f.dateTime(settings.updatedAt), name: settings.updatedBy.name })
            : t('settings.updatedAt', { date: f.dateTime(settings.updatedAt) })}
        </p>
        <div className="flex gap-2">
          <Button
            variant="outline"
            disabled={!dirty || isLoading}
            onClick={() => {
              setCommission(String(settings.commissionPercent));
              setFeatures(settings.features);
            }}
          >
            {t('settings.reset')}
          </Button>
          <Button type="submit" disabled={!dirty || isLoading || commissionProblem !== null}>
            {isLoading ? t('actions.saving') : t('settings.save')}
          </Button>
        </div>
      </div>
    </form>
  );
};

/** Commission and the five feature switches, stored on the server and applied without a restart. */
export const SettingsTab = () => {
  const { t } = useTranslation('admin');
  const query = useGetPlatformSettingsQuery();
  const settings = query.currentData;
  return (
    <Panel id="admin-settings" title={t('settings.title')} description={t('settings.description')}>
      {query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : !settings ? (
        <LoadingRows rows={4} />
      ) : (
        <SettingsForm key={settings.updatedAt} settings={settings} />
      )}
    </Panel>
  );
};
