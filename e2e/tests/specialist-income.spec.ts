import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { bearer, data, EVERY_DAY, newReadySpecialist, ZONE } from '../fixtures/api';
import { execute } from '../fixtures/database';
import { text } from '../fixtures/locales';
import { openSignedIn, signUpCustomer, type Tokens } from '../fixtures/session';

/**
 * Issue #26, item 14: the specialist's income agrees with itself. A new specialist's month holds a
 * 1 000 ₴ visit paid online in full and a 700 ₴ visit paid at the visit, both completed, and a
 * 1 000 ₴ visit of next month paid online now. At 1280 px the dashboard ("gross revenue this
 * month"), /specialist/earnings, /specialist/bookings (the summary's "gross revenue this month")
 * and /specialist/analytics all show gross 1 700 ₴ (by visit date, next month's visit not yet),
 * commission 80 ₴ (8 % of the online payment, none on the cash) and net 1 620 ₴, and say that the
 * figures are by visit date (in Ukrainian, the default language).
 */
const fill = (template: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((s, [name, value]) => s.replaceAll(`{{${name}}}`, String(value)), template);
const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** An amount as the page writes it ("1 700 ₴", no-break spaces). */
const uah = (value: string) => new RegExp(escape(value).replace(/ /g, '\\s'));

const GROSS = '1 700 ₴';
const COMMISSION = '80 ₴';
const NET = '1 620 ₴';

/** "HH:mm" in Kyiv, `minutes` from now rounded up to the minute: a slot of the service. */
const slotIn = (minutes: number) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(Math.ceil((Date.now() + minutes * 60_000) / 60_000) * 60_000));

async function book(request: APIRequestContext, customer: Tokens, serviceId: string, after: number): Promise<{ id: string }> {
  const { days } = await data<{ days: { slots: string[] }[] }>(await request.get(`/api/v1/services/${serviceId}/availability`, { params: { days: 2, timezone: ZONE } }), 'availability');
  const slot = days.flatMap((day) => day.slots).find((s) => Date.parse(s) > after);
  expect(slot, 'a free slot of the service').toBeTruthy();
  return (await data<{ booking: { id: string } }>(await request.post('/api/v1/bookings', { headers: bearer(customer), data: { serviceId, scheduledAt: slot, type: 'in_person' } }), 'booking')).booking;
}

/** Moves a booking to `at` in the database (no endpoint moves time). */
async function moveTo(bookingId: string, at: Date) {
  expect(
    await execute(
      `UPDATE bookings SET scheduled_at = $2, ends_at = $2::timestamptz + (ends_at - scheduled_at), busy_until = $2::timestamptz + (busy_until - scheduled_at) WHERE id = $1`,
      [bookingId, at.toISOString()],
    ),
  ).toBe(1);
}
const monthStartInKyiv = () => {
  const now = new Date();
  const local = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit' }).format(now); // "2026-11"
  // Kyiv is UTC+2 or +3: the month's first instant is the 1st at 00:00 local.
  for (const offset of [2, 3]) {
    const candidate = new Date(`${local}-01T00:00:00Z`);
    candidate.setUTCHours(-offset);
    const back = new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, hour: '2-digit', hourCycle: 'h23' }).format(candidate);
    if (back === '00') return candidate;
  }
  throw new Error('No Kyiv midnight');
};
/** A past time of this month in Kyiv, `minutes` after the visit slot: a day back, else early on the 1st. */
const pastThisMonth = (minutes: number) => {
  const dayBack = new Date(Date.now() - 86_400_000 + minutes * 60_000);
  const start = monthStartInKyiv();
  return dayBack > start ? dayBack : new Date(start.getTime() + (1 + minutes) * 60_000);
};

async function expectAmount(page: Page, testId: string, amount: string) {
  await expect(page.getByTestId(testId)).toContainText(uah(amount));
}

