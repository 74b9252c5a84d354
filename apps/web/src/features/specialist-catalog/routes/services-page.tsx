import { useState } from 'react';
import { Briefcase, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { toast } from 'sonner';
import type { Service } from '@vizyt/contracts';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorPanel } from '@/components/ui/error-panel';
import { FullPageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useGetMyServicesQuery, useGetMySpecialistProfileQuery, useSetServiceStatusMutation } from '../api/catalog-api';
import { DeleteServiceDialog } from '../components/delete-service-dialog';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { ServiceCard } from '../components/service-card';
import { ServiceForm } from '../components/service-form';
import { apiErrorMessage, isApiClientError } from '../model/api-error';

type Editing = { mode: 'create' } | { mode: 'edit'; service: Service } | null;

/**
 * /specialist/services: the specialist's services, with add, edit, switch on/off and delete.
 * Without a business profile it leads to the first-run setup (/specialist/get-started).
 */
export const SpecialistServicesPage = () => {
  const { t } = useTranslation('specialist-catalog');
  const profile = useGetMySpecialistProfileQuery();
  const noProfile = isApiClientError(profile.error) && profile.error.status === 404;
  const services = useGetMyServicesQuery(undefined, { skip: !profile.data });
  const [setStatus] = useSetServiceStatusMutation();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Service | null>(null);

  const toggle = async (service: Service, isActive: boolean) => {
    try {
      await setStatus({ id: service.id, isActive }).unwrap();
      toast.success(t(isActive ? 'toasts.activated' : 'toasts.deactivated', { name: service.name }));
    } catch (failure) {
      toast.error(apiErrorMessage(t, failure, 'errors.status'));
    }
  };

  const addButton = (label: string) => (
    <Button onClick={() => setEditing({ mode: 'create' })} aria-haspopup="dialog">
      <Plus aria-hidden="true" className="size-4" />
      {label}
    </Button>
  );

  const list = services.data;
  let content: React.ReactNode;
  if (profile.isLoading || (profile.data && services.isLoading)) {
    content = <FullPageSpinner label={t('common:loading')} className="min-h-[40vh]" />;
  } else if (noProfile) {
    // Services hang off the business profile: the first-run setup starts there and ends with a service.
    return <Navigate to={paths.specialist.getStarted('services')} replace />;
  } else if (profile.error) {
    content = <ErrorPanel message={apiErrorMessage(t, profile.error, 'errors.fetchProfile')} retryLabel={t('common:actions.retry')} onRetry={() => void profile.refetch()} />;
  } else if (services.error || !list) {
    content = <ErrorPanel message={apiErrorMessage(t, services.error, 'errors.fetchServices')} retryLabel={t('common:actions.retry')} onRetry={() => void services.refetch()} />;
  } else if (list.length === 0) {
    content = <EmptyState icon={Briefcase} title={t('empty.title')} body={t('empty.body')} action={addButton(t('empty.action'))} />;
  } else {
    const active = list.filter((s) => s.isActive).length;
    content = (
      <section aria-labelledby="services-list-title" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="services-list-title" className="text-base font-semibold text-slate-900 dark:text-white">
            {t('list.title')} <span className="font-normal text-slate-500 dark:text-slate-400">{t('list.counts', { active, total: list.length })}</span>
          </h2>
        </div>
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {list.map((service) => (
            <li key={service.id} className="flex">
              <div className="flex w-full flex-col [&>article]:h-full">
                <ServiceCard
                  service={service}
                  onToggle={(s, next) => void toggle(s, next)}
                  onEdit={(s) => setEditing({ mode: 'edit', service: s })}
                  onDelete={setDeleting}
                />
              </div>
            </li>
          ))}
        </ul>
      </section>
    );
  }

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">{t('services.title')}</h1>
          <p className="mt-1 text-slate-600 dark:text-slate-400">{t('services.description')}</p>
        </div>
        {list && list.length > 0 && addButton(t('services.add'))}
      </header>

      {content}

      <ModalDialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.mode === 'edit' ? t('form.editTitle') : t('form.createTitle')}
        description={t('form.requiredNote')}
        wide
      >
        {editing && (
          <ServiceForm
            key={editing.mode === 'edit' ? editing.service.id : 'new'}
            service={editing.mode === 'edit' ? editing.service : undefined}
            onDone={() => setEditing(null)}
            onCancel={() => setEditing(null)}
          />
        )}
      </ModalDialog>
      <DeleteServiceDialog service={deleting} onClose={() => setDeleting(null)} onDeactivate={(s) => void toggle(s, false)} />
    </div>
  );
};
