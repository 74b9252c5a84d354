import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { bearer, data, EVERY_DAY, newReadySpecialist, ZONE } from '../fixtures/api';
import { execute } from '../fixtures/database';
import { text } from '../fixtures/locales';
import { DEMO, logInThroughApi, openSignedIn, signUpCustomer, type Tokens } from '../fixtures/session';

/**
 * Issue #26 items 4, 17 and 18 in a real browser against the real API (interface in Ukrainian):
 * a session that ends elsewhere ends in the open tab too, with the reason on the sign-in page; the
 * specialist's pending count moves when a booking arrives live; an expired access token in storage
 * is renewed before the first calls (no 401 in the console) and returnUrl never nests.
 */
const reason = (key: 'suspended' | 'session-ended') => text('uk', 'auth', `login.reason.${key}`);
const PASSWORD = 'Account12345';

/** The tokens the tab keeps (the shell's storage keys). */
const storedTokens = async (page: Page): Promise<Tokens> =>
  page.evaluate(() => ({ accessToken: localStorage.getItem('auth_token') ?? '', refreshToken: localStorage.getItem('refresh_token') ?? '' }));

/** A tab's address once it is on the sign-in page: its path and query, decoded. */
const signInAddress = async (page: Page) => {
  await page.waitForURL(/\/auth\/login\?.*reason=/);
  const url = new URL(page.url());
  return { path: url.pathname, returnUrl: url.searchParams.getAll('returnUrl'), reason: url.searchParams.get('reason') };
};

