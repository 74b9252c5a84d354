import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Info, Pencil, ShieldCheck } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { DEPOSIT_PERCENT_MAX, DEPOSIT_PERCENT_MIN, type PaymentSettings } from '@vizyt/contracts';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useGetPaymentSettingsQuery, useSavePaymentSettingsMutation, useSetUpPaymentSettingsMutation } from '../api/earnings-api';
import { issuesOn, showServerIssues } from '@/lib/api-error-text';
import { earningsErrorText, fieldIssues, isMissingPayoutDetails, validationText } from '../model/api-error';
import { formMode, formValues, groupIban, paymentSettingsFormSchema, setupBody, updateBody, type PaymentSettingsFormValues } from '../model/payment-settings-form';
import { EarningsCard } from './card';
import { SwitchRow } from './switch-row';

const FIELDS = ['acceptOnlinePayments', 'requireDeposit', 'depositPercent', 'payoutIban', 'payoutRecipientName'] as const;
type Field = (typeof FIELDS)[number];

const SectionTitle = ({ children }: { children: string }) => (
  <h3 className="text-sm font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">{children}</h3>
);

const Note = ({ children }: { children: React.ReactNode }) => (
  <p className="flex gap-2 rounded-lg bg-sky-50 p-3 text-sm text-sky-900 dark:bg-sky-500/10 dark:text-sky-100">
    <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
    <span>{children}</span>
  </p>
);

/**
 * Online payments, the deposit and the payout details. Until payout details are saved the card
 * is the first setup (POST …/payment-settings/setup: details saved, online payments switched on);
 * after that it edits what changed (POST …/payment-settings, partial), the IBAN shown masked and
 * replaced only when a new one is typed.
 */
