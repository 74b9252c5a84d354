import { expect, test, type APIRequestContext } from '@playwright/test';
import { bearer, data, EVERY_DAY, newReadySpecialist } from '../fixtures/api';
import { text } from '../fixtures/locales';
import { openSignedIn, signUpCustomer, type Tokens } from '../fixtures/session';

/**
 * Issue #14, settings in a real browser against the real API (interface in Ukrainian):
 * (a) a fresh customer saves an address in Settings → Addresses, then books an in-person visit
 *     with a specialist who comes to the customer (no address of their own): the Details step
 *     offers the saved default address, and the booking carries it;
 * (b) a fresh specialist switches "show profile in search" off in Settings → Business, and a
 *     guest's search no longer finds their service (then on again, and it is found).
 * Both specialists are this test's own, so no other spec sees their changes.
 */
const fill = (template: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((s, [name, value]) => s.replaceAll(`{{${name}}}`, String(value)), template);
const a = (key: string, values: Record<string, string | number> = {}) => fill(text('uk', 'account', key), values);
const b = (key: string) => text('uk', 'booking', key);
const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A service of `specialist`, bookable every hour of every day. */
async function hourlyService(request: APIRequestContext, specialist: Tokens, name: string): Promise<string> {
  const { service } = await data<{ service: { id: string } }>(
    await request.post('/api/v1/specialists/services', {
      headers: bearer(specialist),
      data: {
        name,
        description: 'Послуга тесту налаштувань',
        customCategory: 'Домашні послуги',
        price: 600,
        duration: 60,
        availableDays: EVERY_DAY,
        timeSlots: Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, '0')}:00`),
      },
    }),
    'service',
  );
  return service.id;
}

test('a customer saves an address in settings and books a visit at it', async ({ page, request }) => {
  test.setTimeout(90_000);
  const tag = Date.now().toString(36);
  // No address of their own: the specialist comes to the customer, whose address the booking needs.
  const { tokens: specialist } = await newReadySpecialist(request, { prefix: 'e2e-addr', firstName: 'Ірина', lastName: 'Виїзна', specialization: 'Прибирання', address: '' });
  const serviceId = await hourlyService(request, specialist, `Прибирання вдома ${tag}`);
  const customer = await signUpCustomer(request, { prefix: 'e2e-addr' });

  // Settings → Addresses: empty, then one saved address (the default, being the first).
  await openSignedIn(page, customer, '/settings?tab=addresses');
  await expect(page.getByText(a('addresses.emptyTitle'))).toBeVisible();
  await page.getByRole('button', { name: a('addresses.add') }).click();
  const dialog = page.getByRole('dialog', { name: a('addresses.addTitle') });
  await dialog.getByText(a('addresses.labels.home'), { exact: true }).click();
  await dialog.getByRole('textbox', { name: new RegExp(`^${escape(a('addresses.fields.line1'))}`) }).fill(`вул. Лаврська, ${tag}`);
  await dialog.getByRole('textbox', { name: new RegExp(`^${escape(a('addresses.fields.line2'))}`) }).fill('кв. 12');
  await dialog.getByRole('textbox', { name: new RegExp(`^${escape(a('addresses.fields.city'))}`) }).fill('Київ');
  await dialog.getByRole('textbox', { name: a('addresses.fields.postalCode') }).fill('01015');
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/v1/users/addresses') && r.request().method() === 'POST');
  await dialog.getByRole('button', { name: a('addresses.save') }).click();
  expect((await saved).ok()).toBe(true);
  const line = `вул. Лаврська, ${tag}, кв. 12, Київ, 01015`;
  const card = page.getByTestId('saved-address');
  await expect(card).toContainText(line);
  await expect(card).toContainText(a('addresses.default'));

  // The booking: first free slot, then Details offers the saved address, already chosen.
  await page.goto(`/booking/${serviceId}`);
  const slot = page.getByRole('region', { name: new RegExp(`^${b('calendar.slotsHeading').replace('{{date}}', '')}`) }).getByRole('button').first();
  await expect(slot).toBeVisible({ timeout: 15_000 });
  await slot.click();
  await page.getByRole('button', { name: b('actions.next'), exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: b('details.heading') })).toBeFocused();
  await expect(page.getByRole('radio', { name: new RegExp(escape(line)) })).toBeChecked();
  await expect(page.getByRole('textbox', { name: new RegExp(b('details.location')) })).toHaveCount(0);
  await page.getByRole('button', { name: b('actions.next'), exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: b('payment.heading') })).toBeFocused();
  await page.getByRole('button', { name: b('actions.next'), exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: b('confirm.heading') })).toBeFocused();
  await expect(page.getByText(line)).toBeVisible();
  const created = page.waitForResponse((r) => r.url().endsWith('/api/v1/bookings') && r.request().method() === 'POST');
  await page.getByRole('button', { name: b('actions.confirm'), exact: true }).click();
  const response = await created;
  expect(response.ok(), await response.text()).toBe(true);
  const { data: result } = (await response.json()) as { data: { booking: { type: string; location: string | null } } };
  expect(result.booking).toMatchObject({ type: 'in_person', location: line });

  // And the customer's bookings show where the visit is.
  await page.goto('/bookings');
  await expect(page.getByText(line).first()).toBeVisible();
});

test('a specialist hides the profile from search, and a guest no longer finds it', async ({ page, browser, request }) => {
  test.setTimeout(90_000);
  const tag = Date.now().toString(36);
  const name = `Фотосесія Невидимка ${tag}`;
  const { tokens: specialist } = await newReadySpecialist(request, { prefix: 'e2e-hide', firstName: 'Олег', lastName: 'Прихований', specialization: 'Фотограф', address: 'вул. Саксаганського, 5' });
  await hourlyService(request, specialist, name);

  const guest = await browser.newPage();
  const guestFinds = async () => {
    await guest.goto(`/search?q=${encodeURIComponent(name)}`);
    await expect(guest.locator('#search-results-heading')).toBeVisible({ timeout: 15_000 });
    const results = guest.getByRole('list', { name: text('uk', 'search', 'results.listLabel') });
    // Either the results list (possibly with other services) or the empty state.
    await expect(results.or(guest.getByText(text('uk', 'search', 'empty.title')))).toBeVisible();
    return (await results.getByRole('link', { name }).count()) > 0;
  };
  expect(await guestFinds()).toBe(true);

  await openSignedIn(page, specialist, '/specialist/settings?tab=business');
  const visible = page.getByRole('switch', { name: a('business.showInSearch.label') });
  await expect(visible).toHaveAttribute('aria-checked', 'true');
  const hidden = page.waitForResponse((r) => r.url().endsWith('/api/v1/specialists/business-settings') && r.request().method() === 'PUT');
  await visible.click();
  expect((await hidden).ok()).toBe(true);
  await expect(visible).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByText(a('saveStatus.saved'), { exact: true })).toBeVisible();
  // Stored: a reload shows it off.
  await page.reload();
  await expect(page.getByRole('switch', { name: a('business.showInSearch.label') })).toHaveAttribute('aria-checked', 'false');

  await expect.poll(guestFinds, { timeout: 10_000 }).toBe(false);

  // On again: found again.
  const shown = page.waitForResponse((r) => r.url().endsWith('/api/v1/specialists/business-settings') && r.request().method() === 'PUT');
  await page.getByRole('switch', { name: a('business.showInSearch.label') }).click();
  expect((await shown).ok()).toBe(true);
  await expect.poll(guestFinds, { timeout: 10_000 }).toBe(true);
  await guest.close();
});
