import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderLanding, stubApiPending, type RenderLandingOptions } from '../testing/render-landing';
import { LandingPage } from './landing-page';

beforeEach(() => {
  stubApiPending();
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** The page with its below-the-hero sections, which arrive in a chunk of their own. */
const renderPage = async (options?: RenderLandingOptions) => {
  const view = await renderLanding(<LandingPage />, options);
  await waitFor(() => expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(6));
  return view;
};

const section = (name: string) => screen.getByRole('region', { name });
// Intl puts a no-break space (U+00A0) or a narrow one (U+202F) between thousands in uk and ru.
const normalizeSpaces = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('LandingPage', () => {
  it('has one h1 and then a section heading for every part, in order', async () => {
    await renderPage({ language: 'en' });

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Vizyt in numbers',
      'Popular categories',
      'How it works',
      'Featured specialists',
      'Grow your business with Vizyt',
      'Ready to find your specialist?',
    ]);
  });

  it('keeps the anchors the header links to', async () => {
    const { container } = await renderPage();

    expect(container.querySelector('#how-it-works')).toBe(section('Як це працює'));
    expect(container.querySelector('#for-specialists')).toBe(section('Розвивайте свою справу разом із Vizyt'));
  });

  it('shows the six categories with their static service counts and search links', async () => {
    await renderPage({ language: 'en' });

    const cards = within(section('Popular categories')).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Beauty & Wellness',
      'Health & Fitness',
      'Home Services',
      'Professional Services',
      'Education',
      'Technology',
    ]);
    const links = cards.map((card) => within(card).getByRole('link'));
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/search?category=beauty-wellness',
      '/search?category=health-fitness',
      '/search?category=home-services',
      '/search?category=professional-services',
      '/search?category=education',
      '/search?category=technology',
    ]);
    // Named by everything the card shows, in order (visible text in the name, WCAG 2.5.3 — issue #26).
    expect(links[0]).toHaveAccessibleName(/^Beauty & Wellness\s*Manicures, haircuts, cosmetology, massage and spa treatments\.\s*156 services/);
    for (const [index, count] of ['156', '89', '124', '78', '92', '67'].entries()) {
      expect(within(cards[index]!).getByText(`${count} services`)).toBeInTheDocument();
    }
  });

  it('declines the service counts by Ukrainian plural rules', async () => {
    await renderPage();

    const counts = within(section('Популярні категорії'))
      .getAllByText(/^\d+ послуг/)
      .map((node) => node.textContent);
    expect(counts).toEqual(['156 послуг', '89 послуг', '124 послуги', '78 послуг', '92 послуги', '67 послуг']);
  });

  it.each([
    ['en', ['10,000+', '50,000+', '4.9/5', '< 2 h']],
    ['uk', ['10 000+', '50 000+', '4,9/5', 'до 2 год']],
    ['ru', ['10 000+', '50 000+', '4,9/5', 'до 2 ч']],
  ] as const)('formats the platform figures for %s', async (language, values) => {
    await renderPage({ language });

    const stats = screen.getByRole('region', { name: { en: 'Vizyt in numbers', uk: 'Vizyt у цифрах', ru: 'Vizyt в цифрах' }[language] });
    const shown = within(stats)
      .getAllByRole('definition')
      .map((dd) => normalizeSpaces(dd.textContent));
    expect(shown).toEqual(values);
  });

  it('walks through the four steps: search, book, meet, rate', async () => {
    await renderPage({ language: 'en' });

    const steps = within(section('How it works')).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Search',
      'Book',
      'Meet',
      'Rate',
    ]);
  });

  it('shows featured specialists with starting prices in hryvnia by default', async () => {
    await renderPage();

    const featured = section('Рекомендовані фахівці');
    expect(within(featured).getAllByRole('article')).toHaveLength(3);
    expect(within(featured).getByRole('img', { name: 'Аватар: Олена Коваленко' })).toBeInTheDocument();
    const prices = within(featured)
      .getAllByText(/^від /)
      .map((node) => normalizeSpaces(node.textContent));
    expect(prices).toEqual(['від 3 150 ₴', 'від 2 220 ₴', 'від 5 550 ₴']);
  });

  it('converts the featured prices to the chosen display currency', async () => {
    await renderPage({ language: 'en', currency: 'USD' });

    const prices = within(section('Featured specialists'))
      .getAllByText(/^from /)
      .map((node) => node.textContent);
    expect(prices).toEqual(['from $85.14', 'from $60.00', 'from $150']);
  });

  it('invites specialists with the commission from the translations', async () => {
    await renderPage({ language: 'en' });

    const promo = section('Grow your business with Vizyt');
    const figures = within(promo)
      .getAllByRole('definition')
      .map((dd) => dd.textContent);
    expect(figures).toEqual(['45+', '< 2 h', '4.8/5', '8%']);
    expect(within(promo).getByText('Only 8% commission on completed orders. No subscription fee.')).toBeInTheDocument();
    expect(within(promo).getByRole('link', { name: 'Become a specialist' })).toHaveAttribute(
      'href',
      '/auth/register?type=specialist',
    );
  });

  it('stays fully usable while the categories API has not answered', async () => {
    await renderPage();

    expect(screen.getByRole('searchbox')).toBeEnabled();
    expect(within(screen.getByRole('list', { name: 'Популярні категорії' })).getAllByRole('link')).toHaveLength(6);
  });
});
