import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible } from '../fixtures/axe';
import { text } from '../fixtures/locales';
import { DEMO, logInThroughApi, openSignedIn } from '../fixtures/session';
import { closeToastsInTheWay } from '../fixtures/toasts';

/**
 * Issue #26, item 22: axe finds no serious or critical violation on the main pages, in the light
 * and the dark theme (interface in Ukrainian). One test per area, visiting its pages in one tab.
 */

test.beforeEach(async ({ page }) => closeToastsInTheWay(page));

async function demoService(request: APIRequestContext) {
  const response = await request.get('/api/v1/services?search=манікюр');
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: { services: Array<{ id: string; specialist: { id: string } }> } };
  const service = data.services[0];
  expect(service, 'a demo service matching "манікюр"').toBeDefined();
  return service!;
}

const signIn = async (page: Page, request: APIRequestContext, account: { email: string; password: string }, path: string) => {
  await openSignedIn(page, await logInThroughApi(request, account.email, account.password), path);
  await expect(page.locator('h1').first()).toBeVisible({ timeout: 15_000 });
};

test('guest pages: landing, search, service, specialist profile, sign-in, sign-up', async ({ page, request }) => {
  test.setTimeout(180_000);
  const service = await demoService(request);
  for (const path of ['/', '/search?q=манікюр', `/service/${service.id}`, `/specialist/${service.specialist.id}`, '/auth/login', '/auth/register']) {
    await expectAccessible(page, path);
  }
});

test('customer pages: dashboard, bookings, booking flow, payments, loyalty, notifications, messages, settings, help', async ({ page, request }) => {
  test.setTimeout(240_000);
  const service = await demoService(request);
  await signIn(page, request, DEMO.customer, '/dashboard');
  for (const path of ['/dashboard', '/bookings', `/booking/${service.id}`, '/payments', '/loyalty', '/notifications', '/messages', '/settings', '/help']) {
    await expectAccessible(page, path);
  }
});

test('specialist pages: dashboard, schedule, bookings, services, earnings, analytics, reviews, settings', async ({ page, request }) => {
  test.setTimeout(240_000);
  await signIn(page, request, DEMO.specialist, '/specialist/dashboard');
  for (const path of ['dashboard', 'schedule', 'bookings', 'services', 'earnings', 'analytics', 'reviews', 'settings']) {
    await expectAccessible(page, `/specialist/${path}`);
  }
});

const SECTIONS = ['overview', 'users', 'analytics', 'verification', 'moderation', 'feedback', 'support', 'settings', 'audit'] as const;

test('admin console: every tab', async ({ page, request }) => {
  test.setTimeout(240_000);
  await signIn(page, request, DEMO.admin, '/admin/dashboard');
  for (const section of SECTIONS) {
    await expectAccessible(page, section === 'overview' ? '/admin/dashboard' : `/admin/dashboard?tab=${section}`, {
      ready: async (tabPage) => {
        await expect(tabPage.getByRole('tab', { name: new RegExp(`^${text('uk', 'admin', `tabs.${section}`)}`) })).toHaveAttribute('aria-selected', 'true');
        await expect(tabPage.getByRole('tabpanel')).toBeVisible();
        await expect(tabPage.locator('[aria-busy="true"]')).toHaveCount(0);
      },
    });
  }
});
