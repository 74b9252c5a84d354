import { expect, test } from '@playwright/test';
import { bearer, data, EVERY_DAY, newReadySpecialist, ZONE } from '../fixtures/api';
import { text } from '../fixtures/locales';
import { DEMO, logInThroughApi, openSignedIn, signUpCustomer } from '../fixtures/session';

/**
 * Issue #14, the customer's /dashboard and /help in a real browser against the real API
 * (interface in Ukrainian): a customer of this test sees the figures GET /auth/me/stats gives
 * and their upcoming booking; on /help the FAQ search narrows the questions, and a message sent
 * through the contact form reaches the admins' list (GET /feedback).
 */
const d = (key: string) => text('uk', 'dashboard', key);
const h = (key: string) => text('uk', 'help', key);
const number = (value: number) => new Intl.NumberFormat('uk-UA').format(value);

interface Stats {
  totalBookings: number;
  upcomingBookings: number;
  completedBookings: number;
  favoriteCount: number;
  loyaltyPoints: number;
  reviewsWritten: number;
}

test('a customer sees their real figures and upcoming booking on /dashboard', async ({ page, request }) => {
  test.setTimeout(90_000);
  // A customer and a specialist of this test only: other specs book and favourite as the demo
  // customer at the same time, so the demo customer's figures may move while this test reads them.
  const specialist = await newReadySpecialist(request, { prefix: 'e2e-dashboard', firstName: 'Леся', lastName: 'Кабінетна', specialization: 'Масаж', address: 'вул. Саксаганського, 5' });
  const serviceName = `Масаж спини ${Date.now().toString(36)}`;
  const { service } = await data<{ service: { id: string } }>(
    await request.post('/api/v1/specialists/services', {
      headers: bearer(specialist.tokens),
      data: { name: serviceName, description: 'Класичний масаж спини', customCategory: 'Масаж', price: 650, duration: 60, availableDays: EVERY_DAY, timeSlots: ['10:00', '15:00'] },
    }),
    'service',
  );
  const customer = await signUpCustomer(request, { prefix: 'e2e-dashboard', firstName: 'Ірина' });
  const { days } = await data<{ days: { slots: string[] }[] }>(await request.get(`/api/v1/services/${service.id}/availability`, { params: { days: 3, timezone: ZONE } }), 'availability');
  const slot = days.flatMap((day) => day.slots)[0];
  expect(slot, 'a free start of the service in the next days').toBeTruthy();
  await data(await request.post('/api/v1/bookings', { headers: bearer(customer), data: { serviceId: service.id, scheduledAt: slot, type: 'in_person' } }), 'booking');
  await data(await request.post(`/api/v1/services/${service.id}/favorite`, { headers: bearer(customer) }), 'favourite');
  const stats = await data<Stats>(await request.get('/api/v1/auth/me/stats', { headers: bearer(customer) }), 'stats');
  expect(stats).toMatchObject({ totalBookings: 1, upcomingBookings: 1, completedBookings: 0, favoriteCount: 1, reviewsWritten: 0 });

  await openSignedIn(page, customer, '/dashboard');
  // The greeting of the part of the day, with no name to put in the vocative (issue #26 item 23).
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(`^(${['morning', 'afternoon', 'evening'].map((part) => d(`greeting.${part}`)).join('|')})$`));
  for (const key of ['totalBookings', 'upcomingBookings', 'completedBookings', 'favoriteCount', 'loyaltyPoints', 'reviewsWritten'] as const) {
    const tile = page.getByTestId(`stat-${key}`);
    await expect(tile).toContainText(d(`stats.${key}`));
    await expect(tile.locator('dd')).toHaveText(number(stats[key]));
  }
  await expect(page.getByTestId('stat-totalSpent').locator('dd')).toContainText('₴');

  const upcoming = page.getByTestId('dashboard-upcoming');
  await expect(upcoming.getByTestId('upcoming-booking')).toHaveCount(1);
  await expect(upcoming.getByTestId('upcoming-booking').first()).toContainText(serviceName);
  // "Find services" is always one click away.
  await page.getByTestId('dashboard-actions').getByRole('link', { name: d('actions.findServices') }).click();
  await expect(page).toHaveURL(/\/search$/);
});

test('on /help the FAQ search narrows the questions and a message reaches the admins', async ({ page, request }) => {
  const customer = await logInThroughApi(request, DEMO.customer.email, DEMO.customer.password);
  await openSignedIn(page, customer, '/help');
  await expect(page.getByRole('heading', { level: 1, name: h('title') })).toBeVisible();

  const items = page.getByTestId('faq-item');
  const all = await items.count();
  expect(all).toBeGreaterThan(10);
  await page.getByRole('searchbox', { name: h('faq.searchLabel') }).fill('48 годин');
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText(h('faq.items.complaint.q'));
  await expect(items.first()).toContainText(h('faq.items.complaint.a'));
  await page.getByRole('searchbox', { name: h('faq.searchLabel') }).fill('підводний човен');
  await expect(page.getByTestId('faq-empty')).toBeVisible();
  await page.getByTestId('faq-empty').getByRole('button', { name: h('faq.clear') }).click();
  await expect(items).toHaveCount(all);

  // The live chat writes to Vizyt support: e2e/tests/support-chat.spec.ts.

  const subject = `E2E відгук ${Date.now().toString(36)}`;
  await page.getByLabel(h('form.category')).selectOption('suggestion');
  await page.getByLabel(h('form.subject')).fill(subject);
  await page.getByLabel(h('form.message')).fill('Додайте, будь ласка, нагадування за годину до візиту.');
  await page.getByRole('button', { name: h('form.send'), exact: true }).click();
  await expect(page.getByTestId('feedback-success')).toContainText(h('form.sentTitle'));
  await expect(page.getByTestId('feedback-success')).toContainText(DEMO.customer.email);

  const admin = await logInThroughApi(request, DEMO.admin.email, DEMO.admin.password);
  const list = await data<{ feedback: Array<{ subject: string; category: string; email: string | null; sender: { role: string } | null }> }>(
    await request.get('/api/v1/feedback', { headers: bearer(admin), params: { limit: 50 } }),
    'feedback list',
  );
  const mine = list.feedback.find((item) => item.subject === subject);
  expect(mine, 'the message in the admins’ list').toBeDefined();
  expect(mine).toMatchObject({ category: 'suggestion', email: DEMO.customer.email });
  expect(mine?.sender?.role).toBe('CUSTOMER');

  // Customers only may read the list.
  expect((await request.get('/api/v1/feedback', { headers: bearer(customer) })).status()).toBe(403);
});
