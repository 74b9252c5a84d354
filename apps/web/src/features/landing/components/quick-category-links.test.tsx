import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  buildCategory,
  renderLanding,
  stubApiOffline,
  stubApiPending,
  stubCategoriesApi,
} from '../testing/render-landing';
import { landingCategoriesApi } from '../api/get-categories';
import { QuickCategoryLinks } from './quick-category-links';

type TestStore = Awaited<ReturnType<typeof renderLanding>>['store'];
const categoriesQuery = (store: TestStore) =>
  landingCategoriesApi.endpoints.getLandingCategories.select({ lang: 'uk' })(store.getState() as never);

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const STATIC_UK_NAMES = [
  'Краса та догляд',
  'Здоров’я та фітнес',
  'Послуги для дому',
  'Професійні послуги',
  'Освіта',
  'Технології',
];

const quickLinks = () => within(screen.getByRole('list', { name: 'Популярні категорії' })).getAllByRole('link');

describe('QuickCategoryLinks', () => {
  it('shows the six static categories while the API is loading', async () => {
    stubApiPending();
    await renderLanding(<QuickCategoryLinks />);

    expect(quickLinks().map((link) => link.textContent)).toEqual(STATIC_UK_NAMES);
    expect(quickLinks()[0]).toHaveAttribute('href', '/search?category=beauty-wellness');
  });

  it('uses the categories from the API, asking in the interface language', async () => {
    const request = stubCategoriesApi([
      buildCategory({ id: 'beauty-wellness', names: { uk: 'Краса', en: 'Beauty', ru: 'Красота' } }),
      buildCategory({ id: 'technology', names: { uk: 'Технології', en: 'Tech', ru: 'Технологии' } }),
      buildCategory({ id: 'psychology', icon: 'brain', names: { uk: 'Психологія', en: 'Psychology', ru: 'Психология' } }),
    ]);
    await renderLanding(<QuickCategoryLinks />, { language: 'en' });

    const list = await screen.findByRole('list', { name: 'Popular categories' });
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(3));
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Beauty', 'Tech', 'Psychology']);
    expect(links[2]).toHaveAttribute('href', '/search?category=psychology');
    expect(request).toHaveBeenCalledWith(
      expect.objectContaining({ url: '/services/categories', method: 'GET', params: { lang: 'en' } }),
    );
  });

  it('falls back to the static categories, without a toast, when the API is unreachable', async () => {
    const request = stubApiOffline();
    const errorToast = vi.spyOn(toast, 'error');
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { store } = await renderLanding(<QuickCategoryLinks />);

    await waitFor(() => expect(categoriesQuery(store).isError).toBe(true));
    expect(request).toHaveBeenCalledTimes(1);
    expect(quickLinks().map((link) => link.textContent)).toEqual(STATIC_UK_NAMES);
    expect(errorToast).not.toHaveBeenCalled();
  });

  it('falls back when the API answers with no categories', async () => {
    stubCategoriesApi([]);
    const { store } = await renderLanding(<QuickCategoryLinks />);

    await waitFor(() => expect(categoriesQuery(store).isSuccess).toBe(true));
    expect(quickLinks().map((link) => link.textContent)).toEqual(STATIC_UK_NAMES);
  });
});