const PaymentSettingsForm = ({ settings }: { settings: PaymentSettings }) => {
  const { t } = useTranslation('earnings');
  const mode = formMode(settings);
  const [changingIban, setChangingIban] = useState(mode === 'setup');
  const [save, saving] = useSavePaymentSettingsMutation();
  const [setUp, settingUp] = useSetUpPaymentSettingsMutation();
  const busy = saving.isLoading || settingUp.isLoading;
  const { register, handleSubmit, reset, setError, setFocus, setValue, control, formState } = useForm<PaymentSettingsFormValues, unknown, PaymentSettingsFormValues>({
    resolver: zodResolver(paymentSettingsFormSchema(mode)),
    defaultValues: formValues(settings),
  });
  const { errors, isDirty } = formState;

  const onSubmit = async (values: PaymentSettingsFormValues) => {
    try {
      if (mode === 'setup') {
        await setUp(setupBody(values)).unwrap();
        toast.success(t('settings.setUp'));
        // The card remounts in its editing mood with the saved settings.
        return;
      }
      const body = updateBody(values, settings);
      if (Object.keys(body).length === 0) return;
      const saved = await save(body).unwrap();
      reset(formValues(saved));
      setChangingIban(false);
      toast.success(t('settings.saved'));
    } catch (failure) {
      const issues = issuesOn(fieldIssues(failure), FIELDS);
      if (issues.some((issue) => issue.field === 'payoutIban')) setChangingIban(true);
      const first = showServerIssues(setError, issues);
      if (first) {
        // After a render, so a just-revealed IBAN field exists.
        setTimeout(() => setFocus(first));
        return;
      }
      const turningOn = mode === 'update' && values.acceptOnlinePayments && !settings.acceptOnlinePayments;
      toast.error(turningOn && isMissingPayoutDetails(failure) ? t('settings.needsDetails') : earningsErrorText(t, failure, 'settings.saveFailed'));
    }
  };

  const text = (field: Field) => validationText(t, errors[field]?.message);
  const iban = register('payoutIban');
  // A deposit is asked only of customers who can pay online: its settings show with online payments on.
  const acceptOnline = useWatch({ control, name: 'acceptOnlinePayments' });
  const online = mode === 'setup' || acceptOnline;

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} aria-busy={busy || undefined} className="space-y-6">
      {settings.provider === 'disabled' && <Note>{t('settings.providerDisabled')}</Note>}
      {mode === 'setup' && <Note>{t('settings.setupNote', { percent: settings.commissionPercent })}</Note>}

      <div className="space-y-3">
        <SectionTitle>{t('settings.onlineSection')}</SectionTitle>
        {mode === 'update' && (
          <SwitchRow label={t('settings.acceptOnlinePayments')} hint={t('settings.acceptOnlinePaymentsHint', { percent: settings.commissionPercent })} {...register('acceptOnlinePayments')} />
        )}
        {online && (
          <>
            <SwitchRow label={t('settings.requireDeposit')} hint={t('settings.requireDepositHint')} {...register('requireDeposit')} />
            <TextField
              label={t('settings.depositPercent')}
              type="number"
              inputMode="numeric"
              min={DEPOSIT_PERCENT_MIN}
              max={DEPOSIT_PERCENT_MAX}
              step={1}
              suffix="%"
              hint={t('settings.depositPercentHint', { min: DEPOSIT_PERCENT_MIN, max: DEPOSIT_PERCENT_MAX })}
              error={text('depositPercent')}
              className="max-w-xs"
              {...register('depositPercent', { valueAsNumber: true })}
            />
          </>
        )}
      </div>

      <div className="space-y-3">
        <SectionTitle>{t('settings.payoutSection')}</SectionTitle>
        {mode === 'update' && settings.payoutIbanMasked && !changingIban && (
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
            <div className="flex min-w-0 items-center gap-3">
              <ShieldCheck aria-hidden="true" className="size-5 shrink-0 text-emerald-600 dark:text-emerald-400" />
              <div className="min-w-0">
                <p className="text-xs text-slate-500 dark:text-slate-400">{t('settings.savedIban')}</p>
                <p data-testid="saved-iban" className="font-mono text-sm whitespace-nowrap text-slate-900 dark:text-white">
                  {settings.payoutIbanMasked}
                </p>
              </div>
            </div>
            <Button variant="outline" size="sm" onClick={() => setChangingIban(true)}>
              <Pencil aria-hidden="true" className="size-4" />
              {t('settings.changeIban')}
            </Button>
          </div>
        )}
        {changingIban && (
          <div className="space-y-2">
            <TextField
              label={mode === 'setup' ? t('settings.iban') : t('settings.newIban')}
              requiredMark={mode === 'setup'}
              required={mode === 'setup'}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              placeholder="UA21 3223 1300 0002 6007 2335 6600 1"
              hint={t('settings.ibanHint')}
              error={text('payoutIban')}
              {...iban}
              onBlur={(event) => {
                if (event.target.value.trim()) setValue('payoutIban', groupIban(event.target.value), { shouldDirty: true });
                void iban.onBlur(event);
              }}
            />
            {mode === 'update' && (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => {
                  setValue('payoutIban', '', { shouldDirty: true });
                  setChangingIban(false);
                }}
              >
                {t('settings.keepIban')}
              </Button>
            )}
          </div>
        )}
        <TextField
          label={t('settings.recipientName')}
          requiredMark
          required
          autoComplete="name"
          hint={t('settings.recipientNameHint')}
          error={text('payoutRecipientName')}
          {...register('payoutRecipientName')}
        />
      </div>

      <div className="flex flex-wrap items-center gap-3 border-t border-slate-100 pt-5 dark:border-slate-800">
        <Button type="submit" disabled={busy || (mode === 'update' && !isDirty)}>
          {busy && <Spinner className="size-4 text-white" />}
          {busy ? t('settings.saving') : mode === 'setup' ? t('settings.setUpSubmit') : t('settings.save')}
        </Button>
        {mode === 'update' && isDirty && !busy && (
          <Button
            variant="ghost"
            onClick={() => {
              reset(formValues(settings));
              setChangingIban(false);
            }}
          >
            {t('settings.discard')}
          </Button>
        )}
      </div>
    </form>
  );
};

/** The payment settings card of the earnings page: loads the settings, then the form. */
export const PaymentSettingsCard = ({ id, className }: { id: string; className?: string }) => {
  const { t } = useTranslation('earnings');
  const settings = useGetPaymentSettingsQuery();

  let body: React.ReactNode;
  if (settings.isLoading) {
    body = (
      <div aria-hidden="true" className="space-y-3">
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-14 animate-pulse rounded-lg bg-slate-100 dark:bg-slate-800" />
        ))}
      </div>
    );
  } else if (!settings.data) {
    body = (
      <div role="alert" className="flex flex-wrap items-center justify-between gap-3 text-sm text-slate-700 dark:text-slate-300">
        <p>{earningsErrorText(t, settings.error, 'settings.loadFailed')}</p>
        <Button variant="outline" size="sm" onClick={() => void settings.refetch()}>
          {t('actions.retry')}
        </Button>
      </div>
    );
  } else {
    body = <PaymentSettingsForm key={formMode(settings.data)} settings={settings.data} />;
  }

  return (
    <EarningsCard id={id} title={t('settings.title')} description={t('settings.description')} className={className}>
      {body}
    </EarningsCard>
  );
};
