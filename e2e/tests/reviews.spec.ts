import { expect, test, type APIRequestContext } from '@playwright/test';
import { newReadySpecialist } from '../fixtures/api';
import { text, textWith } from '../fixtures/locales';
import { openSignedIn, signUpCustomer } from '../fixtures/session';
import { bookFirstSlot, completeInThePast } from '../fixtures/visits';

/**
 * Issue #12, reviews end to end in a real browser against the real API (interface in Ukrainian):
 * a customer's visit is completed; on /bookings they leave a 5-star review (stars chosen with the
 * keyboard); the specialist answers it on /specialist/reviews; the specialist's public page shows
 * the new average, the review and the answer, and search results show the new rating (the
 * specialist's rating feeds search). A booking can only be made for the future and completed
 * after its start, and no endpoint moves time: the test moves the visit back in the database
 * (e2e/fixtures/database.ts) instead of waiting for it; the specialist then completes it through
 * the API like any other.
 */
const r = (key: string, values: Record<string, string | number> = {}) => textWith('uk', 'reviews', key, values);

const COMMENT = 'Дуже уважна майстриня, манікюр тримається чудово.';
const REPLY = 'Дякую, Марто! Чекаю на вас знову.';


/** A new specialist of this test, ready to take bookings at once. */
const newSpecialist = (request: APIRequestContext) =>
  newReadySpecialist(request, { prefix: 'e2e-reviews', firstName: 'Зоряна', lastName: 'Відгукова', specialization: 'Манікюр', address: 'вул. Хрещатик, 1' });

test('a customer reviews a completed visit, the specialist answers, and the new rating shows on the profile and in search', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const { tokens: specialist, profileId } = await newSpecialist(request);
  const customer = await signUpCustomer(request, { prefix: 'e2e-reviews' });
  const serviceName = `Манікюр ${Date.now().toString(36)}`;
  const { booking } = await bookFirstSlot(request, { specialist, customer, service: { name: serviceName, description: 'Класичний манікюр', category: 'Манікюр', price: 500 } });

  const specialistPage = await (await browser.newContext()).newPage();
  const customerPage = await (await browser.newContext()).newPage();

  // Before the visit: no reviews anywhere yet, and nothing to review.
  await openSignedIn(specialistPage, specialist, '/specialist/reviews');
  await expect(specialistPage.getByRole('heading', { level: 1 })).toHaveText(r('title'));
  await expect(specialistPage.getByRole('heading', { level: 2, name: r('specialist.emptyTitle') })).toBeVisible();
  await openSignedIn(customerPage, customer, '/bookings?tab=past');
  await expect(customerPage.getByRole('button', { name: new RegExp(`^${r('leave.action')}`) })).toHaveCount(0);

  // The visit takes place (moved three days back), and the specialist completes it.
  await completeInThePast(request, specialist, booking.id);

  // The customer leaves a 5-star review on /bookings: the stars are radio buttons, chosen with the arrow keys.
  await customerPage.reload();
  const card = customerPage.locator(`article[data-booking-id="${booking.id}"]`);
  await card.getByRole('button', { name: new RegExp(`^${r('leave.action')}`) }).click();
  const dialog = customerPage.getByRole('dialog', { name: r('leave.title') });
  await dialog.getByRole('button', { name: r('leave.submit') }).click();
  await expect(dialog.getByText(r('validation.ratingRequired'))).toBeVisible();
  await dialog.getByRole('radio', { name: r('stars.count_few', { count: 4 }) }).focus();
  await customerPage.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('radio', { name: r('stars.count_many', { count: 5 }) })).toBeChecked();
  await expect(dialog.getByText(r('leave.ratingNames.5'))).toBeVisible();
  await dialog.getByRole('textbox', { name: r('leave.comment') }).fill(COMMENT);
  await dialog.getByRole('button', { name: r('leave.submit') }).click();
  await expect(dialog).toBeHidden();
  const review = card.getByTestId('booking-review');
  await expect(review.getByRole('img', { name: r('stars.label', { rating: 5 }) })).toBeVisible();
  await expect(review).toContainText(COMMENT);
  await expect(review.getByRole('button', { name: r('leave.edit') })).toBeVisible();

  // The specialist sees it counted and answers it.
  await specialistPage.reload();
  await expect(specialistPage.getByTestId('review-average')).toHaveText('5,0');
  await expect(specialistPage.getByTestId('summary-total')).toContainText('1');
  await expect(specialistPage.getByTestId('summary-recommendation')).toContainText('100');
  const item = specialistPage.getByRole('article', { name: 'Марта Т.' });
  await expect(item).toContainText(COMMENT);
  await item.getByRole('button', { name: r('reply.action') }).click();
  await item.getByRole('textbox', { name: r('reply.label') }).fill(REPLY);
  await item.getByRole('button', { name: r('reply.submit') }).click();
  await expect(item.getByTestId('review-response')).toContainText(REPLY);

  // Anyone sees the new average, the review and the answer on the specialist's public page…
  const guest = await (await browser.newContext()).newPage();
  await guest.goto(`/specialist/${profileId}`);
  const section = guest.getByTestId('public-reviews');
  await expect(section.getByTestId('review-average')).toHaveText('5,0');
  await expect(section).toContainText(r('count_one', { count: 1 }));
  const publicItem = section.getByRole('article', { name: 'Марта Т.' });
  await expect(publicItem).toContainText(COMMENT);
  await expect(publicItem.getByTestId('review-response')).toContainText(r('item.response'));
  await expect(publicItem.getByTestId('review-response')).toContainText(REPLY);
  await expect(guest.getByText(text('uk', 'catalog', 'rating.label').replace('{{rating}}', '5,0'))).toBeAttached();

  // …and in search, whose rating comes from the same aggregate.
  await guest.goto(`/search?q=${encodeURIComponent(serviceName)}`);
  const result = guest.getByRole('article').filter({ hasText: serviceName });
  await expect(result).toHaveCount(1);
  await expect(result.getByText(text('uk', 'search', 'card.rating').replace('{{rating}}', '5,0'))).toBeAttached();
  await expect(result).toContainText(`(${text('uk', 'search', 'card.reviews_one').replace('{{count}}', '1')})`);
});
