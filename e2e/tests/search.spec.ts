import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { text } from '../fixtures/locales';
import { signUpCustomer as signUp } from '../fixtures/session';

/** The number in the result count heading ("Знайдено 42 послуги"). */
const resultCount = async (page: Page): Promise<number> => {
  const heading = page.locator('#search-results-heading');
  await expect(heading).toHaveText(/\d/);
  return Number((await heading.textContent())?.match(/\d+/)?.[0]);
};

test.describe('search', () => {
  test('a misspelled query still finds the service', async ({ page }) => {
    await page.goto('/search?q=%D0%BC%D0%B0%D0%BD%D1%96%D0%BA%D1%83%D1%80'); // манікур
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('uk', 'pages', 'search.title'));
    const results = page.getByRole('list', { name: text('uk', 'search', 'results.listLabel') });
    await expect(results.getByRole('link', { name: 'Манікюр класичний' }).first()).toBeVisible();
  });

  test('a query of punctuation alone shows the results page, not the error (issue #26)', async ({ page }) => {
    for (const q of ['-', "'", '%', '*', '\\']) {
      await page.goto(`/search?q=${encodeURIComponent(q)}`);
      expect(await resultCount(page), q).toBeGreaterThan(0);
      await expect(page.getByRole('list', { name: text('uk', 'search', 'results.listLabel') }).getByRole('link').first()).toBeVisible();
      await expect(page.getByText(text('uk', 'search', 'error.title'))).toHaveCount(0);
    }
  });

  test('typing in the box and pressing Enter puts the query in the URL', async ({ page }) => {
    await page.goto('/search');
    const box = page.getByRole('combobox', { name: text('uk', 'search', 'searchBox.label') });
    await box.fill('манікюр');
    await box.press('Enter');
    await expect(page).toHaveURL(/[?&]q=%D0%BC%D0%B0%D0%BD%D1%96%D0%BA%D1%8E%D1%80/);
    await expect(page.getByRole('link', { name: 'Манікюр класичний' }).first()).toBeVisible();
  });

  test('a category filter narrows the results and is kept in the URL', async ({ page }) => {
    await page.goto('/search');
    const all = await resultCount(page);
    expect(all).toBeGreaterThan(0);

    await page.getByLabel(text('uk', 'search', 'filters.category.legend'), { exact: true }).selectOption('beauty-wellness');

    await expect(page).toHaveURL(/[?&]category=beauty-wellness/);
    await expect.poll(() => resultCount(page)).toBeLessThan(all);
    expect(await resultCount(page)).toBeGreaterThan(0);

    // Back returns to the unfiltered search.
    await page.goBack();
    await expect(page).toHaveURL(/\/search$/);
    await expect.poll(() => resultCount(page)).toBe(all);
  });

  test('"this week" keeps services with a free start in the next 7 days, as the API says', async ({ page, request }) => {
    // Other tests add services while this runs: compare with the API's answer at the same moment.
    const apiTotal = async () => ((await (await request.get('/api/v1/services?availability=week&limit=1')).json()) as { data: { total: number } }).data.total;
    expect(await apiTotal()).toBeGreaterThan(0);

    await page.goto('/search');
    await page.getByRole('radio', { name: text('uk', 'search', 'filters.availability.week'), exact: true }).first().click();
    await expect(page).toHaveURL(/[?&]availability=week/);
    await expect.poll(async () => (await resultCount(page)) === (await apiTotal()) || (await page.reload(), false)).toBe(true);
  });

  test('the map view shows markers for the results', async ({ page }) => {
    await page.goto('/search?category=beauty-wellness');
    await page.getByRole('button', { name: text('uk', 'search', 'view.map') }).click();
    await expect(page).toHaveURL(/[?&]view=map/);
    await expect(page.locator('.leaflet-container')).toBeVisible();
    await expect(page.locator('.leaflet-marker-icon').first()).toBeVisible({ timeout: 15_000 });
  });

  test('a guest clicking a heart is sent to sign in', async ({ page }) => {
    await page.goto('/search?q=%D0%BC%D0%B0%D0%BD%D1%96%D0%BA%D1%8E%D1%80');
    await page.getByRole('button', { name: /обраного/ }).first().click();
    await expect(page).toHaveURL(/\/auth\/login\?returnUrl=%2Fsearch%3Fq%3D/);
  });
});

test.describe('sorting by distance', () => {
  test.use({ geolocation: { latitude: 50.45, longitude: 30.52 }, permissions: ['geolocation'] });

  test('uses the browser location and shows distances', async ({ page }) => {
    await page.goto('/search');
    await page.getByLabel(text('uk', 'search', 'sort.label')).selectOption('distance');
    await expect(page).toHaveURL(/[?&]sort=distance&lat=50\.45&lng=30\.52/);
    await expect(page.getByText(/км від вас/).first()).toBeVisible();
  });
});

test.describe('sorting by distance without permission', () => {
  test('shows a message and keeps the previous sort', async ({ page }) => {
    await page.goto('/search?sort=rating');
    const sort = page.getByLabel(text('uk', 'search', 'sort.label'));
    await sort.selectOption('distance');
    await expect(page.getByText(text('uk', 'search', 'sort.locationDenied'))).toBeVisible();
    await expect(sort).toHaveValue('rating');
    await expect(page).toHaveURL(/\?sort=rating$/);
  });
});

const signUpCustomer = (request: APIRequestContext) => signUp(request, { firstName: 'Ольга', lastName: 'Пошукова', prefix: 'search', password: 'Search12345' });

test.describe('favourites', () => {
  test('a signed-in customer adds and removes a favourite, and it survives a reload', async ({ page, request }) => {
    const tokens = await signUpCustomer(request);
    await page.addInitScript(([accessToken, refreshToken]) => {
      if (sessionStorage.getItem('e2e-session-seeded')) return;
      sessionStorage.setItem('e2e-session-seeded', '1');
      localStorage.setItem('auth_token', accessToken);
      localStorage.setItem('refresh_token', refreshToken);
    }, [tokens.accessToken, tokens.refreshToken] as const);
    await page.goto('/search?q=%D0%BC%D0%B0%D0%BD%D1%96%D0%BA%D1%8E%D1%80%20%D0%BA%D0%BB%D0%B0%D1%81%D0%B8%D1%87%D0%BD%D0%B8%D0%B9');

    const heart = page.getByRole('button', { name: /до обраного/ }).first();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(page.getByRole('button', { name: /з обраного/ }).first()).toHaveAttribute('aria-pressed', 'true');

    await page.reload();
    const saved = page.getByRole('button', { name: /з обраного/ }).first();
    await expect(saved).toHaveAttribute('aria-pressed', 'true');
    await saved.click();
    await expect(page.getByRole('button', { name: /з обраного/ })).toHaveCount(0);
  });
});
