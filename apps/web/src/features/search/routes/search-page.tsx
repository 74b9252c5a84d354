import { LANGUAGES, type Language } from '@vizyt/contracts';
import { AlertTriangle, List, Map as MapIcon, SearchX } from 'lucide-react';
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { pagePadding } from '@/components/ui/page-padding';
import { cn } from '@/components/ui/cn';
import { FullPageSpinner } from '@/components/ui/spinner';
import { selectCanFavorite } from '@/stores/auth-slice';
import { useAppSelector } from '@/stores/hooks';
import { useIsSignedIn } from '@/stores/viewer';
import { useGetSearchCategoriesQuery, useGetSearchFavoritesQuery, useSearchServicesQuery } from '../api/search-api';
import { FiltersForm } from '../components/filters-form';
import { FiltersSheet } from '../components/filters-sheet';
import { ResultCard, ResultCardSkeleton } from '../components/result-card';
import { SearchBox } from '../components/search-box';
import { focusRing } from '../components/search-styles';
import { SortSelect } from '../components/sort-select';
import {
  clearFilters,
  countActiveFilters,
  parseSearchParams,
  toApiArgs,
  toSearchParams,
  type SearchFilters,
  type SortOption,
} from '../model/search-filters';

const ResultsMap = lazy(async () => ({ default: (await import('../components/results-map')).ResultsMap }));

type View = 'list' | 'map';
const VIEW_PARAM = 'view';

const toLanguage = (value: string | undefined): Language => LANGUAGES.find((language) => language === value) ?? 'uk';

