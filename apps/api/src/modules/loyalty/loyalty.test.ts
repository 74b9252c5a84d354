import { pointsEarnedFor } from '@vizyt/contracts';
import { DateTime } from 'luxon';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../lib/db.js';
import { createLogger } from '../../lib/logger.js';
import { captureMailer } from '../../test/accounts.js';
import { useTestDatabase } from '../../test/db.js';
import { buildBooking, buildUser } from '../../test/factories.js';
import { acceptOnlinePayments } from '../../test/payment-factories.js';
import { createTestApp } from '../../test/test-app.js';
import { bookingTestKit } from '../bookings/bookings.test-support.js';
import { createLoyaltyRepository } from './loyalty.repository.js';
import { createLoyaltyService } from './loyalty.service.js';
import { api } from '../../test/api.js';

/**
 * Loyalty points (issue #12) through HTTP with the test payment provider: earned when a booking
 * paid online is completed (or paid after it), spent at create-intent within the 20 % cap and
 * the balance, given back when the payment fails, is replaced or refunded in full; the balance
 * is always the sum of the ledger and users.loyalty_points; expiry takes only what is left of a
 * lot past its date. Access and bad input are the access matrix's and the fuzz's.
 */

const { db, url } = await useTestDatabase();
const { app, container } = createTestApp(db, url, {}, { mailer: captureMailer() });
const kit = bookingTestKit(db, container);
const testProvider = container.payments.testProvider!;
// Expiry tests get a database of their own: expireDue runs over every customer, and a `now`
// months ahead would expire the points of the other tests.
const { db: expiryDb } = await useTestDatabase();

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
type Auth = Record<string, string>;
type Person = Awaited<ReturnType<typeof kit.person>>;
const inHours = (h: number) => new Date(Date.now() + h * HOUR);
const monthsFrom = (date: Date, months: number) => DateTime.fromJSDate(date).plus({ months }).toJSDate();

/**
 * A customer's CONFIRMED booking (1 250 ₴ unless asked) of a specialist who takes money online
 * (30 % deposit, free cancellation until 24 h before). By default the visit started two hours
 * ago, so the specialist may complete it.
 */
async function paidWorld(options: { priceMinor?: number; scheduledAt?: Date; customer?: Person } = {}) {
  const world = await kit.bookable({ service: { priceMinor: options.priceMinor ?? 125_000, name: 'Фарбування волосся' }, specialist: { cancellationWindowHours: 24 } });
  await acceptOnlinePayments(db, world.specialist.id, { depositPercent: 30 });
  const customer = options.customer ?? (await kit.person('CUSTOMER'));
  const booking = await buildBooking(db, { serviceId: world.service.id, customerId: customer.user.id, status: 'CONFIRMED', scheduledAt: options.scheduledAt ?? inHours(-2) });
  return { ...world, customer, booking };
}

const createIntent = (auth: Auth, body: Record<string, unknown>) => request(app).post(api('/payments/create-intent')).set(auth).send(body);
const confirm = (auth: Auth, paymentIntentId: string, paymentMethodId = 'pm_card_visa') =>
  request(app).post(api('/payments/confirm-intent')).set(auth).send({ paymentIntentId, paymentMethodId });

/** Creates and confirms an intent (spending `redeemPoints`); returns the payment answer. */
async function pay(auth: Auth, bookingId: string, type: 'DEPOSIT' | 'FULL', redeemPoints?: number) {
  const intent = await createIntent(auth, { bookingId, type, ...(redeemPoints !== undefined ? { redeemPoints } : {}) });
  expect(intent.status).toBe(201);
  const res = await confirm(auth, intent.body.data.paymentIntent.id);
  expect(res.status).toBe(200);
  return res.body.data.payment as { id: string; status: string; amount: number; pointsRedeemed: number; paymentIntentId: string };
}

const complete = (specialistAuth: Auth, bookingId: string) => request(app).post(api(`/bookings/${bookingId}/complete`)).set(specialistAuth);
const cancel = (auth: Auth, bookingId: string) => request(app).delete(api(`/bookings/${bookingId}`)).set(auth).send({ reason: 'Змінилися плани' });

