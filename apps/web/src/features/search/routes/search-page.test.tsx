import type { InternalAxiosRequestConfig } from 'axios';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import { buildService as buildContractService } from '@/test/builders';
import { okReply, serveApi, type Reply } from '@/test/mock-api';
import { renderRoutes, signedInAs, testUsers } from '@/test/test-utils';
import type { SearchResultService } from '../api/search-api';
import { SearchPage } from './search-page';

const buildService = (n: number, overrides: Partial<SearchResultService> = {}): SearchResultService => ({
  ...buildContractService({
    id: `service-${n}`,
    name: `Послуга ${n}`,
    description: '',
    category: { id: 'beauty-wellness', name: 'Краса' },
    price: 500 + n,
    availableDays: ['monday'],
    timeSlots: ['10:00'],
    specialist: { id: `specialist-${n}`, name: 'Олена Коваль', businessName: null, city: 'Київ', specialization: 'Манікюр' },
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  }),
  distanceKm: null,
  ...overrides,
});

const page = (numbers: number[], pageNo: number, totalPages: number, total: number, totalIsLowerBound = false) =>
  okReply({ services: numbers.map((n) => buildService(n)), page: pageNo, totalPages, total, totalIsLowerBound });

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** Answers search calls with `search(params)`, categories with none, anything else with an empty object. */
const serve = (search: (params: Record<string, unknown>) => Reply) =>
  serveApi((config: InternalAxiosRequestConfig) => {
    if (config.url === '/services') return search(config.params as Record<string, unknown>);
    if (config.url === '/services/categories') return okReply({ categories: [] });
    return okReply({});
  });

const searchCalls = (requests: InternalAxiosRequestConfig[]) => requests.filter((r) => r.url === '/services');

const renderSearch = (path: string, auth?: ReturnType<typeof signedInAs>) =>
  renderRoutes(
    [
      { path: '/search', element: <SearchPage /> },
      { path: '/auth/login', element: <p>login page</p> },
    ],
    path,
    auth,
  );

describe('SearchPage', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });
  afterEach(async () => {
    await i18n.changeLanguage('uk');
  });

  it('sends the URL query to the API and shows the result count', async () => {
    const requests = serve(() => page([1, 2], 1, 1, 2));
    renderSearch('/search?q=манікур&category=beauty-wellness');
    expect(await screen.findByRole('heading', { name: '2 services found' })).toBeInTheDocument();
    expect(searchCalls(requests)[0]?.params).toMatchObject({ search: 'манікур', category: 'beauty-wellness', page: 1, limit: 20 });
    expect(screen.getByRole('link', { name: 'Послуга 1' })).toHaveAttribute('href', '/service/service-1');
  });

  it('asks again in the new language when the interface language changes (names come localised)', async () => {
    const requests = serveApi((config: InternalAxiosRequestConfig) => {
      if (config.url !== '/services') return okReply({ categories: [] });
      const language = String(config.headers?.['Accept-Language']);
      return okReply({ services: [buildService(1, { category: { id: 'beauty-wellness', name: language === 'uk' ? 'Краса та догляд' : 'Beauty & wellness' } })], page: 1, totalPages: 1, total: 1, totalIsLowerBound: false });
    });
    renderSearch('/search?q=nails');
    const list = await screen.findByRole('list', { name: 'Search results' });
    expect(await within(list).findByText('Beauty & wellness')).toBeInTheDocument();

    await act(async () => {
      await i18n.changeLanguage('uk');
    });

    expect(await within(list).findByText('Краса та догляд')).toBeInTheDocument();
    expect(searchCalls(requests).map((r) => r.headers?.['Accept-Language'])).toEqual(['en', 'uk']);
  });

  it('says "more than" when the server stopped counting', async () => {
    serve(() => page(range(1, 20), 1, 50, 1000, true));
    renderSearch('/search?category=beauty-wellness');
    expect(await screen.findByRole('heading', { name: 'More than 1000 services found' })).toBeInTheDocument();
    expect(screen.getByText('Showing 20 of more than 1000')).toBeInTheDocument();
  });

  it('"load more" appends the next page', async () => {
    const requests = serve((params) => (params.page === 2 ? page(range(21, 25), 2, 2, 25) : page(range(1, 20), 1, 2, 25)));
    renderSearch('/search?q=nails');
    const list = await screen.findByRole('list', { name: 'Search results' });
    expect(within(list).getAllByRole('article')).toHaveLength(20);

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));

    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(25));
    expect(within(list).getByRole('link', { name: 'Послуга 1' })).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Послуга 25' })).toBeInTheDocument();
    expect(searchCalls(requests).map((r) => r.params.page)).toEqual([1, 2]);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.getByText('Showing 25 of 25')).toBeInTheDocument();
  });

  it('the empty state clears the filters, keeping the sort', async () => {
    serve((params) => (params.category ? page([], 1, 0, 0) : page([1], 1, 1, 1)));
    const { router } = renderSearch('/search?q=zzz&category=education&rating=5&sort=newest');
    const emptyState = (await screen.findByRole('heading', { name: 'No services found' })).parentElement as HTMLElement;

    fireEvent.click(within(emptyState).getByRole('button', { name: 'Clear filters' }));

    await waitFor(() => expect(router.state.location.search).toBe('?sort=newest'));
    expect(await screen.findByRole('heading', { name: '1 service found' })).toBeInTheDocument();
  });

  it('a guest clicking the heart goes to sign in and comes back to the same search', async () => {
    serve(() => page([1], 1, 1, 1));
    const { router } = renderSearch('/search?q=nails');
    const heart = await screen.findByRole('button', { name: 'Add “Послуга 1” to favourites' });

    await act(async () => fireEvent.click(heart));

    expect(router.state.location.pathname).toBe('/auth/login');
    expect(new URLSearchParams(router.state.location.search).get('returnUrl')).toBe('/search?q=nails');
  });

  it.each([
    ['a customer', testUsers.customer, true],
    ['an admin', testUsers.admin, false],
  ] as const)('%s: hearts on the results and their favourites fetched — %s', async (_who, user, hearts) => {
    const requests = serveApi((config: InternalAxiosRequestConfig) => {
      if (config.url === '/services') return page([1, 2], 1, 1, 2);
      if (config.url === '/services/favorites') return okReply({ services: [] });
      return okReply({ categories: [] });
    });
    renderSearch('/search?q=nails', signedInAs(user));
    expect(await screen.findByRole('link', { name: 'Послуга 2' })).toBeInTheDocument();
    expect(screen.queryAllByRole('button', { name: /favourites/ })).toHaveLength(hearts ? 2 : 0);
    await waitFor(() => expect(requests.some((r) => r.url === '/services/favorites')).toBe(hearts));
  });

  it('shows an error with Retry when the search fails', async () => {
    let fail = true;
    serve(() => (fail ? { status: 500, body: { success: false, data: null, error: { code: 'INTERNAL', message: '' } } } : page([1], 1, 1, 1)));
    renderSearch('/search');
    expect(await screen.findByRole('heading', { name: 'Could not load the results' })).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: '1 service found' })).toBeInTheDocument();
  });
});
