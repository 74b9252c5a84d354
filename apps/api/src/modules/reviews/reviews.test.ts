import request from 'supertest';
import { describe, expect, it, vi } from 'vitest';
import type { DomainEvent } from '../../lib/domain-events.js';
import { api } from '../../test/api.js';
import { DAY, reviewsTestApp, type Auth } from './reviews.test-support.js';

/**
 * Reviews through HTTP (issue #12): who may review, once, within the windows; the specialist's
 * answer; helpful votes and reports; the aggregates on the specialist and the service (and so
 * search) exact after every change; the public list and summary. Access (401/403/404 for
 * strangers) and bad input are the access matrix's and the fuzz's.
 */

const { db, app, container, kit, visit, writeReview, reviewed, aggregates } = await reviewsTestApp();

describe('POST /reviews: the customer of a completed visit, once, within 60 days', () => {
  it('writes a verified review with the customer as first name and initial; the specialist is told (review.created)', async () => {
    const world = await kit.bookable({ service: { name: 'Стрижка чоловіча' } });
    const customer = await kit.person('CUSTOMER', { firstName: 'Марія', lastName: 'Коваленко' });
    const booking = await visit(world, customer);
    const events: DomainEvent[] = [];
    const unsubscribe = container.events.subscribe((e) => void events.push(e));
    try {
      const res = await writeReview(customer.auth, { bookingId: booking.id, rating: 5, comment: '  Чудовий майстер, рекомендую!  ' });
      expect(res.status).toBe(201);
      const review = res.body.data.review;
      expect(review).toMatchObject({
        bookingId: booking.id,
        rating: 5,
        comment: 'Чудовий майстер, рекомендую!',
        isVerified: true,
        helpfulCount: 0,
        votedHelpful: false,
        service: { id: world.service.id, name: 'Стрижка чоловіча' },
        specialistId: world.specialist.id,
        customer: { firstName: 'Марія', lastInitial: 'К.', avatar: null },
        response: null,
      });
      expect(new Date(review.editableUntil).getTime() - new Date(review.createdAt).getTime()).toBe(7 * DAY);
      // The full last name is never shown.
      expect(JSON.stringify(res.body)).not.toContain('Коваленко');
      await vi.waitFor(() => expect(events).toEqual([{ type: 'review.created', reviewId: review.id, specialistUserId: world.specialistUser.id, bookingId: booking.id, rating: 5 }]));
    } finally {
      unsubscribe();
    }
    expect(await db.review.count({ where: { bookingId: booking.id } })).toBe(1);
  });

  it('a visit not completed → 422 REVIEW_NOT_ALLOWED; nothing is stored', async () => {
    const world = await kit.bookable();
    const customer = await kit.person('CUSTOMER');
    for (const status of ['PENDING', 'CONFIRMED', 'IN_PROGRESS', 'CANCELLED', 'NO_SHOW'] as const) {
      const booking = await visit(world, customer, { status });
      const res = await writeReview(customer.auth, { bookingId: booking.id, rating: 4 });
      expect([status, res.status, res.body.error.code]).toEqual([status, 422, 'REVIEW_NOT_ALLOWED']);
    }
    expect(await db.review.count({ where: { specialistId: world.specialist.id } })).toBe(0);
    expect(await aggregates(world)).toEqual({ specialist: [0, 0], service: [0, 0] });
  });

  it('someone else’s booking → 404; a booking id that does not exist → 404', async () => {
    const world = await kit.bookable();
    const booking = await visit(world, await kit.person('CUSTOMER'));
    const stranger = await kit.person('CUSTOMER');
    const res = await writeReview(stranger.auth, { bookingId: booking.id, rating: 1, comment: 'Не був там, але погано' });
    expect(res.status).toBe(404);
    expect((await writeReview(stranger.auth, { bookingId: crypto.randomUUID(), rating: 3 })).status).toBe(404);
    expect(await db.review.count({ where: { bookingId: booking.id } })).toBe(0);
  });

  it('a second review of the same visit → 409 REVIEW_EXISTS; the first stays as it was', async () => {
    const world = await kit.bookable();
    const { review, customer, booking } = await reviewed(world, 5, { comment: 'Усе чудово' });
    const again = await writeReview(customer.auth, { bookingId: booking.id, rating: 1, comment: 'Передумала' });
    expect([again.status, again.body.error.code]).toEqual([409, 'REVIEW_EXISTS']);
    expect(await db.review.findMany({ where: { bookingId: booking.id }, select: { id: true, rating: true, comment: true } })).toEqual([
      { id: review.id, rating: 5, comment: 'Усе чудово' },
    ]);
    expect(await aggregates(world)).toEqual({ specialist: [5, 1], service: [5, 1] });
  });

  it('two reviews of one visit at the same moment: one 201, one 409, one row, counted once', async () => {
    const world = await kit.bookable();
    const customer = await kit.person('CUSTOMER');
    const booking = await visit(world, customer);
    const answers = await Promise.all([5, 2].map((rating) => writeReview(customer.auth, { bookingId: booking.id, rating })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.status === 409)!.body.error.code).toBe('REVIEW_EXISTS');
    const winner = answers.find((a) => a.status === 201)!.body.data.review.rating as number;
    expect(await db.review.count({ where: { bookingId: booking.id } })).toBe(1);
    expect(await aggregates(world)).toEqual({ specialist: [winner, 1], service: [winner, 1] });
  });

  it('reviews of different visits of one specialist at the same moment are all counted', async () => {
    const world = await kit.bookable();
    const ratings = [5, 4, 3, 5, 2, 4];
    const writers = await Promise.all(ratings.map(async (rating) => {
      const customer = await kit.person('CUSTOMER');
      return { customer, rating, booking: await visit(world, customer) };
    }));
    const answers = await Promise.all(writers.map((w) => writeReview(w.customer.auth, { bookingId: w.booking.id, rating: w.rating })));
    expect(answers.map((a) => a.status)).toEqual(ratings.map(() => 201));
    // 23 / 6 = 3.8333…
    expect(await aggregates(world)).toEqual({ specialist: [3.83, 6], service: [3.83, 6] });
  });

  it('within 60 days of completion: 59 days after → 201, 61 days after → 422', async () => {
    const world = await kit.bookable();
    const customer = await kit.person('CUSTOMER');
    const late = await visit(world, customer, { daysAgo: 61 });
    const res = await writeReview(customer.auth, { bookingId: late.id, rating: 5 });
    expect([res.status, res.body.error.code]).toEqual([422, 'REVIEW_NOT_ALLOWED']);
    const inTime = await visit(world, customer, { daysAgo: 59 });
    expect((await writeReview(customer.auth, { bookingId: inTime.id, rating: 5 })).status).toBe(201);
    expect(await db.review.count({ where: { customerId: customer.user.id } })).toBe(1);
  });

  it('GET /reviews/mine lists the caller’s reviews with their bookings, nobody else’s', async () => {
    const world = await kit.bookable();
    const customer = await kit.person('CUSTOMER');
    const first = await reviewed(world, 4, { customer });
    const second = await reviewed(world, 5, { customer });
    await reviewed(world, 1);
    const res = await request(app).get(api('/reviews/mine')).set(customer.auth);
    expect(res.status).toBe(200);
    expect(res.body.data.reviews.map((r: { id: string; bookingId: string }) => [r.id, r.bookingId]).sort()).toEqual(
      [
        [first.review.id, first.booking.id],
        [second.review.id, second.booking.id],
      ].sort(),
    );
  });
});