async function bookingAnswer(auth: Auth, id: string) {
  const res = await request(app).get(api(`/bookings/${id}`)).set(auth);
  expect(res.status).toBe(200);
  return res.body.data.booking as { status: string; paymentStatus: string; amountPaid: number };
}

/**
 * The customer's ledger as [kind, points], oldest first, after checking that users.loyalty_points
 * is its sum; with the balance.
 */
async function ledgerOf(userId: string, database: Db = db) {
  const entries = await database.loyaltyEntry.findMany({ where: { userId }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
  const balance = entries.reduce((sum, e) => sum + e.points, 0);
  expect((await database.user.findUniqueOrThrow({ where: { id: userId }, select: { loyaltyPoints: true } })).loyaltyPoints).toBe(balance);
  return { balance, entries: entries.map((e) => [e.kind, e.points]) };
}

/** Points earned directly in the ledger (a lot of `points` earned at `earnedAt`), users.loyalty_points kept equal to the sum. */
async function grant(userId: string, points: number, options: { earnedAt?: Date; bookingId?: string; database?: Db } = {}) {
  const database = options.database ?? db;
  const earnedAt = options.earnedAt ?? new Date(Date.now() - DAY);
  const lot = await database.loyaltyEntry.create({
    data: { userId, kind: 'EARN', points, bookingId: options.bookingId ?? null, createdAt: earnedAt, expiresAt: monthsFrom(earnedAt, 12) },
  });
  await syncUser(userId, database);
  return lot;
}

async function syncUser(userId: string, database: Db = db) {
  const sum = await database.loyaltyEntry.aggregate({ where: { userId }, _sum: { points: true } });
  await database.user.update({ where: { id: userId }, data: { loyaltyPoints: sum._sum.points ?? 0 } });
}

describe('earning: 1 point per 10 ₴ paid online, when the visit is completed', () => {
  it('1 250 ₴ paid online → 125 points at completion; GET /loyalty, the user answer and users.loyalty_points agree', async () => {
    const { customer, booking, specialistAuth } = await paidWorld();
    await pay(customer.auth, booking.id, 'FULL');
    // Paid is not yet earned: the visit has to take place.
    expect((await ledgerOf(customer.user.id)).balance).toBe(0);

    expect((await complete(specialistAuth, booking.id)).status).toBe(200);
    expect(await ledgerOf(customer.user.id)).toEqual({ balance: 125, entries: [['EARN', 125]] });
    expect(pointsEarnedFor(125_000)).toBe(125);

    const loyalty = await request(app).get(api('/loyalty')).set(customer.auth);
    expect(loyalty.status).toBe(200);
    expect(loyalty.body.data).toMatchObject({
      balance: 125,
      lifetimeEarned: 125,
      expiringSoon: null,
      rules: { uahPerPoint: 10, pointValueUah: 1, maxShare: 0.2, expiryMonths: 12 },
      entries: [{ kind: 'EARN', points: 125, bookingId: booking.id, serviceName: 'Фарбування волосся' }],
      total: 1,
      page: 1,
      totalPages: 1,
    });
    // The points expire 12 months after they were earned.
    const expiresAt = new Date(loyalty.body.data.entries[0].expiresAt).getTime();
    expect(Math.abs(expiresAt - monthsFrom(new Date(), 12).getTime())).toBeLessThan(60_000);

    const me = await request(app).get(api('/auth/me')).set(customer.auth);
    expect(me.body.data.user.loyaltyPoints).toBe(125);
  });

  it('not paid online → no points', async () => {
    const { customer, booking, specialistAuth } = await paidWorld();
    expect((await complete(specialistAuth, booking.id)).status).toBe(200);
    expect(await ledgerOf(customer.user.id)).toEqual({ balance: 0, entries: [] });
    expect((await request(app).get(api('/loyalty')).set(customer.auth)).body.data).toMatchObject({ balance: 0, lifetimeEarned: 0, entries: [], total: 0 });
  });

  it('rounded down: 1 299 ₴ → 129 points', async () => {
    const { customer, booking, specialistAuth } = await paidWorld({ priceMinor: 129_999 });
    await pay(customer.auth, booking.id, 'FULL');
    await complete(specialistAuth, booking.id);
    expect((await ledgerOf(customer.user.id)).balance).toBe(129);
  });

  it('completing twice (or three times at once) earns once', async () => {
    const { customer, booking, specialistAuth } = await paidWorld();
    await pay(customer.auth, booking.id, 'FULL');
    const answers = await Promise.all([1, 2, 3].map(() => complete(specialistAuth, booking.id)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect((await complete(specialistAuth, booking.id)).body.error.code).toBe('INVALID_TRANSITION');
    // Asking the ledger to earn for it again adds nothing either.
    expect(await container.loyalty.earnForBooking(db, booking.id)).toBe(0);
    expect(await ledgerOf(customer.user.id)).toEqual({ balance: 125, entries: [['EARN', 125]] });
  });

  it('paid after the visit was completed → earned when the payment goes through', async () => {
    const { customer, booking, specialistAuth } = await paidWorld();
    await complete(specialistAuth, booking.id);
    expect((await ledgerOf(customer.user.id)).balance).toBe(0);
    await pay(customer.auth, booking.id, 'FULL');
    expect(await ledgerOf(customer.user.id)).toEqual({ balance: 125, entries: [['EARN', 125]] });
  });

  it('a deposit paid before the visit and the rest paid online after it → points for all of it', async () => {
    const { customer, booking, specialistAuth } = await paidWorld();
    await pay(customer.auth, booking.id, 'DEPOSIT');
    await complete(specialistAuth, booking.id);
    // 375 ₴ of deposit so far.
    expect((await ledgerOf(customer.user.id)).balance).toBe(37);
    const rest = await pay(customer.auth, booking.id, 'FULL');
    expect(rest.amount).toBe(875);
    expect((await ledgerOf(customer.user.id)).balance).toBe(125);
    expect((await request(app).get(api('/loyalty')).set(customer.auth)).body.data).toMatchObject({ balance: 125, lifetimeEarned: 125 });
  });

  it('points pay no points: a payment partly paid with points earns by its money only', async () => {
    const customer = await kit.person('CUSTOMER');
    await grant(customer.user.id, 200);
    const { booking, specialistAuth } = await paidWorld({ priceMinor: 100_000, customer });
    const payment = await pay(customer.auth, booking.id, 'FULL', 200);
    expect(payment).toMatchObject({ amount: 800, pointsRedeemed: 200 });
    await complete(specialistAuth, booking.id);
    expect(await ledgerOf(customer.user.id)).toEqual({ balance: 80, entries: [['EARN', 200], ['REDEEM', -200], ['EARN', 80]] });
  });
});

describe('spending at create-intent: 1 point = 1 ₴, at most 20 % of the payment, within the balance', () => {
  it('redeemPoints lowers what the card is charged; the points leave the balance at once; money + points pay the booking', async () => {
    const customer = await kit.person('CUSTOMER');
    await grant(customer.user.id, 300);
    const { booking } = await paidWorld({ customer, scheduledAt: inHours(72) });

    const options = await request(app).get(api('/payments/options')).query({ bookingId: booking.id }).set(customer.auth);
    // Deposit 375 ₴ → 75; the full 1 250 ₴ → 250.
    expect(options.body.data.options.points).toEqual({ balance: 300, maxForDeposit: 75, maxForFull: 250 });

    const intent = await createIntent(customer.auth, { bookingId: booking.id, type: 'FULL', redeemPoints: 250 });
    expect(intent.status).toBe(201);
    expect(intent.body.data.paymentIntent).toMatchObject({ amount: 1000, pointsRedeemed: 250, type: 'FULL' });
    expect((await db.testProviderIntent.findUniqueOrThrow({ where: { id: intent.body.data.paymentIntent.id } })).amountMinor).toBe(100_000);
    expect(await ledgerOf(customer.user.id)).toEqual({ balance: 50, entries: [['EARN', 300], ['REDEEM', -250]] });

    // The same request again (a double click) is the same intent, and spends nothing more.
    const again = await createIntent(customer.auth, { bookingId: booking.id, type: 'FULL', redeemPoints: 250 });
    expect(again.body.data.paymentIntent.id).toBe(intent.body.data.paymentIntent.id);
    expect((await ledgerOf(customer.user.id)).balance).toBe(50);

    const paid = await confirm(customer.auth, intent.body.data.paymentIntent.id);
    expect(paid.body.data.payment).toMatchObject({ status: 'SUCCEEDED', amount: 1000, pointsRedeemed: 250 });
    expect(await bookingAnswer(customer.auth, booking.id)).toMatchObject({ paymentStatus: 'PAID', amountPaid: 1250 });
    // Nothing is left to pay.
    expect((await createIntent(customer.auth, { bookingId: booking.id, type: 'FULL' })).body.error.code).toBe('ALREADY_PAID');
  });

  it('above the 20 % cap or the balance → 422 INSUFFICIENT_POINTS; nothing is made, nothing spent', async () => {
    const customer = await kit.person('CUSTOMER');
    await grant(customer.user.id, 300);
    const { booking } = await paidWorld({ customer, scheduledAt: inHours(72) });
    const refused = async (type: string, redeemPoints: number) => {
      const res = await createIntent(customer.auth, { bookingId: booking.id, type, redeemPoints });
      expect([type, redeemPoints, res.status, res.body.error?.code]).toEqual([type, redeemPoints, 422, 'INSUFFICIENT_POINTS']);
    };
    await refused('FULL', 251);
    await refused('DEPOSIT', 76);

    const poorer = await kit.person('CUSTOMER');
    await grant(poorer.user.id, 100);
    const second = await paidWorld({ customer: poorer, scheduledAt: inHours(72) });
    const over = await createIntent(poorer.auth, { bookingId: second.booking.id, type: 'FULL', redeemPoints: 150 });
    expect([over.status, over.body.error.code]).toEqual([422, 'INSUFFICIENT_POINTS']);

    expect(await db.payment.count({ where: { bookingId: { in: [booking.id, second.booking.id] } } })).toBe(0);
    expect(await db.testProviderIntent.count({ where: { metadata: { path: ['bookingId'], equals: booking.id } } })).toBe(0);
    expect(await ledgerOf(customer.user.id)).toEqual({ balance: 300, entries: [['EARN', 300]] });
    expect(await ledgerOf(poorer.user.id)).toEqual({ balance: 100, entries: [['EARN', 100]] });
  });

  it('the same points for two bookings at the same moment: one payment gets them, the other is refused', async () => {
    const customer = await kit.person('CUSTOMER');
    await grant(customer.user.id, 100);
    const first = await paidWorld({ customer, priceMinor: 100_000, scheduledAt: inHours(72) });
    const second = await paidWorld({ customer, priceMinor: 100_000, scheduledAt: inHours(72) });
    const answers = await Promise.all([first, second].map((w) => createIntent(customer.auth, { bookingId: w.booking.id, type: 'FULL', redeemPoints: 100 })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 422]);
    expect(await ledgerOf(customer.user.id)).toEqual({ balance: 0, entries: [['EARN', 100], ['REDEEM', -100]] });
    expect(await db.payment.count({ where: { customerId: customer.user.id } })).toBe(1);
  });

  it('a declined card gives the points back; the retry starts without them', async () => {
    const customer = await kit.person('CUSTOMER');
    await grant(customer.user.id, 100);
    const { booking } = await paidWorld({ customer, priceMinor: 60_000, scheduledAt: inHours(72) });
    const intent = await createIntent(customer.auth, { bookingId: booking.id, type: 'FULL', redeemPoints: 100 });
    expect(intent.body.data.paymentIntent).toMatchObject({ amount: 500, pointsRedeemed: 100 });
    expect((await ledgerOf(customer.user.id)).balance).toBe(0);

    const declined = await confirm(customer.auth, intent.body.data.paymentIntent.id, 'pm_card_chargeDeclined');
    expect([declined.status, declined.body.error.code]).toEqual([402, 'CARD_DECLINED']);
    expect(await ledgerOf(customer.user.id)).toEqual({ balance: 100, entries: [['EARN', 100], ['REDEEM', -100], ['RESTORE', 100]] });
    expect(await bookingAnswer(customer.auth, booking.id)).toMatchObject({ paymentStatus: 'UNPAID', amountPaid: 0 });

    const retry = await request(app).post(api(`/payments/${intent.body.data.paymentIntent.paymentId}/retry`)).set(customer.auth);
    expect(retry.body.data.paymentIntent).toMatchObject({ amount: 600, pointsRedeemed: 0 });
    expect((await ledgerOf(customer.user.id)).balance).toBe(100);
  });

  it('an intent replaced by another gives its points back; the new one may spend them again', async () => {
    const customer = await kit.person('CUSTOMER');
    await grant(customer.user.id, 200);
    const { booking } = await paidWorld({ customer, priceMinor: 100_000, scheduledAt: inHours(72) });
    // A deposit of 300 ₴ takes at most 60 points.
    const deposit = await createIntent(customer.auth, { bookingId: booking.id, type: 'DEPOSIT', redeemPoints: 60 });
    expect(deposit.body.data.paymentIntent).toMatchObject({ amount: 240, pointsRedeemed: 60 });
    expect((await ledgerOf(customer.user.id)).balance).toBe(140);

    // Changing one's mind: the full price with all 200 points (the deposit's 60 come back first).
    const full = await createIntent(customer.auth, { bookingId: booking.id, type: 'FULL', redeemPoints: 200 });
    expect(full.status).toBe(201);
    expect(full.body.data.paymentIntent).toMatchObject({ amount: 800, pointsRedeemed: 200 });
    expect((await db.payment.findUniqueOrThrow({ where: { id: deposit.body.data.paymentIntent.paymentId } })).status).toBe('CANCELLED');
    expect(await ledgerOf(customer.user.id)).toEqual({ balance: 0, entries: [['EARN', 200], ['REDEEM', -60], ['RESTORE', 60], ['REDEEM', -200]] });

    // Without points after all: the 200 come back.
    const plain = await createIntent(customer.auth, { bookingId: booking.id, type: 'FULL' });
    expect(plain.body.data.paymentIntent).toMatchObject({ amount: 1000, pointsRedeemed: 0 });
    expect((await ledgerOf(customer.user.id)).balance).toBe(200);
  });

  it('cancelling before the deadline refunds the money in full and gives the points back', async () => {
    const customer = await kit.person('CUSTOMER');
    await grant(customer.user.id, 200);
    const { booking } = await paidWorld({ customer, priceMinor: 100_000, scheduledAt: inHours(72) });
    const payment = await pay(customer.auth, booking.id, 'FULL', 200);
    expect(await bookingAnswer(customer.auth, booking.id)).toMatchObject({ paymentStatus: 'PAID', amountPaid: 1000 });

    const res = await cancel(customer.auth, booking.id);
    expect(res.status).toBe(200);
    // The money is refunded; the points come back as points.
    expect(res.body.data).toMatchObject({ freeCancellation: true, refunded: 800, booking: { status: 'CANCELLED', paymentStatus: 'REFUNDED', amountPaid: 0 } });
    await testProvider.settled();
    expect(await db.payment.findUniqueOrThrow({ where: { id: payment.id } })).toMatchObject({ status: 'REFUNDED', refundedMinor: 80_000 });
    expect(await ledgerOf(customer.user.id)).toEqual({ balance: 200, entries: [['EARN', 200], ['REDEEM', -200], ['RESTORE', 200]] });
  });

  it('cancelling after the deadline keeps the deposit, and the points that paid part of it', async () => {
    const customer = await kit.person('CUSTOMER');
    await grant(customer.user.id, 60);
    const { booking } = await paidWorld({ customer, priceMinor: 100_000, scheduledAt: inHours(72) });
    const deposit = await pay(customer.auth, booking.id, 'DEPOSIT', 60);
    expect(deposit).toMatchObject({ amount: 240, pointsRedeemed: 60 });
    await db.booking.update({ where: { id: booking.id }, data: { scheduledAt: inHours(5), endsAt: inHours(6), busyUntil: inHours(6) } });

    const res = await cancel(customer.auth, booking.id);
    expect(res.body.data).toMatchObject({ freeCancellation: false, refunded: 0 });
    expect(await ledgerOf(customer.user.id)).toEqual({ balance: 0, entries: [['EARN', 60], ['REDEEM', -60]] });
  });
});

describe('GET /loyalty', () => {
  it('the balance, lifetime earned, what expires within 30 days (what is left of the oldest lot), the ledger newest first with service names, paged', async () => {
    const customer = await kit.person('CUSTOMER');
    const { booking } = await paidWorld({ customer });
    const now = Date.now();
    // Expires in 20 days, 10 of it spent → 30 expiring soon.
    const old = await grant(customer.user.id, 40, { earnedAt: monthsFrom(new Date(now + 20 * DAY), -12) });
    // Expires in 25 days: within the 30 days, but a later date.
    await grant(customer.user.id, 30, { earnedAt: monthsFrom(new Date(now + 25 * DAY), -12) });
    await grant(customer.user.id, 100, { earnedAt: new Date(now - 30 * DAY), bookingId: booking.id });
    await db.loyaltyEntry.create({ data: { userId: customer.user.id, kind: 'REDEEM', points: -10, bookingId: booking.id, createdAt: new Date(now - DAY) } });
    await syncUser(customer.user.id);

    const page = async (query: Record<string, number>) => (await request(app).get(api('/loyalty')).query(query).set(customer.auth)).body.data;
    const first = await page({ limit: 3 });
    expect(first).toMatchObject({ balance: 160, lifetimeEarned: 170, total: 4, page: 1, totalPages: 2 });
    expect(first.expiringSoon).toEqual({ points: 30, date: old.expiresAt!.toISOString() });
    expect(first.entries.map((e: { kind: string; points: number; serviceName: string | null }) => [e.kind, e.points, e.serviceName])).toEqual([
      ['REDEEM', -10, 'Фарбування волосся'],
      ['EARN', 100, 'Фарбування волосся'],
      ['EARN', 30, null],
    ]);
    // Only EARN entries carry an expiry.
    expect(first.entries[0].expiresAt).toBeNull();
    expect(first.entries[1].expiresAt).not.toBeNull();
    const second = await page({ limit: 3, page: 2 });
    expect(second.entries.map((e: { id: string }) => e.id)).toEqual([old.id]);
    expect(await ledgerOf(customer.user.id)).toMatchObject({ balance: 160 });
  });

  it('nothing within 30 days → expiringSoon null; a lot spent in full is not "expiring"', async () => {
    const customer = await kit.person('CUSTOMER');
    await grant(customer.user.id, 20, { earnedAt: monthsFrom(new Date(Date.now() + 10 * DAY), -12) });
    await grant(customer.user.id, 50, { earnedAt: new Date(Date.now() - 40 * DAY) });
    await db.loyaltyEntry.create({ data: { userId: customer.user.id, kind: 'REDEEM', points: -20 } });
    await syncUser(customer.user.id);
    expect((await request(app).get(api('/loyalty')).set(customer.auth)).body.data).toMatchObject({ balance: 50, expiringSoon: null });
  });
});

describe('expiry: what is left of a lot 12 months after it was earned', () => {
  const loyalty = createLoyaltyService({ repo: createLoyaltyRepository(expiryDb), logger: createLogger('silent', 'test') });
  const monthsAgo = (m: number) => monthsFrom(new Date(), -m);
  const customer = () => buildUser(expiryDb);
  const spend = async (userId: string, points: number, at = new Date()) => {
    const entry = await expiryDb.loyaltyEntry.create({ data: { userId, kind: 'REDEEM', points: -points, createdAt: at } });
    await syncUser(userId, expiryDb);
    return entry;
  };
  const ledger = (userId: string) => ledgerOf(userId, expiryDb);

  it('only the unspent part of a lot past its date expires (oldest spent first); running again changes nothing', async () => {
    const { id } = await customer();
    const old = await grant(id, 100, { earnedAt: monthsAgo(13), database: expiryDb });
    await grant(id, 50, { earnedAt: monthsAgo(2), database: expiryDb });
    await spend(id, 30, monthsAgo(1));

    expect(await loyalty.expireDue()).toBe(70);
    expect(await ledger(id)).toEqual({ balance: 50, entries: [['EARN', 100], ['EARN', 50], ['REDEEM', -30], ['EXPIRE', -70]] });
    expect((await expiryDb.loyaltyEntry.findFirstOrThrow({ where: { userId: id, kind: 'EXPIRE' } })).sourceId).toBe(old.id);

    expect(await loyalty.expireDue()).toBe(0);
    expect(await ledger(id)).toEqual({ balance: 50, entries: [['EARN', 100], ['EARN', 50], ['REDEEM', -30], ['EXPIRE', -70]] });
  });

  it('a lot spent in full expires nothing; what was spent beyond it came from the next lot', async () => {
    const { id } = await customer();
    await grant(id, 100, { earnedAt: monthsAgo(13), database: expiryDb });
    await grant(id, 50, { earnedAt: monthsAgo(2), database: expiryDb });
    await spend(id, 120, monthsAgo(1));
    expect(await loyalty.expireDue()).toBe(0);
    expect(await ledger(id)).toEqual({ balance: 30, entries: [['EARN', 100], ['EARN', 50], ['REDEEM', -120]] });
  });

  it('two runs at the same moment expire a lot once', async () => {
    const { id } = await customer();
    await grant(id, 40, { earnedAt: monthsAgo(14), database: expiryDb });
    const runs = await Promise.all([loyalty.expireDue(), loyalty.expireDue()]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(40);
    expect(await ledger(id)).toEqual({ balance: 0, entries: [['EARN', 40], ['EXPIRE', -40]] });
  });

  // The runs below look months ahead, so they also expire the other tests' lots: only this customer's ledger is checked.
  it('a run 13 months ahead expires every lot earned now, in full when nothing was spent; restored points count as unspent', async () => {
    const { id } = await customer();
    await grant(id, 80, { earnedAt: new Date(), database: expiryDb });
    const redeem = await spend(id, 50);
    await expiryDb.loyaltyEntry.create({ data: { userId: id, kind: 'RESTORE', points: 50, sourceId: redeem.id } });
    await syncUser(id, expiryDb);

    // Not yet in 11 months.
    await loyalty.expireDue(monthsFrom(new Date(), 11));
    expect((await ledger(id)).balance).toBe(80);

    await loyalty.expireDue(monthsFrom(new Date(), 13));
    expect(await ledger(id)).toEqual({ balance: 0, entries: [['EARN', 80], ['REDEEM', -50], ['RESTORE', 50], ['EXPIRE', -80]] });
    await loyalty.expireDue(monthsFrom(new Date(), 13));
    expect((await ledger(id)).entries).toHaveLength(4);
  });

  it('a lot expires 12 months after it was earned, not a day before', async () => {
    const { id } = await customer();
    await grant(id, 25, { earnedAt: new Date(), database: expiryDb });
    await loyalty.expireDue(new Date(monthsFrom(new Date(), 12).getTime() - DAY));
    expect((await ledger(id)).balance).toBe(25);
    await loyalty.expireDue(new Date(monthsFrom(new Date(), 12).getTime() + DAY));
    expect(await ledger(id)).toEqual({ balance: 0, entries: [['EARN', 25], ['EXPIRE', -25]] });
  });
});
