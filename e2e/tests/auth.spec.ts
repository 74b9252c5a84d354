import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { text } from '../fixtures/locales';
import { DEMO, fillLoginForm, outboxLink } from '../fixtures/session';

/**
 * Sign-in screens in a real browser against the real API (interface in Ukrainian, the default).
 * Registration reads its verification e-mail from the dev outbox; the other tests use the demo
 * customer, read-only (one wrong password stays far below the per-account lockout).
 */

const auth = (key: string) => text('uk', 'auth', key);
const common = (key: string) => text('uk', 'common', key);

const emailField = (page: Page) => page.getByLabel(auth('fields.email'), { exact: true });
const passwordField = (page: Page) => page.getByLabel(auth('fields.password'), { exact: true });

/** Path and query of the verification link in the newest e-mail to `email` (the link's host is the API's APP_URL). */
async function verificationLinkFor(request: APIRequestContext, email: string): Promise<string> {
  const url = new URL(await outboxLink(request, email, '/auth/verify-email'));
  return `${url.pathname}${url.search}`;
}

test.describe('registration and e-mail verification', () => {
  test('a new customer registers, confirms the e-mail from the outbox, signs in and lands on /dashboard', async ({ page, request }) => {
    const email = `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const password = 'Vizyt2026Test';

    await page.goto('/auth/register');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(auth('register.title'));
    await page.getByRole('radio', { name: auth('accountType.customer.title') }).check();
    await page.getByLabel(auth('fields.firstName')).fill('Олена');
    await page.getByLabel(auth('fields.lastName')).fill('Тестова');
    await emailField(page).fill(email);
    await passwordField(page).fill(password);
    await page.getByLabel(auth('fields.confirmPassword'), { exact: true }).fill(password);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: auth('register.submit') }).click();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(auth('checkEmail.title'));
    await expect(page.getByText(email)).toBeVisible();
    // Still signed out: guarded pages send to login.
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();

    await page.goto(await verificationLinkFor(request, email));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(auth('verify.doneTitle'));
    await page.getByRole('link', { name: auth('verify.signIn') }).click();

    await expect(page).toHaveURL(/\/auth\/login$/);
    await fillLoginForm(page, { email, password });
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeTruthy();
  });
});

test.describe('sign-in and sign-out', () => {
  test('a guest opening /bookings signs in and comes back to /bookings', async ({ page }) => {
    await page.goto('/bookings');
    await expect(page).toHaveURL(/\/auth\/login\?returnUrl=%2Fbookings$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(auth('login.title'));
    await fillLoginForm(page, DEMO.customer);
    await expect(page).toHaveURL(/\/bookings$/);
  });

  test('signing out returns to / signed out, and /dashboard then asks to sign in', async ({ page }) => {
    await page.goto('/auth/login');
    await fillLoginForm(page, DEMO.customer);
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.getByRole('button', { name: common('actions.signOut') }).first().click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('link', { name: common('actions.signIn') })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();

    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/auth\/login\?returnUrl=%2Fdashboard$/);
  });

  test('a wrong password shows the translated INVALID_CREDENTIALS message', async ({ page }) => {
    await page.goto('/auth/login');
    await fillLoginForm(page, { email: DEMO.customer.email, password: 'NotThePassword1' });
    await expect(page.getByRole('alert')).toHaveText(text('uk', 'errors', 'codes.INVALID_CREDENTIALS'));
    await expect(page).toHaveURL(/\/auth\/login$/);
    // No global 401 toast on a login call.
    await expect(page.getByText(text('uk', 'errors', 'api.unauthorized'))).toHaveCount(0);
  });
});
