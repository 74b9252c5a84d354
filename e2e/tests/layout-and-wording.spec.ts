import { expect, test, type Locator, type Page } from '@playwright/test';
import { text } from '../fixtures/locales';
import { DEMO, logInThroughApi, openSignedIn } from '../fixtures/session';
import { closeToastsInTheWay } from '../fixtures/toasts';

/**
 * Issue #26, items 19 and 23, at the widths and in the language (Ukrainian) where they showed:
 * nothing scrolls sideways, every tab is in sight, the admin's user actions are reachable on a
 * phone, the week schedule tells a pending booking apart, and the small wording fixes.
 */

test.beforeEach(async ({ page }) => closeToastsInTheWay(page));

const PHONE = { width: 375, height: 812 };
const TABLET = { width: 800, height: 1000 };

const noSidewaysScroll = async (page: Page) =>
  expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

/** Wholly inside the window's width: not cut off at an edge. */
const fullyInView = async (page: Page, locator: Locator) => {
  const box = await locator.boundingBox();
  expect(box, 'a box').not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
};

const signedIn = async (page: Page, request: Parameters<typeof logInThroughApi>[0], account: { email: string; password: string }, path: string) => {
  await openSignedIn(page, await logInThroughApi(request, account.email, account.password), path);
  await expect(page.locator('h1').first()).toBeVisible({ timeout: 15_000 });
};

test('specialist at 375: analytics does not scroll sideways; at 800 every settings tab is in sight and the week schedule tells pending from confirmed', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  await signedIn(page, request, DEMO.specialist, '/specialist/analytics');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await noSidewaysScroll(page);
  await page.goto('/specialist/earnings');
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await noSidewaysScroll(page);

  await page.setViewportSize(TABLET);
  await page.goto('/specialist/settings');
  const tabs = page.getByRole('tab');
  await expect(tabs.first()).toBeVisible();
  expect(await tabs.count()).toBeGreaterThan(3);
  for (const tab of await tabs.all()) await fullyInView(page, tab);

  await page.goto('/specialist/schedule');
  const legend = page.getByRole('list', { name: text('uk', 'schedule', 'legend.title') });
  await expect(legend.getByText(text('uk', 'schedule', 'kinds.pending'), { exact: true })).toBeVisible();
  await expect(legend.getByText(text('uk', 'schedule', 'kinds.booking'), { exact: true })).toBeVisible();
});

test('admin at 375: every console tab is in sight and each user card shows its actions', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  await signedIn(page, request, DEMO.admin, '/admin/dashboard?tab=users');
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveCount(9);
  for (const tab of await tabs.all()) await fullyInView(page, tab);
  const firstCard = page.getByTestId('user-row').first();
  await expect(firstCard).toBeVisible();
  await fullyInView(page, firstCard.getByRole('button', { name: new RegExp(`^${text('uk', 'admin', 'users.actions.view')}`) }));
  await noSidewaysScroll(page);
});

test('customer in Ukrainian: a greeting without a name in the wrong case; "Фільтри" does not count the typed query', async ({ page, request }) => {
  await signedIn(page, request, DEMO.customer, '/dashboard');
  const greeting = page.getByRole('heading', { level: 1 });
  await expect(greeting).toHaveText(new RegExp(`^(${['morning', 'afternoon', 'evening'].map((part) => text('uk', 'dashboard', `greeting.${part}`)).join('|')})$`));

  await page.setViewportSize(PHONE);
  await page.goto('/search?q=манікюр');
  await expect(page.getByRole('button', { name: text('uk', 'search', 'filters.open'), exact: true })).toBeVisible();
});
