import { expect, test, type APIRequestContext } from '@playwright/test';
import { text } from '../fixtures/locales';
import { DEMO, logInThroughForm } from '../fixtures/session';

/**
 * Issue #5, the booking flow of spec section 2 in a real browser against the real API: the demo
 * customer opens a demo service's /booking page, picks the first free slot of the calendar,
 * goes through Details, Payment and Confirmation, confirms, and sees the booking; the slot is
 * then gone from the service's availability. The service belongs to a specialist other than
 * the demo specialist account, whose services other specs book.
 */
const b = (key: string) => text('uk', 'booking', key);
const ZONE = 'Europe/Kyiv';

interface FoundService {
  id: string;
  name: string;
  price: number;
}

async function findService(request: APIRequestContext, search: string): Promise<FoundService> {
  const response = await request.get('/api/v1/services', { params: { search } });
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: { services: FoundService[] } };
  const service = data.services[0];
  expect(service, `a demo service matching "${search}"`).toBeDefined();
  return service as FoundService;
}

test('a customer books the first free slot of a service through the four steps', async ({ page, request }) => {
  const service = await findService(request, 'IELTS');

  await logInThroughForm(page, DEMO.customer, `/booking/${service.id}`);
  await expect(page).toHaveURL(new RegExp(`/booking/${service.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(service.name);
  const steps = page.getByRole('navigation', { name: b('steps.label') });
  await expect(steps.locator('[aria-current="step"]')).toContainText(b('steps.dateTime'));

  // Step 1: the first free slot (a week without any moves on to the next one).
  const slot = page.getByRole('region', { name: new RegExp(`^${b('calendar.slotsHeading').replace('{{date}}', '')}`) }).getByRole('button').first();
  const emptyWeek = page.getByText(b('calendar.emptyWeek'));
  for (let week = 0; week < 4; week += 1) {
    await expect(slot.or(emptyWeek)).toBeVisible({ timeout: 15_000 });
    if (await slot.isVisible()) break;
    await page.getByRole('button', { name: b('calendar.nextWeek') }).click();
  }
  await slot.click();
  await expect(slot).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/[?&]at=/);
  const scheduledAt = new URL(page.url()).searchParams.get('at') ?? '';
  await page.getByRole('button', { name: b('actions.next'), exact: true }).click();

  // Step 2: online with a video call, and a note.
  await expect(page.getByRole('heading', { level: 2, name: b('details.heading') })).toBeFocused();
  await page.getByRole('radio', { name: new RegExp(b('details.online')) }).check();
  await page.getByRole('checkbox', { name: b('details.videoCall') }).check();
  await page.getByLabel(b('details.notes')).fill('E2E: хочу підготуватися до speaking');
  await page.getByRole('button', { name: b('actions.next'), exact: true }).click();

  // Step 3: pay at the visit (online payment has its own spec, payments.spec.ts).
  await expect(page.getByRole('heading', { level: 2, name: b('payment.heading') })).toBeFocused();
  await page.getByRole('radio', { name: new RegExp(b('payment.atVisit')) }).check();
  await page.getByRole('button', { name: b('actions.next'), exact: true }).click();

  // Step 4: the summary, then Confirm Booking.
  await expect(page.getByRole('heading', { level: 2, name: b('confirm.heading') })).toBeFocused();
  await expect(page.getByText('E2E: хочу підготуватися до speaking')).toBeVisible();
  const created = page.waitForResponse((r) => r.url().endsWith('/api/v1/bookings') && r.request().method() === 'POST');
  await page.getByRole('button', { name: b('actions.confirm'), exact: true }).click();
  const response = await created;
  expect(response.ok(), await response.text()).toBe(true);
  const { data } = (await response.json()) as { data: { booking: { id: string; status: string; scheduledAt: string; type: string; videoCall: boolean } } };
  expect(Date.parse(data.booking.scheduledAt)).toBe(Date.parse(scheduledAt));
  expect(data.booking).toMatchObject({ type: 'online', videoCall: true });

  // The confirmation.
  const title = data.booking.status === 'CONFIRMED' ? b('success.confirmedTitle') : b('success.pendingTitle');
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expect(page.getByText(b(`success.statuses.${data.booking.status}`))).toBeVisible();
  await expect(page.getByRole('link', { name: b('success.myBookings') })).toHaveAttribute('href', '/bookings');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: b('success.addToCalendar') }).click();
  expect((await download).suggestedFilename()).toBe(`vizyt-booking-${data.booking.id}.ics`);

  // The slot is no longer offered.
  const availability = await request.get(`/api/v1/services/${service.id}/availability`, { params: { days: 62, timezone: ZONE } });
  expect(availability.ok()).toBe(true);
  const { data: free } = (await availability.json()) as { data: { days: { slots: string[] }[] } };
  expect(free.days.flatMap((d) => d.slots).map((s) => Date.parse(s))).not.toContain(Date.parse(scheduledAt));
});
