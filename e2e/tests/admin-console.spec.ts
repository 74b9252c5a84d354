import { expect, test, type Page } from '@playwright/test';
import { bearer, data } from '../fixtures/api';
import { text } from '../fixtures/locales';
import { DEMO, fillLoginForm, logInThroughApi, openSignedIn, signUpCustomer } from '../fixtures/session';

/**
 * Issue #15, the admin console in a real browser against the real API (interface in
 * Ukrainian): the demo admin opens every section; suspends a customer of this test with a
 * reason (and the cancel-bookings choice), after which that customer's sign-in is refused with
 * the suspended message; then reactivates them, and both actions are in the audit log.
 */
const a = (key: string) => text('uk', 'admin', key);
const SECTIONS = ['overview', 'users', 'analytics', 'verification', 'moderation', 'feedback', 'support', 'settings', 'audit'] as const;
// What each section shows once its data is in (a list, its empty state, or its form).
const READY: Record<(typeof SECTIONS)[number], string> = {
  overview: '[data-testid="headline-usersTotal"]',
  users: '[data-testid="users-table"], [data-testid="users-empty"]',
  analytics: '[data-testid="kpi-bookings"]',
  verification: '[data-testid="verification-request"], [data-testid="verification-empty"]',
  moderation: '[data-testid="report"], [data-testid="reports-empty"]',
  feedback: '[data-testid="feedback-item"], [data-testid="feedback-empty"]',
  support: '[data-testid="support-thread"], [data-testid="support-empty"]',
  settings: 'role=switch',
  audit: '[data-testid="audit-table"], [data-testid="audit-empty"]',
};

const tab = (page: Page, section: (typeof SECTIONS)[number]) => page.getByRole('tab', { name: new RegExp(`^${a(`tabs.${section}`)}`) });

test('the admin opens every section of the console', async ({ page, request }) => {
  // Nine sections, each loading its own chunk of data (and recharts for the analytics).
  test.setTimeout(90_000);
  const admin = await logInThroughApi(request, DEMO.admin.email, DEMO.admin.password);
  await openSignedIn(page, admin, '/admin/dashboard');
  // The first page of a fresh server on a busy machine: the shell, the console's chunk and its texts.
  await expect(page.getByRole('heading', { level: 1, name: a('title') })).toBeVisible({ timeout: 15_000 });
  for (const section of SECTIONS) {
    await tab(page, section).click();
    await expect(tab(page, section)).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(section === 'overview' ? /\/admin\/dashboard$/ : new RegExp(`\\?tab=${section}$`));
    const panel = page.getByRole('tabpanel');
    await expect(panel.locator(READY[section]).first()).toBeVisible({ timeout: 15_000 });
    await expect(panel.getByTestId('admin-error')).toHaveCount(0);
  }
  // Money in the Ukrainian way.
  await tab(page, 'overview').click();
  await expect(page.getByTestId('headline-paid').locator('dd')).toHaveText(/^[\d\u00a0\u202f ]+(,\d+)?\u00a0₴$/);
});

test('a suspended customer cannot sign in until the admin reactivates them', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const password = 'Account12345';
  const customer = await signUpCustomer(request, { prefix: 'e2e-suspend', firstName: 'Зоряна', lastName: 'Блокова', password });
  const { user: target } = await data<{ user: { id: string } }>(await request.get('/api/v1/auth/me', { headers: bearer(customer) }), 'customer');
  const admin = await logInThroughApi(request, DEMO.admin.email, DEMO.admin.password);

  await openSignedIn(page, admin, '/admin/dashboard?tab=users');
  await page.getByLabel(a('users.filters.search'), { exact: true }).fill(customer.email);
  const row = page.getByTestId('user-row').filter({ hasText: customer.email });
  await expect(row).toHaveCount(1);
  await expect(page.getByTestId('user-row')).toHaveCount(1);
  await expect(row.getByTestId('user-status')).toHaveText(a('userStatus.ACTIVE'));

  // Suspend: a reason is required.
  await row.getByRole('button', { name: a('users.actions.suspend') }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Зоряна Блокова');
  await dialog.getByRole('button', { name: a('users.status.suspendConfirm'), exact: true }).click();
  await expect(dialog.getByText(a('validation.required'))).toBeVisible();
  await dialog.getByLabel(new RegExp(a('users.status.reason'))).fill('Спам у повідомленнях фахівцям');
  await dialog.getByRole('checkbox', { name: new RegExp(a('users.status.cancelBookings')) }).check();
  await dialog.getByRole('button', { name: a('users.status.suspendConfirm'), exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByTestId('user-status')).toHaveText(a('userStatus.SUSPENDED'));

  // Every session of theirs ended at once, and the sign-in form refuses them with the suspended message.
  expect([401, 403]).toContain((await request.get('/api/v1/auth/me', { headers: bearer(customer) })).status());
  const guest = await browser.newContext();
  const login = await guest.newPage();
  await login.goto('/auth/login');
  await fillLoginForm(login, { email: customer.email, password });
  await expect(login.getByRole('alert')).toContainText(text('uk', 'errors', 'codes.ACCOUNT_SUSPENDED'));
  await expect(login).toHaveURL(/\/auth\/login/);

  // Reactivate, with a reason.
  await row.getByRole('button', { name: a('users.actions.reactivate') }).click();
  await dialog.getByLabel(new RegExp(a('users.status.reason'))).fill('Скаргу розглянуто, доступ повернено');
  await dialog.getByRole('button', { name: a('users.status.reactivateConfirm'), exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByTestId('user-status')).toHaveText(a('userStatus.ACTIVE'));

  await fillLoginForm(login, { email: customer.email, password });
  await expect(login).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  await guest.close();

  // Both actions are in the audit log, newest first, with their reasons (other specs act as the demo admin meanwhile: only this customer's entries are read).
  await tab(page, 'audit').click();
  const entries = page.getByTestId('audit-entry').filter({ hasText: target.id });
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(0)).toContainText(a('audit.actions.user_reactivate'));
  await expect(entries.nth(0)).toContainText('Скаргу розглянуто, доступ повернено');
  await expect(entries.nth(1)).toContainText(a('audit.actions.user_suspend'));
  await expect(entries.nth(1)).toContainText('Спам у повідомленнях фахівцям');
});
