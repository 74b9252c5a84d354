import { expect, test, type APIRequestContext } from '@playwright/test';
import { bearer, data, EVERY_DAY, newReadySpecialist, ZONE } from '../fixtures/api';
import { execute } from '../fixtures/database';
import { text } from '../fixtures/locales';
import { openSignedIn, signUpCustomer, type Tokens } from '../fixtures/session';

/**
 * Issue #12, loyalty points in a real browser against the real API (interface in Ukrainian, the
 * built-in test payment provider): a customer pays a 1 000 ₴ visit online, the specialist
 * completes it and the customer earns 100 points (1 per 10 ₴); /loyalty and the header show
 * them. Paying the next 1 000 ₴ booking, the customer spends 60 of them: the card is charged
 * 940 ₴, the booking counts as paid in full, and /loyalty shows the REDEEM entry and 40 left.
 */
const fill = (template: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((s, [name, value]) => s.replaceAll(`{{${name}}}`, String(value)), template);
const p = (key: string, values: Record<string, string | number> = {}) => fill(text('uk', 'payments', key), values);
const l = (key: string, values: Record<string, string | number> = {}) => fill(text('uk', 'loyalty', key), values);
const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A text with amounts as the page writes them ("1 000 ₴", no-break spaces). */
const uah = (value: string) => new RegExp(escape(value).replace(/ /g, '\\s'));

const IBAN = 'UA213223130000026007233566001';
const PRICE = 1000;


/** A specialist of this test who takes cards (30% deposit offered, not required) and a 1 000 ₴ service bookable every hour. */
async function cardTakingService(request: APIRequestContext): Promise<{ specialist: Tokens; serviceId: string; name: string }> {
  const { tokens: specialist } = await newReadySpecialist(request, { prefix: 'e2e-loyalty', firstName: 'Ганна', lastName: 'Бальна', specialization: 'Масажистка', address: 'вул. Ярославів Вал, 3' });
  const headers = bearer(specialist);
  await data(
    await request.post('/api/v1/specialists/payment-settings/setup', { headers, data: { payoutIban: IBAN, payoutRecipientName: 'ФОП Бальна Ганна', depositPercent: 30, requireDeposit: false } }),
    'payment settings',
  );
  const name = `Масаж ${Date.now().toString(36)}`;
  const { service } = await data<{ service: { id: string } }>(
    await request.post('/api/v1/specialists/services', {
      headers,
      data: {
        name,
        description: 'Масаж спини',
        customCategory: 'Масаж',
        price: PRICE,
        duration: 60,
        availableDays: EVERY_DAY,
        timeSlots: Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, '0')}:00`),
      },
    }),
    'service',
  );
  return { specialist, serviceId: service.id, name };
}

/** A booking of the customer's, three or more days from now: the `skip`-th free slot from then. */
async function book(request: APIRequestContext, customer: Tokens, serviceId: string, skip = 0): Promise<string> {
  const { days } = await data<{ days: { slots: string[] }[] }>(await request.get(`/api/v1/services/${serviceId}/availability`, { params: { days: 7, timezone: ZONE } }), 'availability');
  const slot = days.flatMap((day) => day.slots).filter((s) => Date.parse(s) > Date.now() + 72 * 3_600_000)[skip];
  expect(slot, 'a free slot three days ahead').toBeDefined();
  const { booking } = await data<{ booking: { id: string } }>(
    await request.post('/api/v1/bookings', { headers: bearer(customer), data: { serviceId, scheduledAt: slot, type: 'in_person' } }),
    'booking',
  );
  return booking.id;
}

/**
 * 100 points the real way: a 1 000 ₴ visit paid online in full that has taken place. A booking can
 * only be made for the future and completed after its start, and no endpoint moves time: the
 * visit is moved five days back in the database instead of waiting for a start; the specialist
 * then completes it through the API, which credits the points (1 per 10 ₴ paid).
 */
async function earnHundredPoints(request: APIRequestContext, specialist: Tokens, customer: Tokens, serviceId: string): Promise<void> {
  const visited = await book(request, customer, serviceId);
  const { payment: first } = await data<{ payment: { status: string; amount: number } }>(
    await request.post('/api/v1/payments/process-full-payment', { headers: bearer(customer), data: { bookingId: visited, paymentMethodId: 'pm_card_visa' } }),
    'full payment',
  );
  expect(first).toMatchObject({ status: 'SUCCEEDED', amount: PRICE });
  expect(
    await execute(
      `UPDATE bookings SET scheduled_at = scheduled_at - interval '5 days', ends_at = ends_at - interval '5 days', busy_until = busy_until - interval '5 days' WHERE id = $1`,
      [visited],
    ),
  ).toBe(1);
  await data(await request.post(`/api/v1/bookings/${visited}/start`, { headers: bearer(specialist) }), 'start');
  await data(await request.post(`/api/v1/bookings/${visited}/complete`, { headers: bearer(specialist) }), 'complete');
}

test('a customer earns points for a visit paid online, spends them at payment and pays less; /loyalty shows both', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { specialist, serviceId, name } = await cardTakingService(request);
  const customer = await signUpCustomer(request, { prefix: 'e2e-loyalty' });

  await earnHundredPoints(request, specialist, customer, serviceId);

  // 1 point per 10 ₴ paid: 100 points, on /loyalty and in the header.
  await openSignedIn(page, customer, '/loyalty');
  await expect(page.getByRole('heading', { level: 1, name: l('title') })).toBeVisible();
  await expect(page.getByTestId('loyalty-balance')).toContainText(/100\s*балів/);
  await expect(page.getByTestId('loyalty-lifetime')).toContainText(l('points_many', { value: 100 }));
  const earned = page.getByTestId('loyalty-entry').first();
  await expect(earned).toHaveAttribute('data-kind', 'EARN');
  await expect(earned).toContainText(l('history.kind.EARN'));
  await expect(earned).toContainText(name);
  await expect(earned).toContainText(l('points_many', { value: '+100' }));
  const headerPoints = page.getByRole('banner').getByRole('link', { name: text('uk', 'common', 'account.loyaltyPoints').replace('{{points}}', '100') });
  await expect(headerPoints).toHaveAttribute('href', '/loyalty');

  // The next 1 000 ₴ booking, paid in full with 60 of the points: the card is charged 940 ₴.
  const next = await book(request, customer, serviceId, 1);
  await page.goto(`/payment/${next}`);
  await page.getByRole('radio', { name: new RegExp(escape(p('options.full'))) }).check();
  const usePoints = page.getByRole('checkbox', { name: p('points.use') });
  // Offered, not spent: unticked until the customer ticks it (issue #26 item 13).
  await expect(usePoints).not.toBeChecked();
  await expect(page.getByRole('button', { name: uah(p('pay.submit', { amount: '1 000 ₴' })) })).toBeVisible();
  await usePoints.check();
  // 20 % of 1 000 ₴ would be 200; the balance allows 100.
  const amount = page.getByRole('spinbutton', { name: p('points.amount') });
  await expect(amount).toHaveValue('100');
  await amount.fill('60');
  await expect(page.getByTestId('points-total')).toContainText(uah('940 ₴'));
  await expect(page.getByText(p('card.testMode.title'))).toBeVisible();
  await page.getByLabel(new RegExp(`^${p('card.number')}`)).fill('4242 4242 4242 4242');
  await page.getByLabel(new RegExp(`^${p('card.expiry')}`)).fill('1230');
  await page.getByLabel(new RegExp(`^${p('card.cvc')}`)).fill('123');
  await page.getByRole('button', { name: uah(p('pay.submit', { amount: '940 ₴' })) }).click();

  const result = page.getByRole('region', { name: p('result.title') });
  await expect(result).toBeVisible({ timeout: 15_000 });
  await expect(result.locator('dt', { hasText: p('result.paidNow') }).locator('+ dd')).toHaveText(uah('940 ₴'));
  await expect(result.locator('dt', { hasText: p('result.points') }).locator('+ dd')).toHaveText(uah(p('result.pointsValue_many', { count: 60, amount: '60 ₴' })));
  await expect(result.getByText(p('result.textFull'))).toBeVisible();
  await expect(page.getByRole('banner').getByTestId('header-loyalty-points')).toHaveText('40');

  // What the server recorded: 940 ₴ charged, 60 points spent, the booking paid in full.
  const { payments } = await data<{ payments: { bookingId: string; amount: number; pointsRedeemed: number; status: string }[] }>(
    await request.get('/api/v1/payments/history', { headers: bearer(customer) }),
    'history',
  );
  expect(payments.find((payment) => payment.bookingId === next)).toMatchObject({ amount: 940, pointsRedeemed: 60, status: 'SUCCEEDED' });
  const { booking } = await data<{ booking: { paymentStatus: string } }>(await request.get(`/api/v1/bookings/${next}`, { headers: bearer(customer) }), 'booking');
  expect(booking.paymentStatus).toBe('PAID');

  // /loyalty: the spending on top of the history, 40 points left.
  await page.goto('/loyalty');
  await expect(page.getByTestId('loyalty-balance')).toContainText(/40\s*балів/);
  const spent = page.getByTestId('loyalty-entry').first();
  await expect(spent).toHaveAttribute('data-kind', 'REDEEM');
  await expect(spent).toContainText(l('history.kind.REDEEM'));
  await expect(spent).toContainText(name);
  await expect(spent).toContainText(l('points_many', { value: '−60' }));
  await expect(page.getByTestId('loyalty-entry')).toHaveCount(2);
  await expect(page.getByRole('banner').getByTestId('header-loyalty-points')).toHaveText('40');
});

/**
 * Issue #26 items 11 and 13: 3-D Secure with points through the booking flow. The points are
 * offered unticked on the Payment step and chosen there; the payment is asked for once; the
 * button, the bank's dialog, the confirmation, /payments, the invoice, the charge the server
 * recorded and the points balance all say one amount: 300 ₴ deposit = 60 points + 240 ₴ by card,
 * 700 ₴ left for the visit — and no cancelled attempt is left behind.
 */
test('3-D Secure with points: the button, the bank dialog, the confirmation, /payments, the invoice and the balance agree', async ({ page, request }) => {
  test.setTimeout(150_000);
  const b = (key: string, values: Record<string, string | number> = {}) => fill(text('uk', 'booking', key), values);
  const { specialist, serviceId, name } = await cardTakingService(request);
  const customer = await signUpCustomer(request, { prefix: 'e2e-loyalty-3ds' });
  await earnHundredPoints(request, specialist, customer, serviceId);

  await openSignedIn(page, customer, `/booking/${serviceId}`);
  const slots = page.getByRole('region', { name: new RegExp(`^${escape(b('calendar.slotsHeading').replace('{{date}}', ''))}`) }).getByRole('button');
  await expect(slots.first()).toBeVisible({ timeout: 15_000 });
  // Any free start of the first day shown (in the evening only a few are left today).
  await slots.last().click();
  await page.getByRole('button', { name: b('actions.next'), exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: b('details.heading') })).toBeFocused();
  await page.getByRole('button', { name: b('actions.next'), exact: true }).click();

  // Payment: the 30 % deposit (300 ₴), points offered unticked; ticked, 20 % of it = 60 points.
  await expect(page.getByRole('heading', { level: 2, name: b('payment.heading') })).toBeFocused();
  await expect(page.getByRole('radio', { name: new RegExp(escape(p('options.deposit', { percent: 30 }))) })).toBeChecked();
  const usePoints = page.getByRole('checkbox', { name: p('points.use') });
  await expect(usePoints).not.toBeChecked();
  await usePoints.check();
  await expect(page.getByRole('spinbutton', { name: p('points.amount') })).toHaveValue('60');
  await expect(page.getByTestId('points-total')).toContainText(uah('240 ₴'));
  await expect(page.getByText(p('card.testMode.title'))).toBeVisible();
  await page.getByLabel(new RegExp(`^${p('card.number')}`)).fill('4000 0025 0000 3155');
  await page.getByLabel(new RegExp(`^${p('card.expiry')}`)).fill('1230');
  await page.getByLabel(new RegExp(`^${p('card.cvc')}`)).fill('123');
  await page.getByRole('button', { name: b('actions.next'), exact: true }).click();

  // Confirmation names the same amount; confirming pays it at once (no second payment form).
  await expect(page.getByRole('heading', { level: 2, name: b('confirm.heading') })).toBeFocused();
  await expect(page.locator('dt', { hasText: b('confirm.payment') }).locator('+ dd')).toContainText(uah('240 ₴'));
  await page.getByRole('button', { name: b('actions.confirm'), exact: true }).click();

  // The bank's dialog asks for the amount the button said.
  const dialog = page.getByRole('dialog', { name: p('authenticate.title') });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect(dialog).toContainText(uah('240 ₴'));
  // No second payment form after "Confirm", and nothing on the page names another amount.
  await expect(page.getByLabel(new RegExp(`^${p('card.number')}`))).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Сплатити\s\d/ }).filter({ hasNotText: uah('240 ₴') })).toHaveCount(0);
  await dialog.getByRole('button', { name: p('authenticate.approve') }).click();

  // The confirmation adds up: 1 000 ₴ = 60 points + 240 ₴ by card + 700 ₴ at the visit.
  await expect(page.getByRole('heading', { level: 2, name: b('success.confirmedTitle') })).toBeVisible({ timeout: 15_000 });
  const successFact = (key: string) => page.locator('dt', { hasText: b(key) }).locator('+ dd');
  await expect(successFact('success.price')).toHaveText(uah('1 000 ₴'));
  await expect(successFact('success.points')).toHaveText(uah(b('success.pointsValue_many', { count: 60, amount: '60 ₴' })));
  await expect(successFact('success.paidOnline')).toContainText(uah('240 ₴'));
  await expect(successFact('success.leftToPay')).toHaveText(uah('700 ₴'));
  await expect(page.getByRole('banner').getByTestId('header-loyalty-points')).toHaveText('40');

  // What the server charged and recorded: one payment, 240 ₴ and 60 points; no cancelled attempt.
  const { payments } = await data<{ payments: { id: string; bookingId: string; amount: number; pointsRedeemed: number; status: string; service: { name: string } }[] }>(
    await request.get('/api/v1/payments/history', { headers: bearer(customer) }),
    'history',
  );
  const ofBooking = payments.filter((payment) => payment.service.name === name && payment.amount !== PRICE);
  expect(ofBooking).toEqual([expect.objectContaining({ amount: 240, pointsRedeemed: 60, status: 'SUCCEEDED' })]);
  const paymentId = ofBooking[0]?.id ?? '';
  const { invoice } = await data<{ invoice: { servicePrice: number; amount: number; pointsDiscount: number } }>(
    await request.get(`/api/v1/payments/${paymentId}/invoice`, { headers: bearer(customer) }),
    'invoice',
  );
  expect(invoice).toMatchObject({ servicePrice: PRICE, amount: 240, pointsDiscount: 60 });

  // /payments says the same: 240 ₴ by card, 60 points.
  await page.goto('/payments');
  const row = page.locator(`article[data-payment-id="${paymentId}"]`);
  await expect(row).toContainText(uah('240 ₴'));
  await expect(row).toContainText(p('status.SUCCEEDED'));
  await expect(row).toContainText(uah(p('result.pointsValue_many', { count: 60, amount: '60 ₴' })));
  await expect(page.getByRole('banner').getByTestId('header-loyalty-points')).toHaveText('40');
});

test('the cancel dialog names the refund and the points that come back (issue #26 item 13, needs can-cancel pointsReturned)', async ({ page, request }) => {
  test.setTimeout(150_000);
  const bs = (key: string, values: Record<string, string | number> = {}) => fill(text('uk', 'bookings', key), values);
  const { specialist, serviceId, name } = await cardTakingService(request);
  const customer = await signUpCustomer(request, { prefix: 'e2e-loyalty-cancel' });
  await earnHundredPoints(request, specialist, customer, serviceId);

  // The 300 ₴ deposit of the next booking: 60 points and 240 ₴ by card.
  const next = await book(request, customer, serviceId, 1);
  const { paymentIntent } = await data<{ paymentIntent: { id: string; amount: number } }>(
    await request.post('/api/v1/payments/create-intent', { headers: bearer(customer), data: { bookingId: next, type: 'DEPOSIT', redeemPoints: 60 } }),
    'intent',
  );
  expect(paymentIntent.amount).toBe(240);
  await data(await request.post('/api/v1/payments/confirm-intent', { headers: bearer(customer), data: { paymentIntentId: paymentIntent.id, paymentMethodId: 'pm_card_visa' } }), 'confirm');

  await openSignedIn(page, customer, '/bookings');
  await expect(page.getByRole('banner').getByTestId('header-loyalty-points')).toHaveText('40');
  const card = page.locator(`article[data-booking-id="${next}"]`);
  await card.getByRole('button', { name: bs('actions.cancel'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: bs('cancel.title') });
  await expect(dialog.getByText(uah(bs('cancel.refundFull', { amount: '240 ₴' })))).toBeVisible();
  await expect(dialog.getByText(bs('cancel.pointsBack_many', { count: 60 }))).toBeVisible();
  await dialog.getByLabel(new RegExp(`^${bs('cancel.reason')}`)).fill('Змінилися плани');
  await dialog.getByRole('button', { name: bs('cancel.confirm'), exact: true }).click();
  await expect(page.getByText(uah(bs('cancel.doneRefunded', { service: name, amount: '240 ₴' })))).toBeVisible();
  await page.goto('/loyalty');
  await expect(page.getByTestId('loyalty-balance')).toContainText(/100\s*балів/);
});
