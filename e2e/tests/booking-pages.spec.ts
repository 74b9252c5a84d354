import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { bearer, data, EVERY_DAY, newReadySpecialist, ZONE } from '../fixtures/api';
import { execute } from '../fixtures/database';
import { text } from '../fixtures/locales';
import { openSignedIn, signUpCustomer } from '../fixtures/session';

/**
 * Issue #26 item 16: one booking has its own page, for each side. The specialist reaches it from
 * the notification of the new request (at 800 px) and confirms there; the customer (in another
 * time zone) reaches it from the row of /bookings (at 375 px) and sees the time in both zones, the
 * place on the map, the status history and the payment; someone else's booking is "not found".
 */
const b = (key: string) => text('uk', 'bookings', key);

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

async function bookedRequest(request: APIRequestContext) {
  const { tokens: specialist, profileId } = await newReadySpecialist(request, {
    prefix: 'e2e-booking-page',
    firstName: 'Оксана',
    lastName: 'Сторінкова',
    specialization: 'Масаж',
    address: 'вул. Хрещатик, 22',
    // Requests wait for the specialist: the notification asks to confirm.
    rules: { autoAccept: false },
  });
  await execute('UPDATE specialist_profiles SET latitude = 50.4476, longitude = 30.5225 WHERE id = $1', [profileId]);
  const customer = await signUpCustomer(request, { prefix: 'e2e-booking-page', firstName: 'Ірина' });
  // The customer lives in New York: the page shows their time beside the specialist's.
  await execute('UPDATE users SET timezone = $1 WHERE email = $2', ['America/New_York', customer.email]);
  const serviceName = `Масаж спини ${Date.now().toString(36)}`;
  const { service } = await data<{ service: { id: string } }>(
    await request.post('/api/v1/specialists/services', {
      headers: bearer(specialist),
      data: { name: serviceName, description: 'Класичний масаж', customCategory: 'Масаж', price: 700, duration: 60, availableDays: EVERY_DAY, timeSlots: ['10:00', '15:00'] },
    }),
    'service',
  );
  const { days } = await data<{ days: { slots: string[] }[] }>(await request.get(`/api/v1/services/${service.id}/availability`, { params: { days: 3, timezone: ZONE } }), 'availability');
  const slot = days.flatMap((d) => d.slots)[0];
  expect(slot, 'a free slot of the service').toBeTruthy();
  const { booking } = await data<{ booking: { id: string; status: string } }>(
    await request.post('/api/v1/bookings', { headers: bearer(customer), data: { serviceId: service.id, scheduledAt: slot, type: 'in_person' } }),
    'booking',
  );
  expect(booking.status).toBe('PENDING');
  return { specialist, customer, serviceName, bookingId: booking.id };
}

test('the booking page: the specialist opens it from a notification and confirms; the customer opens it from the list; others get "not found"', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const { specialist, customer, serviceName, bookingId } = await bookedRequest(request);

  // The specialist, at 800 px: the notification of the request opens this booking's page.
  const specialistPage = await (await browser.newContext({ viewport: { width: 800, height: 1000 } })).newPage();
  await openSignedIn(specialistPage, specialist, '/specialist/notifications');
  await specialistPage.getByTestId('notification-item').filter({ hasText: serviceName }).first().getByRole('button').first().click();
  await expect(specialistPage).toHaveURL(new RegExp(`/specialist/bookings/${bookingId}$`));
  await expect(specialistPage.getByRole('heading', { level: 1 })).toHaveText(serviceName);
  await expect(specialistPage.getByTestId('booking-party')).toHaveText('Ірина Тестова');
  await expect(specialistPage.getByTestId('booking-history')).toContainText(b('detail.events.booked'));
  await noSidewaysScroll(specialistPage);
  await specialistPage.getByRole('button', { name: b('actions.confirm'), exact: true }).click();
  await expect(specialistPage.getByTestId('booking-history')).toContainText(b('detail.events.confirmed'));
  await expect(specialistPage.getByRole('button', { name: b('detail.decline') })).toHaveCount(0);
  await expect(specialistPage.getByRole('button', { name: b('actions.cancel'), exact: true })).toBeVisible();

  // The specialist's list row opens the same page.
  await specialistPage.goto('/specialist/bookings');
  await specialistPage.locator(`article[data-booking-id="${bookingId}"]`).getByTestId('booking-open').click();
  await expect(specialistPage).toHaveURL(new RegExp(`/specialist/bookings/${bookingId}$`));

  // The customer, at 375 px: the row of /bookings opens the page, with both zones, the map and the payment.
  const customerPage = await (await browser.newContext({ viewport: { width: 375, height: 800 } })).newPage();
  await openSignedIn(customerPage, customer, '/bookings');
  await customerPage.locator(`article[data-booking-id="${bookingId}"]`).getByTestId('booking-open').click();
  await expect(customerPage).toHaveURL(new RegExp(`/bookings/${bookingId}$`));
  await expect(customerPage.getByRole('heading', { level: 1 })).toHaveText(serviceName);
  await expect(customerPage.getByTestId('booking-when')).toBeVisible();
  await expect(customerPage.getByTestId('booking-viewer-time')).toContainText('Нью-Йорк');
  await expect(customerPage.getByTestId('booking-party')).toHaveText('Оксана Сторінкова');
  await expect(customerPage.getByRole('region', { name: /^Мапа: / })).toBeVisible();
  await expect(customerPage.getByTestId('booking-payment')).toContainText('700');
  await expect(customerPage.getByTestId('booking-history')).toContainText(b('detail.events.confirmed'));
  await expect(customerPage.getByRole('link', { name: b('detail.messageSpecialist') })).toBeVisible();
  await noSidewaysScroll(customerPage);

  // Someone else's booking: not found, the same as one that does not exist.
  const stranger = await signUpCustomer(request, { prefix: 'e2e-booking-page-other' });
  const strangerPage = await (await browser.newContext()).newPage();
  await openSignedIn(strangerPage, stranger, `/bookings/${bookingId}`);
  await expect(strangerPage.getByRole('heading', { name: b('detail.notFound.title') })).toBeVisible();
  await expect(strangerPage.getByText(serviceName)).toHaveCount(0);
});