describe('PUT /reviews/:id: the author, within 7 days', () => {
  it('changes the rating and the comment; the aggregates follow in the same request', async () => {
    const world = await kit.bookable();
    const { review, customer } = await reviewed(world, 5, { comment: 'Добре' });
    await reviewed(world, 4);
    expect(await aggregates(world)).toEqual({ specialist: [4.5, 2], service: [4.5, 2] });

    const res = await request(app).put(api(`/reviews/${review.id}`)).set(customer.auth).send({ rating: 2, comment: 'Після тижня лак облупився' });
    expect(res.status).toBe(200);
    expect(res.body.data.review).toMatchObject({ id: review.id, rating: 2, comment: 'Після тижня лак облупився', createdAt: review.createdAt });
    expect(await aggregates(world)).toEqual({ specialist: [3, 2], service: [3, 2] });

    // The comment can be removed; the rating stays.
    const cleared = await request(app).put(api(`/reviews/${review.id}`)).set(customer.auth).send({ comment: null });
    expect(cleared.body.data.review).toMatchObject({ rating: 2, comment: null });
  });

  it('8 days after writing it → 422 REVIEW_NOT_ALLOWED; nothing changes', async () => {
    const world = await kit.bookable();
    const { review, customer } = await reviewed(world, 5, { comment: 'Добре' });
    await db.review.update({ where: { id: review.id }, data: { createdAt: new Date(Date.now() - 8 * DAY) } });
    const res = await request(app).put(api(`/reviews/${review.id}`)).set(customer.auth).send({ rating: 1 });
    expect([res.status, res.body.error.code]).toEqual([422, 'REVIEW_NOT_ALLOWED']);
    expect(await db.review.findUniqueOrThrow({ where: { id: review.id }, select: { rating: true, comment: true } })).toEqual({ rating: 5, comment: 'Добре' });
    expect(await aggregates(world)).toEqual({ specialist: [5, 1], service: [5, 1] });
  });

  it('6 days after writing it is still in time', async () => {
    const world = await kit.bookable();
    const { review, customer } = await reviewed(world, 3);
    await db.review.update({ where: { id: review.id }, data: { createdAt: new Date(Date.now() - 6 * DAY) } });
    expect((await request(app).put(api(`/reviews/${review.id}`)).set(customer.auth).send({ rating: 4 })).status).toBe(200);
    expect(await aggregates(world)).toEqual({ specialist: [4, 1], service: [4, 1] });
  });
});

