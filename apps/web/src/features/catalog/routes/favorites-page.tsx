import { HeartOff, Search, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import type { Service, SpecialistProfile } from '@vizyt/contracts';
import { Button, buttonClasses } from '@/components/ui/button';
import { ErrorPanel } from '@/components/ui/error-panel';
import { PageHeader } from '@/components/ui/page-header';
import { FullPageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useTabParam } from '@/hooks/use-tab-param';
import {
  useGetFavoriteServicesQuery,
  useGetFavoriteSpecialistsQuery,
  useSetServiceFavoriteMutation,
  useSetSpecialistFavoriteMutation,
} from '../api/catalog-api';
import { FavoritesTabs, panelId, tabId } from '../components/favorites-tabs';
import { ServiceCard } from '../components/service-card';
import { SpecialistCard } from '../components/specialist-card';
import { focusRing } from '../components/styles';
import { parseFavoritesTab } from '../model/favorites-tabs';

/** /favorites (customer): saved specialists and services, one tab each; the tab is in the URL. */
export const FavoritesPage = () => {
  const { t } = useTranslation('catalog');
  const [active, selectTab] = useTabParam(parseFavoritesTab);
  const specialists = useGetFavoriteSpecialistsQuery();
  const services = useGetFavoriteServicesQuery();

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <PageHeader title={t('favorites.title')} description={t('favorites.description')} />
      <FavoritesTabs active={active} onChange={selectTab} counts={{ specialists: specialists.data?.length, services: services.data?.length }} />
      <div role="tabpanel" id={panelId(active)} aria-labelledby={tabId(active)} tabIndex={0} className={`rounded-2xl ${focusRing}`}>
        {active === 'specialists' ? <SpecialistsPanel query={specialists} /> : <ServicesPanel query={services} />}
      </div>
    </div>
  );
};

interface ListQuery<T> {
  data?: T[];
  isLoading: boolean;
  isError: boolean;
  refetch: () => unknown;
}

const PanelState = <T,>({ query, empty }: { query: ListQuery<T>; empty: string }) => {
  const { t } = useTranslation('catalog');
  if (query.isLoading) return <FullPageSpinner label={t('loading')} className="min-h-48" />;
  if (query.isError && !query.data) {
    return (
      <ErrorPanel message={t('favorites.failed')} retryLabel={t('error.retry')} onRetry={() => void query.refetch()} />
    );
  }
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center dark:border-slate-700 dark:bg-slate-900">
      <span className="flex size-12 items-center justify-center rounded-full bg-rose-50 text-rose-600 dark:bg-rose-500/15 dark:text-rose-300">
        <HeartOff aria-hidden="true" className="size-6" />
      </span>
      <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{empty}</h2>
      <p className="max-w-sm text-slate-600 dark:text-slate-400">{t('favorites.emptyHint')}</p>
      <Link to={paths.search()} className={buttonClasses('primary', 'md', `mt-2 ${focusRing}`)}>
        <Search aria-hidden="true" className="size-4" />
        {t('favorites.browse')}
      </Link>
    </div>
  );
};

const RemoveButton = ({ name, onRemove, busy }: { name: string; onRemove: () => void; busy: boolean }) => {
  const { t } = useTranslation('catalog');
  return (
    <Button variant="ghost" size="sm" onClick={onRemove} disabled={busy} aria-label={t('favorites.removeNamed', { name })}>
      <Trash2 aria-hidden="true" className="size-4" />
      {t('favorites.remove')}
    </Button>
  );
};

const SpecialistsPanel = ({ query }: { query: ListQuery<SpecialistProfile> }) => {
  const { t } = useTranslation('catalog');
  const [setFavorite, { isLoading, originalArgs }] = useSetSpecialistFavoriteMutation();
  if (!query.data || query.data.length === 0) return <PanelState query={query} empty={t('favorites.emptySpecialists')} />;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {query.data.map((specialist) => {
        const name = `${specialist.firstName} ${specialist.lastName}`.trim();
        return (
          <li key={specialist.id}>
            <SpecialistCard
              specialist={specialist}
              actions={
                <RemoveButton
                  name={name}
                  busy={isLoading && originalArgs?.id === specialist.id}
                  onRemove={() =>
                    void setFavorite({ id: specialist.id, favorite: false })
                      .unwrap()
                      .then(() => toast.success(t('favorite.removed')))
                      .catch(() => undefined)
                  }
                />
              }
            />
          </li>
        );
      })}
    </ul>
  );
};

const ServicesPanel = ({ query }: { query: ListQuery<Service> }) => {
  const { t } = useTranslation('catalog');
  const [setFavorite, { isLoading, originalArgs }] = useSetServiceFavoriteMutation();
  if (!query.data || query.data.length === 0) return <PanelState query={query} empty={t('favorites.emptyServices')} />;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {query.data.map((service) => (
        <li key={service.id}>
          <ServiceCard
            service={service}
            showSpecialist
            actions={
              <RemoveButton
                name={service.name}
                busy={isLoading && originalArgs?.id === service.id}
                onRemove={() =>
                  void setFavorite({ id: service.id, favorite: false })
                    .unwrap()
                    .then(() => toast.success(t('favorite.removed')))
                    .catch(() => undefined)
                }
              />
            }
          />
        </li>
      ))}
    </ul>
  );
};
