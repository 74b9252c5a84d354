import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { CURRENCY_SYMBOLS, type Service } from '@vizyt/contracts';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Spinner } from '@/components/ui/spinner';
import { useFormatPrice } from '@/hooks/use-format-price';
import { useGetMyServicesQuery, useUpdatePricingMutation } from '../api/settings-api';
import { apiErrorMessage, validationText } from '../model/api-error';
import { changedIds, draftsOf, planPricing, type PriceDrafts, type RowProblem } from '../model/pricing';
import { QueryState } from './query-state';
import { SettingsCard } from './settings-card';

/** A row's field label: short on phones (the service name is just above; the columns have headers on wider screens), complete for screen readers. */
const FieldName = ({ short, full }: { short: string; full: string }) => (
  <>
    <span className="sr-only">{full}</span>
    <span aria-hidden="true" className="md:hidden">
      {short}
    </span>
  </>
);

const PriceList = ({ services }: { services: Service[] }) => {
  const { t } = useTranslation('account');
  const formatPrice = useFormatPrice();
  const [update, { isLoading }] = useUpdatePricingMutation();
  const [drafts, setDrafts] = useState<PriceDrafts>(() => draftsOf(services));
  const [problems, setProblems] = useState<Record<string, RowProblem>>({});
  const changed = changedIds(services, drafts);

  const edit = (id: string, field: 'price' | 'duration', value: string) => {
    setDrafts((current) => ({ ...current, [id]: { ...current[id]!, [field]: value } }));
    setProblems((current) => (current[id]?.[field] ? { ...current, [id]: { ...current[id], [field]: undefined } } : current));
  };

  const save = async () => {
    const plan = planPricing(services, drafts);
    setProblems(plan.problems);
    const firstBad = Object.keys(plan.problems)[0];
    if (firstBad) {
      document.getElementById(`price-${firstBad}-${plan.problems[firstBad]?.price ? 'price' : 'duration'}`)?.focus();
      return;
    }
    if (plan.items.length === 0) return;
    try {
      const saved = await update({ items: plan.items }).unwrap();
      setDrafts((current) => ({ ...current, ...draftsOf(saved) }));
      toast.success(t('pricing.saved', { count: plan.items.length }));
    } catch (failure) {
      toast.error(apiErrorMessage(t, failure, 'errors.updatePricing'));
    }
  };

  if (services.length === 0) return <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">{t('pricing.empty')}</p>;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      aria-busy={isLoading || undefined}
    >
      <div className="hidden grid-cols-[minmax(0,1fr)_8rem_9rem] gap-3 border-b border-slate-200 pb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase md:grid dark:border-slate-800 dark:text-slate-400">
        <span>{t('pricing.service')}</span>
        <span>{t('pricing.duration')}</span>
        <span>{t('pricing.price')}</span>
      </div>
      <ul className="divide-y divide-slate-100 dark:divide-slate-800">
        {services.map((service) => {
          const draft = drafts[service.id] ?? { price: '', duration: '' };
          const isChanged = changed.has(service.id);
          return (
            <li
              key={service.id}
              data-testid="pricing-row"
              className={cn('grid gap-3 py-3 md:grid-cols-[minmax(0,1fr)_8rem_9rem] md:items-start', isChanged && '-mx-2 rounded-lg bg-accent-50 px-2 dark:bg-accent-950/30')}
            >
              <div className="min-w-0 md:pt-2.5">
                <p className="font-medium break-words text-slate-900 dark:text-white">{service.name}</p>
                <p className="text-xs text-slate-500 dark:text-slate-400">
                  {isChanged ? t('pricing.was', { price: formatPrice(service.price), minutes: service.duration }) : !service.isActive ? t('pricing.inactive') : '\u00a0'}
                </p>
              </div>
              <div className="grid grid-cols-2 gap-3 md:contents">
                <TextField
                  id={`price-${service.id}-duration`}
                  label={<FieldName short={t('pricing.duration')} full={t('pricing.durationOf', { name: service.name })} />}
                  inputMode="numeric"
                  suffix={t('pricing.minutesUnit')}
                  value={draft.duration}
                  onChange={(event) => edit(service.id, 'duration', event.target.value)}
                  error={validationText(t, problems[service.id]?.duration)}
                />
                <TextField
                  id={`price-${service.id}-price`}
                  label={<FieldName short={t('pricing.price')} full={t('pricing.priceOf', { name: service.name })} />}
                  inputMode="decimal"
                  suffix={CURRENCY_SYMBOLS[service.currency]}
                  value={draft.price}
                  onChange={(event) => edit(service.id, 'price', event.target.value)}
                  error={validationText(t, problems[service.id]?.price)}
                />
              </div>
            </li>
          );
        })}
      </ul>
      <div className="mt-4 flex flex-wrap items-center gap-3 border-t border-slate-200 pt-4 dark:border-slate-800">
        <Button type="submit" size="lg" disabled={isLoading || changed.size === 0}>
          {isLoading && <Spinner className="size-4 text-white" />}
          {isLoading ? t('pricing.saving') : changed.size > 0 ? t('pricing.saveCount', { count: changed.size }) : t('pricing.save')}
        </Button>
        {changed.size > 0 && (
          <Button
            variant="ghost"
            size="lg"
            disabled={isLoading}
            onClick={() => {
              setDrafts(draftsOf(services));
              setProblems({});
            }}
          >
            {t('pricing.discard')}
          </Button>
        )}
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('pricing.allOrNothing')}</p>
      </div>
    </form>
  );
};

/** Specialist settings → Business: the price list of every service, saved at once in one transaction (PUT /specialists/pricing). */
export const PricingTable = () => {
  const { t } = useTranslation('account');
  const query = useGetMyServicesQuery();
  return (
    <SettingsCard id="pricing" title={t('pricing.title')} description={t('pricing.description')}>
      <QueryState data={query.data} isLoading={query.isLoading} error={query.error} fallbackKey="errors.fetchServices" onRetry={() => void query.refetch()}>
        {(services) => <PriceList services={services} />}
      </QueryState>
    </SettingsCard>
  );
};