describe('the specialist’s answer', () => {
  it('once (409 after), then edited with PUT; everyone sees it', async () => {
    const world = await kit.bookable();
    const { review } = await reviewed(world, 4, { comment: 'Загалом добре' });
    const path = api(`/reviews/${review.id}/response`);

    // Nothing to edit before answering.
    expect((await request(app).put(path).set(world.specialistAuth).send({ comment: 'Дякую!' })).status).toBe(404);

    const first = await request(app).post(path).set(world.specialistAuth).send({ comment: 'Дякую за відгук!' });
    expect(first.status).toBe(201);
    const answered = first.body.data.review.response;
    expect(answered).toMatchObject({ comment: 'Дякую за відгук!' });
    expect(answered.updatedAt).toBe(answered.createdAt);

    const second = await request(app).post(path).set(world.specialistAuth).send({ comment: 'Ще раз дякую!' });
    expect([second.status, second.body.error.code]).toEqual([409, 'CONFLICT']);

    const edited = await request(app).put(path).set(world.specialistAuth).send({ comment: 'Дякую, чекаю знову!' });
    expect(edited.status).toBe(200);
    expect(edited.body.data.review.response).toMatchObject({ comment: 'Дякую, чекаю знову!', createdAt: answered.createdAt });
    expect(new Date(edited.body.data.review.response.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(answered.createdAt).getTime());

    const list = await request(app).get(api('/reviews')).query({ specialistId: world.specialist.id });
    expect(list.body.data.reviews[0].response).toMatchObject({ comment: 'Дякую, чекаю знову!' });
    // Answering changes no rating.
    expect(await aggregates(world)).toEqual({ specialist: [4, 1], service: [4, 1] });
  });

  it('another specialist’s review → 404', async () => {
    const world = await kit.bookable();
    const other = await kit.bookable();
    const { review } = await reviewed(world, 4);
    const res = await request(app).post(api(`/reviews/${review.id}/response`)).set(other.specialistAuth).send({ comment: 'Не мій клієнт' });
    expect(res.status).toBe(404);
    expect((await db.review.findUniqueOrThrow({ where: { id: review.id } })).responseComment).toBeNull();
  });
});

describe('helpful votes', () => {
  it('one vote per person: a repeat keeps the count, DELETE takes it back; the list shows the caller’s vote', async () => {
    const world = await kit.bookable();
    const { review } = await reviewed(world, 5, { comment: 'Корисно' });
    const [reader, another] = [await kit.person('CUSTOMER'), await kit.person('CUSTOMER')];
    const vote = (auth: Auth) => request(app).post(api(`/reviews/${review.id}/helpful`)).set(auth);
    const unvote = (auth: Auth) => request(app).delete(api(`/reviews/${review.id}/helpful`)).set(auth);

    expect((await vote(reader.auth)).body.data).toEqual({ helpfulCount: 1, votedHelpful: true });
    expect((await vote(reader.auth)).body.data).toEqual({ helpfulCount: 1, votedHelpful: true });
    // Another specialist reads reviews too.
    expect((await vote((await kit.person('SPECIALIST')).auth)).body.data).toEqual({ helpfulCount: 2, votedHelpful: true });
    expect((await vote(another.auth)).body.data).toEqual({ helpfulCount: 3, votedHelpful: true });

    const listAs = async (auth: Auth | null) => {
      const req = request(app).get(api('/reviews')).query({ specialistId: world.specialist.id });
      return (await (auth ? req.set(auth) : req)).body.data.reviews[0] as { helpfulCount: number; votedHelpful: boolean };
    };
    expect(await listAs(reader.auth)).toMatchObject({ helpfulCount: 3, votedHelpful: true });
    expect(await listAs(null)).toMatchObject({ helpfulCount: 3, votedHelpful: false });

    expect((await unvote(reader.auth)).body.data).toEqual({ helpfulCount: 2, votedHelpful: false });
    expect((await unvote(reader.auth)).body.data).toEqual({ helpfulCount: 2, votedHelpful: false });
    expect(await listAs(reader.auth)).toMatchObject({ helpfulCount: 2, votedHelpful: false });
    expect(await db.reviewVote.count({ where: { reviewId: review.id } })).toBe(2);
  });

  it('five votes of one person at once count once', async () => {
    const world = await kit.bookable();
    const { review } = await reviewed(world, 5);
    const reader = await kit.person('CUSTOMER');
    const answers = await Promise.all(Array.from({ length: 5 }, () => request(app).post(api(`/reviews/${review.id}/helpful`)).set(reader.auth)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect((await db.review.findUniqueOrThrow({ where: { id: review.id } })).helpfulCount).toBe(1);
  });

  it('never on one’s own review → 422 REVIEW_NOT_ALLOWED', async () => {
    const world = await kit.bookable();
    const { review, customer } = await reviewed(world, 5);
    const res = await request(app).post(api(`/reviews/${review.id}/helpful`)).set(customer.auth);
    expect([res.status, res.body.error.code]).toEqual([422, 'REVIEW_NOT_ALLOWED']);
    expect((await request(app).delete(api(`/reviews/${review.id}/helpful`)).set(customer.auth)).status).toBe(422);
    expect((await db.review.findUniqueOrThrow({ where: { id: review.id } })).helpfulCount).toBe(0);
  });

  it('never by the reviewed specialist → 422 REVIEW_NOT_ALLOWED', async () => {
    const world = await kit.bookable();
    const { review } = await reviewed(world, 5);
    const res = await request(app).post(api(`/reviews/${review.id}/helpful`)).set(world.specialistAuth);
    expect([res.status, res.body.error.code]).toEqual([422, 'REVIEW_NOT_ALLOWED']);
    expect((await db.review.findUniqueOrThrow({ where: { id: review.id } })).helpfulCount).toBe(0);
  });
});

describe('reports', () => {
  it('once per person (409 after), never one’s own (422)', async () => {
    const world = await kit.bookable();
    const { review, customer } = await reviewed(world, 1, { comment: 'Купуйте у нас дешевше: example.test' });
    const reader = await kit.person('CUSTOMER');
    const report = (auth: Auth, body: Record<string, unknown>) => request(app).post(api(`/reviews/${review.id}/report`)).set(auth).send(body);

    const first = await report(reader.auth, { reason: 'SPAM', details: 'Реклама' });
    expect([first.status, first.body.data]).toEqual([201, { reported: true }]);
    const again = await report(reader.auth, { reason: 'OFFENSIVE' });
    expect([again.status, again.body.error.code]).toEqual([409, 'CONFLICT']);
    expect((await report(world.specialistAuth, { reason: 'FAKE' })).status).toBe(201);
    const own = await report(customer.auth, { reason: 'OTHER' });
    expect([own.status, own.body.error.code]).toEqual([422, 'REVIEW_NOT_ALLOWED']);

    const stored = await db.reviewReport.findMany({ where: { reviewId: review.id }, select: { reporterId: true, reason: true, details: true } });
    expect(stored.sort((a, b) => a.reason.localeCompare(b.reason))).toEqual([
      { reporterId: world.specialistUser.id, reason: 'FAKE', details: null },
      { reporterId: reader.user.id, reason: 'SPAM', details: 'Реклама' },
    ]);
  });
});
