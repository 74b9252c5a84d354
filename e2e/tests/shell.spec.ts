import { expect, test } from '@playwright/test';
import { text } from '../fixtures/locales';

test.describe('landing and language', () => {
  test('renders in Ukrainian by default, with categories from the API', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(text('uk', 'landing', 'hero.title'));
    await expect(page).toHaveTitle(new RegExp(text('uk', 'pages', 'home.title')));
    // Quick links come from GET /api/v1/services/categories: psychology exists only in the API's reference data (a migration).
    const quickLinks = page.getByRole('list', { name: text('uk', 'landing', 'hero.quickLinksLabel') });
    await expect(quickLinks.getByRole('link', { name: /Психологія/ })).toBeVisible();
    await expect(page.locator('#how-it-works')).toBeVisible();
    await expect(page.locator('#for-specialists')).toContainText('8%');
  });

  test('switching to English changes the texts and survives a reload', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('combobox', { name: text('uk', 'common', 'language.label') }).first().selectOption('en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(text('en', 'landing', 'hero.title'));
    await expect(page).toHaveTitle(/Professional Service Booking Platform/);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(text('en', 'landing', 'hero.title'));
  });

  test('the hero search submits only trimmed, non-empty text', async ({ page }) => {
    await page.goto('/');
    const box = page.getByRole('searchbox').or(page.getByLabel(text('uk', 'landing', 'hero.searchLabel'))).first();
    await box.fill('   ');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/$/);
    await box.fill('  манікюр  ');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=%D0%BC%D0%B0%D0%BD%D1%96%D0%BA%D1%8E%D1%80$/);
  });
});

test.describe('tablet width', () => {
  test('at 1024 px the header, the landing and its footer fit in every language (no sideways scroll)', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(text('uk', 'landing', 'hero.title'));
    let current: 'uk' | 'en' | 'ru' = 'uk';
    for (const language of ['uk', 'en', 'ru'] as const) {
      await page.getByRole('banner').getByRole('combobox', { name: text(current, 'common', 'language.label') }).selectOption(language);
      current = language;
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      // Seen before the fix: en/ru header buttons and the ru footer link "Политика конфиденциальности" pushed the page 10–17 px wide.
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), { message: `${language}: page wider than the window` }).toBe(0);
    }
  });
});

test.describe('theme', () => {
  test('the chosen theme survives a reload, with the matching browser bar colour', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    const html = page.locator('html');
    await expect(html).not.toHaveClass(/\bdark\b/);
    await page.getByRole('button', { name: text('uk', 'common', 'theme.switchToDark') }).first().click();
    await expect(html).toHaveClass(/\bdark\b/);
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#1e293b');
    await page.reload();
    await expect(html).toHaveClass(/\bdark\b/);
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#1e293b');
  });

  test('follows the system preference when nothing is stored', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/privacy');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  });
});

test.describe('routing', () => {
  test('an unknown path shows the not-found page', async ({ page }) => {
    await page.goto('/this/page/does-not-exist');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('uk', 'errors', 'notFound.title'));
  });

  test('/book/:id lands on /booking/:id', async ({ page }) => {
    await page.goto('/book/x');
    await expect(page).toHaveURL(/\/booking\/x$/);
  });

  test('a guest opening /dashboard lands on /auth/login with returnUrl', async ({ page }) => {
    await page.goto('/dashboard?tab=upcoming');
    await expect(page).toHaveURL(/\/auth\/login\?returnUrl=%2Fdashboard%3Ftab%3Dupcoming$/);
  });

  test('/login and other /auth/* paths redirect to /auth/login', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveURL(/\/auth\/login$/);
    await page.goto('/auth/whatever');
    await expect(page).toHaveURL(/\/auth\/login$/);
  });

  test('the "How it works" link from another page goes home and scrolls to the section', async ({ page }) => {
    await page.goto('/terms');
    await page.getByRole('banner').getByRole('link', { name: text('uk', 'common', 'header.howItWorks') }).click();
    await expect(page).toHaveURL(/\/(#how-it-works)?$/);
    await expect(page.locator('#how-it-works')).toBeInViewport();
  });
});

test.describe('API from the browser origin', () => {
  test('health answers in the envelope and the reference is served locally', async ({ page, request }) => {
    const health = await request.get('/api/v1/health');
    expect(health.status()).toBe(200);
    expect(await health.json()).toMatchObject({ success: true, data: { database: 'up' }, error: null });
    await page.goto('/api/docs/');
    await expect(page.getByText('Vizyt API').first()).toBeVisible();
    // Swagger UI renders sections as they scroll into view: the first one is the health check.
    await expect(page.getByRole('heading', { level: 3 }).first()).toHaveText(/^System/);
    await expect(page.getByText('/api/v1/health', { exact: true }).first()).toBeVisible();
  });
});
