import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { bearer, data, EVERY_DAY, newReadySpecialist, ZONE } from '../fixtures/api';
import { execute } from '../fixtures/database';
import { text } from '../fixtures/locales';
import { openSignedIn, signUpCustomer } from '../fixtures/session';

/**
 * Issue #11, the specialist's money in a real browser against the real API (interface in
 * Ukrainian, the built-in test payment provider): a new specialist sets up payout details on
 * /specialist/earnings; a customer pays a 1 000 ₴ booking of theirs in full through the API; the
 * booking is marked paid on the bookings list and the money waits for the payout. Income counts by
 * visit date and money becomes payable once the visit is completed: the test moves the visit into
 * the past (e2e/fixtures/database.ts), completes it, sees gross 1 000 ₴, the 8% commission (80 ₴)
 * and 920 ₴ net, and requests the payout.
 */
const fill = (template: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((s, [name, value]) => s.replaceAll(`{{${name}}}`, String(value)), template);
const e = (key: string, values: Record<string, string | number> = {}) => fill(text('uk', 'earnings', key), values);
const bs = (key: string, values: Record<string, string | number> = {}) => fill(text('uk', 'bookings', key), values);
const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A text with amounts as the page writes them ("1 000 ₴", no-break spaces): contained, or the whole text. */
const uah = (value: string) => new RegExp(escape(value).replace(/ /g, '\\s'));
const exactly = (value: string) => new RegExp(`^${uah(value).source}$`);

const IBAN = 'UA21 3223 1300 0002 6007 2335 6600 1';
const IBAN_MASKED = 'UA21 •••• 6001';
const RECIPIENT = 'ФОП Гроші Оксана';


/** A new specialist of this test, ready to take bookings at once. */
const newSpecialist = async (request: APIRequestContext) =>
  (await newReadySpecialist(request, { prefix: 'e2e-earnings', firstName: 'Оксана', lastName: 'Грошова', specialization: 'Манікюр', address: 'вул. Хрещатик, 1' })).tokens;

/** "HH:mm" in Kyiv of the whole minutes from 60 s to 4 min from now: the service's slots, so its visit starts soon. */
const soonSlots = (): string[] => {
  const first = Math.ceil((Date.now() + 60_000) / 60_000) * 60_000;
  const format = new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return [...new Set([0, 1, 2, 3].map((i) => format.format(new Date(first + i * 60_000))))];
};

async function expectTile(page: Page, key: string, label: string, amount: string) {
  const tile = page.getByTestId(`tile-${key}`);
  await expect(tile).toContainText(label);
  await expect(tile).toContainText(uah(amount));
}

test('a specialist sets payout details, sees a paid booking’s gross, 8% commission and net, and requests the payout', async ({ page, request }) => {
  test.setTimeout(90_000);
  const specialist = await newSpecialist(request);

  // Nothing earned yet: the page explains how money comes, and the payout details are set up here.
  await openSignedIn(page, specialist, '/specialist/earnings');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(e('title'));
  const empty = page.getByRole('region', { name: e('empty.title') });
  await expect(empty).toContainText(e('empty.steps.commission', { percent: 8 }));
  const settings = page.getByRole('region', { name: e('settings.title') });
  await settings.getByRole('textbox', { name: new RegExp(`^${e('settings.iban')}`) }).fill('UA21 3223 1300 0002 6007 2335 6600 2');
  await settings.getByRole('textbox', { name: new RegExp(`^${e('settings.recipientName')}`) }).fill(RECIPIENT);
  await settings.getByRole('button', { name: e('settings.setUpSubmit') }).click();
  // A typo in the IBAN is caught on the device.
  await expect(settings.getByText(text('uk', 'validation', 'ibanChecksum'))).toBeVisible();
  await settings.getByRole('textbox', { name: new RegExp(`^${e('settings.iban')}`) }).fill(IBAN);
  await settings.getByRole('button', { name: e('settings.setUpSubmit') }).click();
  await expect(page.getByText(e('settings.setUp'))).toBeVisible();
  await expect(settings.getByTestId('saved-iban')).toHaveText(IBAN_MASKED);
  await expect(settings.getByRole('switch', { name: e('settings.acceptOnlinePayments') })).toBeChecked();

  // A 1 000 ₴ service whose visit starts within minutes; a customer books it and pays in full.
  const { service } = await data<{ service: { id: string } }>(
    await request.post('/api/v1/specialists/services', {
      headers: bearer(specialist),
      data: { name: `Манікюр ${Date.now().toString(36)}`, description: 'Класичний манікюр', customCategory: 'Манікюр', price: 1000, duration: 15, availableDays: EVERY_DAY, timeSlots: soonSlots() },
    }),
    'service',
  );
  const customer = await signUpCustomer(request, { prefix: 'e2e-earnings' });
  let booking: { id: string; scheduledAt: string; status: string } | null = null;
  for (let attempt = 0; attempt < 3 && !booking; attempt += 1) {
    const { days } = await data<{ days: { slots: string[] }[] }>(await request.get(`/api/v1/services/${service.id}/availability`, { params: { days: 2, timezone: ZONE } }), 'availability');
    const slot = days.flatMap((d) => d.slots).find((s) => Date.parse(s) > Date.now() + 20_000);
    expect(slot, 'a slot of the service within minutes').toBeTruthy();
    const response = await request.post('/api/v1/bookings', { headers: bearer(customer), data: { serviceId: service.id, scheduledAt: slot, type: 'in_person' } });
    if (response.status() === 409 || response.status() === 422) continue;
    booking = (await data<{ booking: { id: string; scheduledAt: string; status: string } }>(response, 'booking')).booking;
  }
  if (!booking) throw new Error('Could not book a slot of the service');
  const { payment } = await data<{ payment: { status: string; amount: number } }>(
    await request.post('/api/v1/payments/process-full-payment', { headers: bearer(customer), data: { bookingId: booking.id, paymentMethodId: 'pm_card_visa' } }),
    'full payment',
  );
  expect(payment).toMatchObject({ status: 'SUCCEEDED', amount: 1000 });

  // Income counts by visit date (#26): the visit is still to come, so nothing is earned yet; the
  // money paid online waits for the payout.
  await page.reload();
  await expectTile(page, 'gross', e('tiles.gross'), '0 ₴');
  await expectTile(page, 'pendingPayout', e('tiles.pendingPayout'), '920 ₴');
  const ledger = page.getByRole('region', { name: e('payouts.title') });
  // Money becomes payable once the visit has taken place.
  await expect(ledger.getByTestId('payout-available')).toHaveText(exactly('0 ₴'));
  await expect(ledger.getByRole('button', { name: e('payouts.request') })).toHaveCount(0);

  // The bookings list marks the booking paid.
  await page.goto('/specialist/bookings');
  const row = page.locator(`article[data-booking-id="${booking.id}"]`);
  await expect(row).toContainText(uah(bs('paymentBadge.status.PAID', { amount: '1 000 ₴' })));

  // The visit takes place (moved a day back in the database: no endpoint moves time, and waiting
  // for the start would cost minutes), and the specialist completes it through the API.
  expect(
    await execute(
      `UPDATE bookings SET scheduled_at = scheduled_at - interval '1 day', ends_at = ends_at - interval '1 day', busy_until = busy_until - interval '1 day' WHERE id = $1`,
      [booking.id],
    ),
  ).toBe(1);
  await data(await request.post(`/api/v1/bookings/${booking.id}/start`, { headers: bearer(specialist) }), 'start');
  await data(await request.post(`/api/v1/bookings/${booking.id}/complete`, { headers: bearer(specialist) }), 'complete');

  // The visit took place: the specialist sees what was paid, the platform's 8% and what is theirs
  // (all time: the visit was moved a day back, which on the 1st is last month).
  await page.goto('/specialist/earnings?period=all');
  await expectTile(page, 'gross', e('tiles.gross'), '1 000 ₴');
  await expectTile(page, 'commission', e('tiles.commission', { percent: 8 }), '80 ₴');
  await expectTile(page, 'net', e('tiles.net'), '920 ₴');
  // Now 920 ₴ can be paid out: the specialist asks for it and sees it in the ledger.
  await expect(ledger.getByTestId('payout-available')).toHaveText(exactly('920 ₴'));
  await ledger.getByRole('button', { name: e('payouts.request') }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(e('payouts.confirmTo', { iban: IBAN_MASKED, name: RECIPIENT }));
  await dialog.getByRole('button', { name: e('payouts.request') }).click();
  await expect(page.getByText(uah(e('payouts.requested', { amount: '920 ₴' })))).toBeVisible();
  const payout = ledger.getByRole('listitem');
  await expect(payout).toHaveCount(1);
  await expect(payout).toContainText(uah('920 ₴'));
  await expect(payout).toContainText(e('payouts.statuses.PENDING'));
  await expect(payout).toContainText(IBAN_MASKED);
  await expect(ledger.getByTestId('payout-available')).toHaveText(exactly('0 ₴'));
});