/** Services search (spec section 2). The query lives in the URL: shareable, and Back works. */
export function SearchPage() {
  const { t, i18n } = useTranslation(['search', 'pages']);
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseSearchParams(params), [params]);
  const filtersKey = toSearchParams(filters).toString();
  const view: View = params.get(VIEW_PARAM) === 'map' ? 'map' : 'list';
  const resultsHeadingRef = useRef<HTMLHeadingElement>(null);

  // Pages loaded for the current filters; other filters start again at page 1.
  const [paging, setPaging] = useState({ key: filtersKey, page: 1 });
  const page = paging.key === filtersKey ? paging.page : 1;
  const [locating, setLocating] = useState(false);

  const { currentData, isFetching, isError, refetch } = useSearchServicesQuery(toApiArgs(filters, page));
  const lang = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const { data: categoriesData } = useGetSearchCategoriesQuery({ lang });
  const categories = categoriesData?.categories ?? [];
  const signedIn = useIsSignedIn();
  const canFavorite = useAppSelector(selectCanFavorite);
  const { data: favoriteIds } = useGetSearchFavoritesQuery(undefined, { skip: !signedIn || !canFavorite });
  const favorites = useMemo(() => new Set(favoriteIds ?? []), [favoriteIds]);

  const navigateTo = (next: SearchFilters, nextView: View = view) => {
    const search = toSearchParams(next);
    if (nextView === 'map') search.set(VIEW_PARAM, 'map');
    setParams(search);
  };

  const handleSort = (sort: SortOption) => {
    if (sort !== 'distance') {
      navigateTo({ ...filters, sort, origin: null });
      return;
    }
    if (!('geolocation' in navigator)) {
      toast.error(t('sort.locationUnsupported'));
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        navigateTo({ ...filters, sort: 'distance', origin: { lat: position.coords.latitude, lng: position.coords.longitude } });
      },
      () => {
        // Refused or unavailable: the previous sort stays (the select follows the URL).
        setLocating(false);
        toast.error(t('sort.locationDenied'));
      },
      { timeout: 10_000, maximumAge: 300_000 },
    );
  };

  const handleClear = () => {
    navigateTo(clearFilters(filters));
    resultsHeadingRef.current?.focus();
  };

  const services = currentData?.services ?? [];
  const total = currentData?.total ?? 0;
  // Past 1,000 matches the server stops counting: "more than 1000".
  const atLeast = currentData?.totalIsLowerBound ?? false;
  const hasMore = currentData ? currentData.page < currentData.totalPages : false;
  const initialLoading = !currentData && isFetching;
  const loadingMore = Boolean(currentData) && isFetching && page > 1;
  const activeFilters = countActiveFilters(filters);
  const narrowed = activeFilters > 0 || filters.q.trim() !== '';

  return (
    <div className={cn('mx-auto w-full max-w-7xl', pagePadding)}>
      <header className="mb-6">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">{t('pages:search.title')}</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">{t('subtitle')}</p>
        <div className="mt-4 max-w-3xl">
          <SearchBox
            value={filters.q}
            onSubmit={(q) => navigateTo({ ...filters, q })}
            onPickCategory={(category) => navigateTo({ ...filters, q: '', category })}
          />
        </div>
      </header>

      <div className="lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-8">
        <aside aria-labelledby="search-filters-title" className="hidden lg:block">
          <div className="sticky top-20 rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
            <div className="mb-4 flex items-center justify-between gap-2">
              <h2 id="search-filters-title" className="text-base font-semibold text-slate-900 dark:text-white">
                {t('filters.title')}
              </h2>
              {narrowed && (
                <button
                  type="button"
                  onClick={handleClear}
                  className={cn('rounded text-sm font-medium whitespace-nowrap text-brand-700 hover:underline dark:text-brand-300', focusRing)}
                >
                  {t('filters.clear')}
                </button>
              )}
            </div>
            <FiltersForm filters={filters} categories={categories} onChange={(next) => navigateTo(next)} idPrefix="search-sidebar" />
          </div>
        </aside>

        <section aria-labelledby="search-results-heading" className="@container min-w-0">
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <h2
              id="search-results-heading"
              ref={resultsHeadingRef}
              tabIndex={-1}
              aria-live="polite"
              className="text-base font-semibold text-slate-900 outline-none dark:text-white"
            >
              {initialLoading ? t('results.loading') : currentData ? atLeast ? t('results.countAtLeast', { n: total }) : t('results.count', { count: total }) : t('results.listLabel')}
            </h2>
            <div className="flex flex-wrap items-center gap-2">
              <FiltersSheet filters={filters} categories={categories} onApply={(next) => navigateTo(next)} />
              <SortSelect value={filters.sort} onChange={handleSort} busy={locating} />
              <div role="group" aria-label={t('view.label')} className="flex rounded-lg border border-slate-300 p-0.5 dark:border-slate-700">
                {(['list', 'map'] as const).map((option) => {
                  const Icon = option === 'list' ? List : MapIcon;
                  return (
                    <button
                      key={option}
                      type="button"
                      aria-pressed={view === option}
                      onClick={() => navigateTo(filters, option)}
                      className={cn(
                        'inline-flex h-8 items-center gap-1.5 rounded-md px-2.5 text-sm font-medium',
                        view === option
                          ? 'bg-brand-600 text-white'
                          : 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800',
                        focusRing,
                      )}
                    >
                      <Icon aria-hidden="true" className="size-4" />
                      {t(`view.${option}`)}
                    </button>
                  );
                })}
              </div>
            </div>
          </div>
          {locating && (
            <p role="status" className="mb-3 text-sm text-slate-600 dark:text-slate-400">
              {t('sort.locating')}
            </p>
          )}

          {initialLoading ? (
            <ul aria-hidden="true" className="grid gap-4 @xl:grid-cols-2 @4xl:grid-cols-3">
              {Array.from({ length: 6 }, (_, index) => (
                <li key={index}>
                  <ResultCardSkeleton />
                </li>
              ))}
            </ul>
          ) : isError && !currentData ? (
            <div role="alert" className="flex flex-col items-center gap-3 rounded-2xl border border-red-200 bg-red-50 px-6 py-12 text-center dark:border-red-900/60 dark:bg-red-950/30">
              <AlertTriangle aria-hidden="true" className="size-8 text-red-600 dark:text-red-400" />
              <h3 className="text-lg font-semibold text-slate-900 dark:text-white">{t('error.title')}</h3>
              <p className="max-w-md text-sm text-slate-600 dark:text-slate-400">{t('error.body')}</p>
              <Button onClick={() => void refetch()}>{t('error.retry')}</Button>
            </div>
          ) : services.length === 0 ? (
            <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center dark:border-slate-700 dark:bg-slate-900/60">
              <SearchX aria-hidden="true" className="size-10 text-slate-400" />
              <h3 className="text-lg font-semibold text-slate-900 dark:text-white">{t('empty.title')}</h3>
              <p className="max-w-md text-sm text-slate-600 dark:text-slate-400">{t('empty.body')}</p>
              {narrowed && <Button onClick={handleClear}>{t('empty.clear')}</Button>}
            </div>
          ) : (
            <>
              {view === 'map' ? (
                <Suspense fallback={<FullPageSpinner label={t('map.loading')} className="min-h-80" />}>
                  <ResultsMap services={services} onShowList={() => navigateTo(filters, 'list')} />
                </Suspense>
              ) : (
                <ul aria-label={t('results.listLabel')} className="grid gap-4 @xl:grid-cols-2 @4xl:grid-cols-3">
                  {services.map((service) => (
                    <li key={service.id}>
                      <ResultCard service={service} favorited={favorites.has(service.id)} />
                    </li>
                  ))}
                </ul>
              )}

              <div className="mt-6 flex flex-col items-center gap-3">
                <p className="text-sm text-slate-600 dark:text-slate-400">{atLeast ? t('results.shownOfAtLeast', { shown: services.length, total }) : t('results.shown', { shown: services.length, total })}</p>
                {isError && page > 1 && !isFetching && (
                  <p role="alert" className="text-sm text-red-700 dark:text-red-400">
                    {t('error.title')}
                  </p>
                )}
                {hasMore && (
                  <Button
                    variant="outline"
                    size="lg"
                    disabled={loadingMore}
                    aria-busy={loadingMore || undefined}
                    onClick={() => (isError ? void refetch() : setPaging({ key: filtersKey, page: page + 1 }))}
                  >
                    {loadingMore ? t('results.loadingMore') : isError ? t('error.retry') : t('results.loadMore')}
                  </Button>
                )}
              </div>
            </>
          )}
        </section>
      </div>
    </div>
  );
}
