import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { text } from '../fixtures/locales';

/**
 * Issue #5's story: a customer books a free slot; the specialist confirms it; both see it; the
 * slot disappears for a third visitor. The booking is created through the API (the booking
 * flow's own UI has its own tests); the lists and the confirmation go through the UI.
 */
const CUSTOMER = { email: 'customer@vizyt.demo', password: 'Customer12345' };
const SPECIALIST = { email: 'specialist@vizyt.demo', password: 'Specialist12345' };
const ZONE = 'Europe/Kyiv';

const b = (key: string) => text('uk', 'bookings', key);
const auth = (key: string) => text('uk', 'auth', key);

type Envelope<T> = { success: boolean; data: T; error?: { code: string; message: string } | null };

async function data<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  const body = (await response.json().catch(() => null)) as Envelope<T> | null;
  expect(response.ok(), `${what}: HTTP ${response.status()} ${JSON.stringify(body?.error ?? body)}`).toBe(true);
  return (body as Envelope<T>).data;
}

async function apiLogin(request: APIRequestContext, who: { email: string; password: string }): Promise<string> {
  const session = await data<{ tokens?: { accessToken: string } }>(
    await request.post('/api/v1/auth-enhanced/login', { data: who }),
    `login ${who.email}`,
  );
  if (!session.tokens) throw new Error(`login ${who.email}: no tokens`);
  return session.tokens.accessToken;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

type Availability = { timezone: string; days: { date: string; slots: string[] }[] };

const availableSlots = async (request: APIRequestContext, serviceId: string): Promise<string[]> => {
  const availability = await data<Availability>(
    await request.get(`/api/v1/services/${serviceId}/availability`, { params: { days: 7, timezone: ZONE } }),
    'availability',
  );
  return availability.days.flatMap((d) => d.slots);
};

async function logIn(page: Page, who: { email: string; password: string }, returnTo: string) {
  await page.goto(`/auth/login?returnUrl=${encodeURIComponent(returnTo)}`);
  await page.getByLabel(auth('fields.email'), { exact: true }).fill(who.email);
  await page.getByLabel(auth('fields.password'), { exact: true }).fill(who.password);
  await page.getByRole('button', { name: auth('login.submit'), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${returnTo.split('?')[0]}(\\?|$)`));
}

/** The customer's card of the booking, clicking "Load more" until it shows. */
async function findCustomerCard(page: Page, bookingId: string) {
  const card = page.locator(`article[data-booking-id="${bookingId}"]`);
  const more = page.getByRole('button', { name: b('list.loadMore') });
  for (let i = 0; i < 20 && !(await card.isVisible()); i += 1) {
    await Promise.race([card.waitFor({ state: 'visible', timeout: 3_000 }).catch(() => undefined), more.waitFor({ state: 'visible', timeout: 3_000 }).catch(() => undefined)]);
    if (await card.isVisible()) break;
    if (await more.isVisible()) await more.click();
  }
  await expect(card).toBeVisible();
  return card;
}

test('a customer books a free slot; the specialist confirms it; both see it; the slot disappears for a third visitor', async ({ browser, request }) => {
  test.setTimeout(90_000);

  // The demo specialist's service.
  const specialistToken = await apiLogin(request, SPECIALIST);
  const profile = await data<{ profile: { id: string } }>(await request.get('/api/v1/specialists/profile', { headers: bearer(specialistToken) }), 'specialist profile');
  const { services } = await data<{ services: { id: string; name: string; isActive: boolean }[] }>(
    await request.get('/api/v1/specialists/services', { headers: bearer(specialistToken) }),
    'specialist services',
  );
  const candidates = services.filter((s) => s.isActive);
  expect(candidates.length, `specialist ${profile.profile.id} has an active service`).toBeGreaterThan(0);

  // The customer books a free slot (a random later one: other tests book from the same week).
  const customerToken = await apiLogin(request, CUSTOMER);
  let booking: { id: string; scheduledAt: string; status: string } | null = null;
  let service = candidates[0]!;
  for (const candidate of candidates) {
    const slots = await availableSlots(request, candidate.id);
    const tail = slots.slice(Math.floor(slots.length / 2));
    for (let attempt = 0; attempt < 5 && tail.length > 0 && !booking; attempt += 1) {
      const slot = tail.splice(Math.floor(Math.random() * tail.length), 1)[0]!;
      const response = await request.post('/api/v1/bookings', {
        headers: bearer(customerToken),
        data: { serviceId: candidate.id, scheduledAt: slot, type: 'in_person', notes: 'E2E: bookings lists story' },
      });
      if (response.status() === 409) continue; // someone else took it a moment ago
      booking = (await data<{ booking: { id: string; scheduledAt: string; status: string } }>(response, 'create booking')).booking;
      service = candidate;
    }
    if (booking) break;
  }
  if (!booking) throw new Error('No bookable slot in the next 7 days for any active service of the demo specialist');
  expect(booking.status).toBe('PENDING');
  expect(Date.parse(booking.scheduledAt)).toBeGreaterThan(Date.now());
  const slotDay = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(booking.scheduledAt));

  // The customer sees it under Upcoming as pending.
  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  await logIn(customer, CUSTOMER, '/bookings');
  await expect(customer.getByRole('tab', { name: b('customer.tabs.upcoming') })).toHaveAttribute('aria-selected', 'true');
  let card = await findCustomerCard(customer, booking.id);
  await expect(card.getByRole('heading', { name: service.name })).toBeVisible();
  await expect(card).toContainText(b('status.PENDING'));

  // The specialist finds it (pending, on that day) and confirms it.
  const specialistContext = await browser.newContext();
  const specialist = await specialistContext.newPage();
  await logIn(specialist, SPECIALIST, '/specialist/bookings');
  await specialist.getByRole('checkbox', { name: b('status.PENDING'), exact: true }).check();
  await specialist.getByLabel(b('filters.from'), { exact: true }).fill(slotDay);
  await specialist.getByLabel(b('filters.to'), { exact: true }).fill(slotDay);
  const row = specialist.locator(`article[data-booking-id="${booking.id}"]`);
  await expect(row).toBeVisible();
  await expect(row).toContainText(b('status.PENDING'));
  await row.getByRole('button', { name: b('actions.confirm'), exact: true }).click();
  // Confirmed, it leaves the "pending" list; without the status filter it shows as confirmed.
  await expect(row).toBeHidden();
  await specialist.getByRole('checkbox', { name: b('status.PENDING'), exact: true }).uncheck();
  await expect(row).toContainText(b('status.CONFIRMED'));
  await specialistContext.close();

  // The customer sees it confirmed.
  await customer.reload();
  card = await findCustomerCard(customer, booking.id);
  await expect(card).toContainText(b('status.CONFIRMED'));
  await customerContext.close();

  // A third visitor (signed out) no longer gets that start time.
  const slotsNow = await availableSlots(request, service.id);
  expect(slotsNow).not.toContain(booking.scheduledAt);
  expect(slotsNow.map((s) => Date.parse(s))).not.toContain(Date.parse(booking.scheduledAt));
});
