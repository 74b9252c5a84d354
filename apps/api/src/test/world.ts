import { randomBytes, randomUUID } from 'node:crypto';
import { SUPPORT_USER_ID, type UserRole } from '@vizyt/contracts';
import type { Db } from '../lib/db.js';
import type { AccessTokens } from '../lib/tokens.js';
import type { ResourceKind, RouteDefinition } from '../http/route.js';
import { bearer, buildAccount } from './accounts.js';
import { buildAvailabilityBlock, buildBookableService, buildBooking, buildCategory } from './factories.js';
import { acceptOnlinePayments, buildPayment } from './payment-factories.js';
import { buildVerificationRequest } from './verification-factories.js';

/** Everyone who calls an endpoint in the access matrix and the fuzzing. */
export const ACTORS = ['guest', 'customerA', 'customerB', 'specialistA', 'specialistB', 'admin'] as const;
export type ActorName = (typeof ACTORS)[number];

export interface WorldAccount {
  id: string;
  email: string;
  role: UserRole;
  /** Authorization header with a fresh access token (empty for the guest). */
  auth: Record<string, string>;
}

/**
 * A small, complete marketplace where "A" owns one of every resource a path can name: customer A
 * booked specialist A's service; specialist A has a block, a schedule slot and a portfolio photo;
 * customer A has a private calendar feed. B's are alike but own nothing of A's. Every call makes
 * new rows, so tests that change things get a world of their own.
 */
export interface World {
  accounts: Record<Exclude<ActorName, 'guest'>, WorldAccount>;
  /** A's resources by kind: what a path parameter of that kind is filled with. */
  ids: Record<ResourceKind, string>;
  /** Customer A's visit that took place and has no review yet. */
  completedBookingId: string;
  /** Customer A's booking paid in full (ids.payment is its payment). */
  paidBookingId: string;
  /** Specialist A's profile id and B's service (for bodies that name them). */
  specialistA: { profileId: string; serviceId: string; otherServiceId: string };
  specialistB: { profileId: string; serviceId: string };
  /** A free whole hour of specialist A's service (UTC), for booking and rescheduling. */
  freeSlot: string;
  /** Authorization headers by actor; {} for the guest. */
  auth(actor: ActorName): Record<string, string>;
}

const nextWholeHourInDays = (days: number, hourUtc: number) => {
  const d = new Date(Date.now() + days * 86_400_000);
  d.setUTCHours(hourUtc, 0, 0, 0);
  return d;
};

