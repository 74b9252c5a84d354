import { type Example } from '../../test/example-helpers.js';

/** Valid requests for the reviews module's endpoints, for the access matrix and the fuzzer (see test/route-examples.ts). */
export const reviewsExamples: Record<string, Example> = {
  // ── reviews and loyalty ──
  'POST /reviews': ({ world, actor }) => ({
    body: { bookingId: world.completedBookingId, rating: 4, comment: 'Все добре, дякую!' },
    ...(actor === 'customerB' ? { expect: 404 } : {}),
  }),
  'GET /reviews': ({ world }) => ({ query: { specialistId: world.specialistA.profileId, sort: 'helpful', withComments: 'true' } }),
  'GET /reviews/summary': ({ world }) => ({ query: { serviceId: world.specialistA.serviceId } }),
  'GET /reviews/mine': () => ({}),
  'PUT /reviews/:id': () => ({ body: { rating: 4, comment: 'Змінила оцінку після повторного візиту.' } }),
  'POST /reviews/:id/response': () => ({ body: { comment: 'Дякуємо за відгук! Чекаємо знову.' } }),
  'PUT /reviews/:id/response': async ({ world, db }) => {
    await db.review.update({ where: { id: world.ids.review }, data: { responseComment: 'Дякуємо!', responseAt: new Date() } });
    return { body: { comment: 'Дякуємо за теплі слова!' } };
  },
  // Nobody votes on or reports their own review: customer A wrote it (422)…
  // …and specialist A does not vote on reviews of their own work.
  'POST /reviews/:id/helpful': ({ actor }) => (actor === 'customerA' || actor === 'specialistA' ? { expect: 422 } : {}),
  'DELETE /reviews/:id/helpful': ({ actor }) => (actor === 'customerA' || actor === 'specialistA' ? { expect: 422 } : {}),
  'POST /reviews/:id/report': ({ actor }) => ({ body: { reason: 'SPAM', details: 'Реклама' }, ...(actor === 'customerA' ? { expect: 422 } : {}) }),
  'GET /loyalty': () => ({ query: { page: 1 } }),
};