test('a password changed in one browser ends the session in the other at once: it goes to sign-in and says why', async ({ browser, request }) => {
  const customer = await signUpCustomer(request, { prefix: 'e2e-sessions', password: PASSWORD });
  const [first, second] = [await browser.newContext(), await browser.newContext()];
  const [here, there] = [await first.newPage(), await second.newPage()];
  await openSignedIn(here, customer, '/dashboard');
  await openSignedIn(there, await logInThroughApi(request, customer.email, PASSWORD), '/bookings');
  await expect(here.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(there.getByRole('heading', { level: 1 })).toBeVisible();

  // The password changes with the first browser's session ("signs out every other session").
  const changed = await request.post('/api/v1/auth/change-password', {
    headers: bearer(await storedTokens(here)),
    data: { currentPassword: PASSWORD, newPassword: 'Changed12345', confirmPassword: 'Changed12345' },
  });
  expect(changed.ok(), await changed.text()).toBe(true);

  // The other browser is sent to sign-in (live, or at its next request), with the reason, back to where it was.
  await there.reload();
  expect(await signInAddress(there)).toEqual({ path: '/auth/login', returnUrl: ['/bookings'], reason: 'session-ended' });
  await expect(there.getByText(reason('session-ended'))).toBeVisible();
  // The first browser keeps working.
  await here.reload();
  await expect(here).toHaveURL(/\/dashboard$/);
  await expect(here.getByRole('heading', { level: 1 })).toBeVisible();
  await Promise.all([first.close(), second.close()]);
});

test('a suspended customer’s open tab is closed live and goes to sign-in with the reason', async ({ page, request }) => {
  const customer = await signUpCustomer(request, { prefix: 'e2e-suspended' });
  const socket = watchSocket(page);
  await openSignedIn(page, customer, '/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const { user } = await data<{ user: { id: string } }>(await request.get('/api/v1/auth/me', { headers: bearer(customer) }), 'me');
  // The tab's socket is up before the admin acts (the live part is what is tested).
  await socket.up();

  const admin = await logInThroughApi(request, DEMO.admin.email, DEMO.admin.password);
  await data(await request.put(`/api/v1/admin/users/${user.id}/status`, { headers: bearer(admin), data: { status: 'SUSPENDED', reason: 'Перевірка скарги' } }), 'suspend');

  // No reload, no click: the tab leaves by itself.
  expect(await signInAddress(page)).toEqual({ path: '/auth/login', returnUrl: ['/dashboard'], reason: 'suspended' });
  await expect(page.getByText(reason('suspended'))).toBeVisible();
});

/** A specialist of this test with a service bookable every hour; `rules`: booking rules (autoAccept…). */
async function specialistWithService(request: APIRequestContext, price: number, rules: Record<string, unknown> = {}): Promise<{ specialist: Tokens; serviceId: string }> {
  const { tokens: specialist } = await newReadySpecialist(request, {
    prefix: 'e2e-live',
    firstName: 'Олег',
    lastName: 'Живий',
    specialization: 'Перукар',
    address: 'вул. Хрещатик, 1',
    rules,
  });
  const { service } = await data<{ service: { id: string } }>(
    await request.post('/api/v1/specialists/services', {
      headers: bearer(specialist),
      data: {
        name: `Стрижка ${Date.now().toString(36)}`,
        description: 'Чоловіча стрижка',
        customCategory: 'Стрижки',
        price,
        duration: 60,
        availableDays: EVERY_DAY,
        timeSlots: Array.from({ length: 24 }, (_, hour) => `${String(hour).padStart(2, '0')}:00`),
      },
    }),
    'service',
  );
  return { specialist, serviceId: service.id };
}

/** Two bookings of the customer's, two days or more from now. */
async function bookTwo(request: APIRequestContext, customer: Tokens, serviceId: string): Promise<{ id: string; status: string }[]> {
  const { days } = await data<{ days: { slots: string[] }[] }>(await request.get(`/api/v1/services/${serviceId}/availability`, { params: { days: 7, timezone: ZONE } }), 'slots');
  const slots = days.flatMap((day) => day.slots).filter((slot) => Date.parse(slot) > Date.now() + 48 * 3_600_000);
  const booked: { id: string; status: string }[] = [];
  for (const scheduledAt of slots.slice(0, 2)) {
    const answer = await request.post('/api/v1/bookings', { headers: bearer(customer), data: { serviceId, scheduledAt, type: 'in_person' } });
    booked.push((await data<{ booking: { id: string; status: string } }>(answer, 'booking')).booking);
  }
  return booked;
}

/**
 * Watches for the app's live socket from now on (call before the page loads); `up()` resolves once
 * the server has admitted it: socket.io's connect answer ("40…") over the WebSocket the app opens
 * first, or any request of the long-polling fallback.
 */
const watchSocket = (page: Page) => {
  let admitted = false;
  page.on('websocket', (ws) => {
    if (!ws.url().includes('/socket.io/')) return;
    ws.on('framereceived', (frame) => {
      if (String(frame.payload).startsWith('40')) admitted = true;
    });
  });
  const polled = () => page.evaluate(() => performance.getEntriesByType('resource').some((e) => e.name.includes('/socket.io/')));
  return { up: () => expect.poll(async () => admitted || (await polled())).toBe(true) };
};

test('the header’s points badge and the dashboard tiles move together when points are spent on a payment elsewhere', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { specialist, serviceId } = await specialistWithService(request, 1000);
  await data(
    await request.post('/api/v1/specialists/payment-settings/setup', {
      headers: bearer(specialist),
      data: { payoutIban: 'UA213223130000026007233566001', payoutRecipientName: 'ФОП Живий Олег', depositPercent: 30, requireDeposit: false },
    }),
    'payment settings',
  );
  const customer = await signUpCustomer(request, { prefix: 'e2e-points' });
  const [visited, next] = await bookTwo(request, customer, serviceId);
  // 100 points the real way: paid online, the visit moved into the past (no endpoint moves time), completed.
  await data(await request.post('/api/v1/payments/process-full-payment', { headers: bearer(customer), data: { bookingId: visited!.id, paymentMethodId: 'pm_card_visa' } }), 'payment');
  await execute(`UPDATE bookings SET scheduled_at = scheduled_at - interval '5 days', ends_at = ends_at - interval '5 days', busy_until = busy_until - interval '5 days' WHERE id = $1`, [visited!.id]);
  await data(await request.post(`/api/v1/bookings/${visited!.id}/start`, { headers: bearer(specialist) }), 'start');
  await data(await request.post(`/api/v1/bookings/${visited!.id}/complete`, { headers: bearer(specialist) }), 'complete');

  const socket = watchSocket(page);
  await openSignedIn(page, customer, '/dashboard');
  const badge = page.getByRole('banner').getByTestId('header-loyalty-points');
  await expect(badge).toHaveText('100');
  await expect(page.getByTestId('stat-loyaltyPoints')).toContainText('100');
  await expect(page.getByTestId('loyalty-balance')).toHaveText('100');
  await socket.up();

  // 60 points spent on the next visit from another device.
  const { paymentIntent } = await data<{ paymentIntent: { id: string } }>(
    await request.post('/api/v1/payments/create-intent', { headers: bearer(customer), data: { bookingId: next!.id, type: 'FULL', redeemPoints: 60 } }),
    'intent',
  );
  await data(await request.post('/api/v1/payments/confirm-intent', { headers: bearer(customer), data: { paymentIntentId: paymentIntent.id, paymentMethodId: 'pm_card_visa' } }), 'confirm');

  // No reload: the badge, the stats tile and the loyalty block all say 40.
  await expect(badge).toHaveText('40');
  await expect(page.getByTestId('stat-loyaltyPoints')).toContainText('40');
  await expect(page.getByTestId('loyalty-balance')).toHaveText('40');
});

test('the specialist dashboard’s pending count moves when a customer books, without a reload', async ({ page, request }) => {
  const { specialist, serviceId } = await specialistWithService(request, 500, { autoAccept: false });
  const socket = watchSocket(page);
  await openSignedIn(page, specialist, '/specialist/dashboard');
  const pending = page.getByTestId('dashboard-pending');
  await expect(pending.getByText(text('uk', 'specialist-dashboard', 'pending.empty'))).toBeVisible();
  await socket.up();

  const customer = await signUpCustomer(request, { prefix: 'e2e-requests' });
  for (const booking of await bookTwo(request, customer, serviceId)) expect(booking.status).toBe('PENDING');
  await expect(page.getByRole('heading', { name: new RegExp(text('uk', 'specialist-dashboard', 'pending.title')) })).toContainText('2');
});

test('an expired access token in storage is renewed before the first calls: no 401, and returnUrl never nests', async ({ page, browser, request }) => {
  const customer = await signUpCustomer(request, { prefix: 'e2e-expired' });
  // What the tab kept from yesterday: an access token past its end (the web app reads only its `exp`) and a live refresh token.
  const claims = Buffer.from(JSON.stringify({ sub: 'x', exp: Math.floor(Date.now() / 1000) - 3_600 })).toString('base64url');
  const expired = `eyJhbGciOiJIUzI1NiJ9.${claims}.c2lnbmF0dXJl`;
  const refused: string[] = [];
  page.on('response', (response) => void (response.status() === 401 && refused.push(response.url())));
  const consoleErrors: string[] = [];
  page.on('console', (message) => void (message.type() === 'error' && consoleErrors.push(message.text())));

  await openSignedIn(page, { accessToken: expired, refreshToken: customer.refreshToken }, '/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('stat-totalBookings')).toBeVisible();
  expect(refused).toEqual([]);
  expect(consoleErrors.filter((m) => m.includes('401'))).toEqual([]);

  // A session that has ended meanwhile (signed out elsewhere), opened on the sign-in page itself:
  // one plain returnUrl at most, never /auth/login?returnUrl=/auth/login?returnUrl=…
  const ended = await logInThroughApi(request, customer.email, PASSWORD);
  await data(await request.post('/api/v1/auth-enhanced/logout', { data: { refreshToken: ended.refreshToken } }), 'logout');
  const other = await browser.newContext();
  const tab = await other.newPage();
  await openSignedIn(tab, { accessToken: expired, refreshToken: ended.refreshToken }, '/bookings?tab=past');
  expect(await signInAddress(tab)).toEqual({ path: '/auth/login', returnUrl: ['/bookings?tab=past'], reason: 'session-ended' });
  await tab.goto('/auth/login?returnUrl=%2Fauth%2Flogin%3FreturnUrl%3D%252Fbookings');
  await tab.getByLabel(text('uk', 'auth', 'fields.email'), { exact: true }).fill(customer.email);
  await tab.getByLabel(text('uk', 'auth', 'fields.password'), { exact: true }).fill(PASSWORD);
  await tab.getByRole('button', { name: text('uk', 'auth', 'login.submit'), exact: true }).click();
  await expect(tab).toHaveURL(/\/dashboard$/);
  await other.close();
});
