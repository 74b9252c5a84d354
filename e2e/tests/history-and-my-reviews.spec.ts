import { expect, test } from '@playwright/test';
import { newReadySpecialist } from '../fixtures/api';
import { text, textWith } from '../fixtures/locales';
import { openSignedIn, signUpCustomer } from '../fixtures/session';
import { bookFirstSlot, completeInThePast } from '../fixtures/visits';

/**
 * Issue #26 item 16: /history and /reviews were "coming soon". Now /history lists the customer's
 * past visit with "Book again" (the booking page of the same service) and "Leave a review"; the
 * review written there shows on /reviews, where it can be edited. At 375 px, in Ukrainian. The
 * visit is moved into the past in the database (no endpoint moves time), then completed through the API.
 */
const r = (key: string, values: Record<string, string | number> = {}) => textWith('uk', 'reviews', key, values);
const b = (key: string) => text('uk', 'bookings', key);

test('/history: book the same service again and review the visit; /reviews: edit the review', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const { tokens: specialist } = await newReadySpecialist(request, { prefix: 'e2e-history', firstName: 'Леся', lastName: 'Історична', specialization: 'Стрижка', address: 'вул. Січових Стрільців, 5' });
  const customer = await signUpCustomer(request, { prefix: 'e2e-history' });
  const serviceName = `Стрижка ${Date.now().toString(36)}`;
  const { service, booking } = await bookFirstSlot(request, { specialist, customer, service: { name: serviceName, description: 'Жіноча стрижка', category: 'Стрижка', price: 450 } });
  await completeInThePast(request, specialist, booking.id);

  const page = await (await browser.newContext({ viewport: { width: 375, height: 800 } })).newPage();
  await openSignedIn(page, customer, '/history');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(b('history.title'));
  await expect(page.getByText(text('uk', 'common', 'comingSoon.badge'))).toHaveCount(0);
  const row = page.locator(`article[data-booking-id="${booking.id}"]`);
  await expect(row).toContainText(serviceName);
  await expect(row).toContainText(b('status.COMPLETED'));

  // "Book again" opens the booking page of the same service.
  await row.getByRole('link', { name: new RegExp(`^${b('history.bookAgain')}`) }).click();
  await expect(page).toHaveURL(new RegExp(`/booking/${service.id}$`));
  await page.goBack();

  // "Leave a review" on the past visit.
  await page.locator(`article[data-booking-id="${booking.id}"]`).getByRole('button', { name: new RegExp(`^${r('leave.action')}`) }).click();
  const dialog = page.getByRole('dialog', { name: r('leave.title') });
  // The stars are radio buttons, chosen with the arrow keys (3 → 4).
  await dialog.getByRole('radio', { name: r('stars.count_few', { count: 3 }) }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('radio', { name: r('stars.count_few', { count: 4 }) })).toBeChecked();
  await dialog.getByRole('textbox', { name: r('leave.comment') }).fill('Добре, але довго чекала.');
  await dialog.getByRole('button', { name: r('leave.submit') }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator(`article[data-booking-id="${booking.id}"]`).getByTestId('booking-review')).toContainText('Добре, але довго чекала.');

  // /reviews lists it; editing changes the stars and the comment.
  await page.goto('/reviews');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(r('mine.title'));
  const mine = page.getByTestId('my-review').filter({ hasText: serviceName });
  await expect(mine.getByRole('img', { name: r('stars.label', { rating: 4 }) })).toBeVisible();
  await mine.getByRole('button', { name: new RegExp(`^${r('leave.edit')}`) }).click();
  const edit = page.getByRole('dialog', { name: r('leave.editTitle') });
  await edit.getByRole('radio', { name: r('stars.count_few', { count: 4 }) }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(edit.getByRole('radio', { name: r('stars.count_many', { count: 5 }) })).toBeChecked();
  await edit.getByRole('textbox', { name: r('leave.comment') }).fill('Чудово, прийду ще!');
  await edit.getByRole('button', { name: r('leave.save') }).click();
  await expect(edit).toBeHidden();
  await expect(mine).toContainText('Чудово, прийду ще!');
  await expect(mine.getByRole('img', { name: r('stars.label', { rating: 5 }) })).toBeVisible();
  // Stays after a reload: the server has it.
  await page.reload();
  await expect(page.getByTestId('my-review').filter({ hasText: serviceName })).toContainText('Чудово, прийду ще!');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
});
