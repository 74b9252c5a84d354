import { expect, test, type APIRequestContext } from '@playwright/test';
import { bearer, data, EVERY_DAY, newReadySpecialist, ZONE } from '../fixtures/api';
import { text } from '../fixtures/locales';
import { openSignedIn, signUpCustomer, type Tokens } from '../fixtures/session';

/**
 * Issue #14, the specialist's dashboard and analytics in a real browser against the real API
 * (interface in Ukrainian): a new specialist who approves each booking sees the empty analytics;
 * a customer books two visits of theirs through the API; the dashboard lists both requests and
 * one tap confirms one; the analytics count the two bookings of today, in the figures, the chart's
 * table and the top services.
 */
const fill = (template: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((s, [name, value]) => s.replaceAll(`{{${name}}}`, String(value)), template);
const a = (key: string, values: Record<string, string | number> = {}) => fill(text('uk', 'analytics', key), values);
const d = (key: string, values: Record<string, string | number> = {}) => fill(text('uk', 'specialist-dashboard', key), values);

/** "HH:mm" in Kyiv, `minutes` from now rounded up to the minute: a slot of the service. */
const slotIn = (minutes: number) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(Math.ceil((Date.now() + minutes * 60_000) / 60_000) * 60_000));

async function book(request: APIRequestContext, customer: Tokens, serviceId: string, after: number): Promise<{ id: string; status: string }> {
  const { days } = await data<{ days: { slots: string[] }[] }>(await request.get(`/api/v1/services/${serviceId}/availability`, { params: { days: 2, timezone: ZONE } }), 'availability');
  const slot = days.flatMap((day) => day.slots).find((s) => Date.parse(s) > after);
  expect(slot, 'a free slot of the service').toBeTruthy();
  const response = await request.post('/api/v1/bookings', { headers: bearer(customer), data: { serviceId, scheduledAt: slot, type: 'in_person' } });
  return (await data<{ booking: { id: string; status: string; scheduledAt: string } }>(response, 'booking')).booking;
}

test('a specialist confirms a booking request from the dashboard in one tap and sees the bookings in the analytics', async ({ page, request }) => {
  test.setTimeout(90_000);
  // Every booking waits for the specialist's answer.
  const { tokens: specialist } = await newReadySpecialist(request, {
    prefix: 'e2e-analytics',
    firstName: 'Дарина',
    lastName: 'Аналітична',
    specialization: 'Масаж',
    address: 'вул. Велика Васильківська, 5',
    rules: { autoAccept: false },
  });

  // Nothing booked yet: the analytics say so, and an unknown figure reads "—", not 0.
  await openSignedIn(page, specialist, '/specialist/analytics');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(a('title'));
  await expect(page.getByRole('region', { name: a('empty.title') })).toBeVisible();
  await expect(page.getByTestId('kpi-averageRating')).toContainText('—');
  await expect(page.getByTestId('kpi-averageRating')).toContainText(a('kpi.averageRating.none'));

  // Two 15-minute visits later today (slots a few minutes and half an hour from now), booked by a customer.
  const serviceName = `Масаж ${Date.now().toString(36)}`;
  const { service } = await data<{ service: { id: string } }>(
    await request.post('/api/v1/specialists/services', {
      headers: bearer(specialist),
      data: { name: serviceName, description: 'Класичний масаж спини', customCategory: 'Масаж', price: 700, duration: 15, availableDays: EVERY_DAY, timeSlots: [...new Set([slotIn(3), slotIn(30)])] },
    }),
    'service',
  );
  const customer = await signUpCustomer(request, { prefix: 'e2e-analytics', firstName: 'Марта', lastName: 'Запитова' });
  const first = await book(request, customer, service.id, Date.now() + 60_000);
  const second = await book(request, customer, service.id, Date.now() + 20 * 60_000);
  expect([first.status, second.status]).toEqual(['PENDING', 'PENDING']);

  // The dashboard lists both requests; one tap confirms the first.
  await page.goto('/specialist/dashboard');
  const requests = page.getByRole('region', { name: new RegExp(`^${d('pending.title')}`) });
  await expect(requests.getByRole('listitem')).toHaveCount(2);
  await expect(requests.getByText('Марта Запитова').first()).toBeVisible();
  const confirm = requests.getByRole('button', { name: new RegExp(`^${d('confirm')}`) }).first();
  const box = await confirm.boundingBox();
  expect(box?.height ?? 0, 'a touch target of 44 px').toBeGreaterThanOrEqual(44);
  await confirm.click();
  await expect(page.getByText(d('confirmed', { customer: 'Марта Запитова' }))).toBeVisible();
  await expect(requests.getByRole('listitem')).toHaveCount(1);
  const confirmed = await data<{ booking: { status: string } }>(await request.get(`/api/v1/bookings/${first.id}`, { headers: bearer(specialist) }), 'booking');
  expect(confirmed.booking.status).toBe('CONFIRMED');
  // Today's agenda holds both visits: the confirmed one and the one still waiting.
  const today = page.getByRole('region', { name: d('today.title') });
  await expect(today.getByText(d('status.CONFIRMED'))).toBeVisible();
  await expect(today.getByText(d('status.PENDING'))).toBeVisible();

  // The analytics of the week count the two bookings: the figure, today's row of the chart's table, the top service.
  await page.goto('/specialist/analytics?period=week');
  await expect(page.getByRole('button', { name: a('period.week') })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('kpi-bookingsTotal')).toContainText('2');
  const series = page.getByRole('table', { name: a('series.tableCaption') });
  await expect(series.getByRole('row').filter({ has: page.getByRole('cell', { name: '2', exact: true }) })).toHaveCount(1);
  const top = page.getByRole('region', { name: a('top.title') });
  await expect(top.getByRole('row', { name: new RegExp(`^${serviceName} 2 0`) })).toBeVisible();
  // The switch keeps its period in the address.
  await page.getByRole('button', { name: a('period.month') }).click();
  await expect(page).toHaveURL(/\/specialist\/analytics$/);
  await expect(page.getByTestId('kpi-bookingsTotal')).toContainText('2');
});