test('the dashboard, earnings, bookings and analytics show the same gross, commission and net, by visit date', async ({ page, request }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const { tokens: specialist } = await newReadySpecialist(request, { prefix: 'e2e-income', firstName: 'Ірина', lastName: 'Доходова', specialization: 'Манікюр', address: 'вул. Хрещатик, 7' });
  await data(
    await request.post('/api/v1/specialists/payment-settings/setup', {
      headers: bearer(specialist),
      data: { payoutIban: 'UA21 3223 1300 0002 6007 2335 6600 1', payoutRecipientName: 'ФОП Доходова Ірина' },
    }),
    'payment settings',
  );
  const create = async (name: string, price: number) =>
    (
      await data<{ service: { id: string } }>(
        await request.post('/api/v1/specialists/services', {
          headers: bearer(specialist),
          data: { name: `${name} ${Date.now().toString(36)}`, description: 'Послуга для перевірки доходу', customCategory: 'Манікюр', price, duration: 15, availableDays: EVERY_DAY, timeSlots: [...new Set([slotIn(5), slotIn(30), slotIn(55)])] },
        }),
        'service',
      )
    ).service;
  const online = await create('Манікюр онлайн', 1000);
  const cash = await create('Манікюр готівкою', 700);
  const customer = await signUpCustomer(request, { prefix: 'e2e-income' });

  // 1 000 ₴ paid online in full, 700 ₴ paid at the visit; both took place this month.
  const paidOnline = await book(request, customer, online.id, Date.now() + 60_000);
  const { payment } = await data<{ payment: { status: string } }>(
    await request.post('/api/v1/payments/process-full-payment', { headers: bearer(customer), data: { bookingId: paidOnline.id, paymentMethodId: 'pm_card_visa' } }),
    'full payment',
  );
  expect(payment.status).toBe('SUCCEEDED');
  const paidAtVisit = await book(request, customer, cash.id, Date.now() + 20 * 60_000);
  await moveTo(paidOnline.id, pastThisMonth(0));
  await moveTo(paidAtVisit.id, pastThisMonth(20));
  for (const id of [paidOnline.id, paidAtVisit.id]) {
    await data(await request.post(`/api/v1/bookings/${id}/start`, { headers: bearer(specialist) }), 'start');
    await data(await request.post(`/api/v1/bookings/${id}/complete`, { headers: bearer(specialist) }), 'complete');
  }
  // Next month's visit, paid in full now: next month's income, not this month's.
  const nextMonth = await book(request, customer, online.id, Date.now() + 40 * 60_000);
  await data(await request.post('/api/v1/payments/process-full-payment', { headers: bearer(customer), data: { bookingId: nextMonth.id, paymentMethodId: 'pm_card_visa' } }), 'full payment');
  const nextMonthStart = new Date(monthStartInKyiv().getTime() + 32 * 86_400_000);
  nextMonthStart.setUTCDate(2);
  await moveTo(nextMonth.id, nextMonthStart);

  // The dashboard: gross revenue this month, by visit date.
  await openSignedIn(page, specialist, '/specialist/dashboard');
  await expectAmount(page, 'kpi-revenueThisMonth', GROSS);
  await expect(page.getByTestId('kpi-revenueThisMonth')).toContainText(text('uk', 'analytics', 'kpi.revenueThisMonth.hint'));

  // The earnings of the month: the same gross, the commission of the online payment only, net.
  await page.goto('/specialist/earnings');
  await expectAmount(page, 'tile-gross', GROSS);
  await expect(page.getByTestId('tile-gross')).toContainText(/За датою візиту/);
  await expectAmount(page, 'tile-commission', COMMISSION);
  await expectAmount(page, 'tile-net', NET);

  // The bookings' summary: the same figure, said to be by visit date.
  await page.goto('/specialist/bookings');
  const footer = page.getByTestId('stats-footer');
  await expect(footer).toContainText(uah(fill(text('uk', 'bookings', 'stats.footer'), { upcoming: 0, amount: GROSS }).split(' · ')[1]!));

  // The analytics of the month: gross and net as on the earnings page.
  await page.goto('/specialist/analytics');
  await expectAmount(page, 'kpi-revenueGross', GROSS);
  await expectAmount(page, 'kpi-revenueNet', NET);
  await expect(page.getByTestId('kpi-revenueGross')).toContainText(text('uk', 'analytics', 'kpi.revenueGross.hint'));

  // And the API says the same (the one definition behind the screens).
  const earnings = await data<{ gross: number; commission: number; net: number }>(await request.get('/api/v1/specialists/earnings', { headers: bearer(specialist), params: { period: 'month' } }), 'earnings');
  expect(earnings).toMatchObject({ gross: 1700, commission: 80, net: 1620 });
});