export async function buildWorld(db: Db, tokens: AccessTokens): Promise<World> {
  const tag = randomBytes(4).toString('hex');
  const calendarToken = randomBytes(24).toString('base64url');
  const account = async (name: string, role: UserRole): Promise<WorldAccount> => {
    const user = await buildAccount(db, { email: `${name}-${tag}@world.test`, role, calendarToken: name === 'customer-a' ? calendarToken : null });
    return { id: user.id, email: user.email!, role, auth: bearer(tokens.sign({ sub: user.id, role, sid: randomUUID() })) };
  };
  const [customerA, customerB, specialistAUser, specialistBUser, admin] = await Promise.all([
    account('customer-a', 'CUSTOMER'),
    account('customer-b', 'CUSTOMER'),
    account('specialist-a', 'SPECIALIST'),
    account('specialist-b', 'SPECIALIST'),
    account('admin', 'ADMIN'),
  ]);
  const category = await buildCategory(db);
  const a = await buildBookableService(db, { specialist: { userId: specialistAUser.id }, service: { categoryId: category.id } });
  const b = await buildBookableService(db, { specialist: { userId: specialistBUser.id }, service: { categoryId: category.id } });
  const otherOfA = await db.service.create({
    data: { ...pickServiceCopy(a.service), name: 'Педикюр', specialistId: a.specialist.id },
    select: { id: true },
  });
  const booking = await buildBooking(db, { serviceId: a.service.id, customerId: customerA.id, scheduledAt: nextWholeHourInDays(2, 10), status: 'CONFIRMED' });
  const block = await buildAvailabilityBlock(db, { specialistId: a.specialist.id, startsAt: nextWholeHourInDays(3, 12) });
  const slot = await buildAvailabilityBlock(db, { specialistId: a.specialist.id, kind: 'SLOT', available: true, startsAt: nextWholeHourInDays(4, 8) });
  const photo = await db.portfolioImage.create({
    data: { specialistId: a.specialist.id, url: `/uploads/portfolio/${tag}.jpg`, category: 'WORKSPACE', width: 800, height: 600 },
    select: { id: true },
  });

  // Money: A takes payments online; customer A paid another booking in full (disputed since),
  // has a third waiting for 3-D Secure, and a saved card; specialist A asked for a payout.
  await acceptOnlinePayments(db, a.specialist.id);
  const paidBooking = await buildBooking(db, { serviceId: a.service.id, customerId: customerA.id, scheduledAt: nextWholeHourInDays(6, 9), status: 'CONFIRMED' });
  const payment = await buildPayment(db, paidBooking);
  const waitingBooking = await buildBooking(db, { serviceId: a.service.id, customerId: customerA.id, scheduledAt: nextWholeHourInDays(7, 9), status: 'CONFIRMED' });
  const waiting = await buildPayment(db, waitingBooking, { status: 'REQUIRES_ACTION' });
  const dispute = await db.dispute.create({
    data: { paymentId: payment.id, providerDisputeId: `dp_test_${tag}`, amountMinor: payment.amountMinor, reason: 'fraudulent' },
    select: { id: true },
  });
  const card = await db.savedPaymentMethod.create({
    data: { userId: customerA.id, provider: 'test', providerMethodId: `pm_test_visa_${tag}${tag}`, brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030, isDefault: true },
    select: { id: true },
  });
  const payout = await db.payout.create({
    data: { specialistId: a.specialist.id, amountMinor: 10_000, iban: 'UA213223130000026007233566001', recipientName: 'ФОП Тестовий' },
    select: { id: true },
  });

  // Reviews: customer A reviewed one visit that took place and can still review another.
  const visited = (daysAgo: number) => ({ serviceId: a.service.id, customerId: customerA.id, status: 'COMPLETED' as const, scheduledAt: nextWholeHourInDays(-daysAgo, 9), completedAt: nextWholeHourInDays(-daysAgo, 10) });
  const reviewedBooking = await buildBooking(db, visited(3));
  const unreviewedBooking = await buildBooking(db, visited(2));
  const review = await db.review.create({
    data: { bookingId: reviewedBooking.id, customerId: customerA.id, specialistId: a.specialist.id, serviceId: a.service.id, rating: 5, comment: 'Дуже задоволена, рекомендую!' },
    select: { id: true },
  });

  // Notifications and messages: customer A has a notification and talks with specialist A;
  // the admin planned a broadcast.
  const notification = await db.notification.create({
    data: { userId: customerA.id, type: 'booking_confirmed', params: { service: 'Манікюр', when: booking.scheduledAt.toISOString() }, link: '/bookings' },
    select: { id: true },
  });
  const conversation = await db.conversation.create({
    data: { customerId: customerA.id, specialistUserId: specialistAUser.id, bookingId: booking.id, messages: { create: { senderId: customerA.id, content: 'Добрий день! Чи можна прийти на 15 хвилин раніше?' } } },
    select: { id: true },
  });
  // Customer A asked Vizyt support something (issue #26).
  const supportConversation = await db.conversation.create({
    data: { customerId: customerA.id, specialistUserId: SUPPORT_USER_ID, messages: { create: { senderId: customerA.id, content: 'Як перенести запис?' } } },
    select: { id: true },
  });
  const scheduled = await db.scheduledNotification.create({
    data: { createdById: admin.id, audience: 'all', title: 'Оновлення', message: 'Нові можливості', sendAt: nextWholeHourInDays(10, 9) },
    select: { id: true },
  });

  // Saved addresses (issue #14): customer A's home, the default.
  const address = await db.address.create({
    data: { userId: customerA.id, label: 'HOME', line1: 'вул. Хрещатик, 1', city: 'Київ', postalCode: '01001', isDefault: true },
    select: { id: true },
  });

  // Moderation (issue #15): a customer outside the cast reported specialist A's service (so every
  // actor may still report it themselves).
  const reporter = await buildAccount(db, { email: `reporter-${tag}@world.test`, role: 'CUSTOMER' });
  const report = await db.serviceReport.create({ data: { serviceId: a.service.id, reporterId: reporter.id, reason: 'MISLEADING', details: 'Ціна не відповідає' }, select: { id: true } });

  // Verification (issue #15): specialists A and B each wait for a decision, with documents on disk.
  const verification = await buildVerificationRequest(db, a.specialist.id);
  await buildVerificationRequest(db, b.specialist.id);

  const accounts = { customerA, customerB, specialistA: specialistAUser, specialistB: specialistBUser, admin };
  return {
    accounts,
    ids: {
      service: a.service.id,
      specialist: a.specialist.id,
      category: category.id,
      booking: booking.id,
      availabilityBlock: block.id,
      scheduleSlot: slot.id,
      portfolioImage: photo.id,
      calendarToken,
      payment: payment.id,
      paymentIntent: waiting.providerIntentId,
      paymentMethod: card.id,
      dispute: dispute.id,
      payout: payout.id,
      review: review.id,
      notification: notification.id,
      scheduledNotification: scheduled.id,
      conversation: conversation.id,
      supportConversation: supportConversation.id,
      address: address.id,
      user: customerA.id,
      report: report.id,
      verification: verification.id,
    },
    completedBookingId: unreviewedBooking.id,
    paidBookingId: paidBooking.id,
    specialistA: { profileId: a.specialist.id, serviceId: a.service.id, otherServiceId: otherOfA.id },
    specialistB: { profileId: b.specialist.id, serviceId: b.service.id },
    freeSlot: nextWholeHourInDays(5, 11).toISOString(),
    auth: (actor) => (actor === 'guest' ? {} : accounts[actor].auth),
  };
}

const pickServiceCopy = (s: { description: string; priceMinor: number; durationMinutes: number; availableDays: string[]; timeSlots: string[]; categoryId: string | null }) => ({
  description: s.description,
  priceMinor: s.priceMinor,
  durationMinutes: s.durationMinutes,
  availableDays: s.availableDays,
  timeSlots: s.timeSlots,
  categoryId: s.categoryId,
});

/** The caller a route admits and whose resource it names, so a request reaches its handler (fuzzing, odd input). */
export function admittedCaller(route: RouteDefinition): ActorName {
  if (!route.policy.requiresSession) return 'guest';
  const owned = route.resource?.ownedBy;
  const candidates: [ActorName, 'CUSTOMER' | 'SPECIALIST' | 'ADMIN'][] = [
    ['specialistA', 'SPECIALIST'],
    ['customerA', 'CUSTOMER'],
    ['admin', 'ADMIN'],
  ];
  const admitted = candidates.filter(([, role]) => route.policy.allows({ userId: 'x', role, sessionId: 'x' }));
  const owner = admitted.find(([name]) => !owned || (name === 'specialistA' ? owned.sides.includes('specialist') : name === 'customerA' ? owned.sides.includes('customer') : owned.admin));
  return (owner ?? admitted[0] ?? ['customerA'])[0];
}
