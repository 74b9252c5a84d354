import { createECDH, randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { Db } from '../lib/db.js';
import { hashToken } from '../lib/tokens.js';
import { DEFAULT_PASSWORD, buildAccount } from './accounts.js';
import { tinyPdf, tinyPng } from './verification-factories.js';
import type { ActorName, World } from './world.js';

/**
 * One valid request for every endpoint, built against a fresh world (test/world.ts). The access
 * matrix sends it as every actor and expects success from those the route admits; the fuzzer
 * starts from it and breaks it. An endpoint without an example fails both tests, so a new
 * endpoint is covered the day it lands.
 */
export interface RouteExample {
  /** Path parameters; by default every parameter is A's resource of the route's declared kind. */
  params?: Record<string, string>;
  query?: Record<string, string | number | boolean>;
  body?: unknown;
  /** multipart/form-data: text fields and one file (`moreFiles`: other file fields of the same form). */
  multipart?: { fields: Record<string, string>; file: MultipartFile; moreFiles?: MultipartFile[] };
  /** Success status when it is not the route's own (e.g. an unconfigured provider). */
  expect?: number;
  /** Authorization to send instead of the actor's own (an actor of the same role in another state). */
  authAs?: Record<string, string>;
}

export interface MultipartFile {
  field: string;
  name: string;
  content: Buffer;
}

export interface ExampleContext {
  world: World;
  actor: ActorName;
  db: Db;
  /** A signed-in session of customer A made through the API (for refresh tokens). */
  signInCustomerA(): Promise<{ accessToken: string; refreshToken: string }>;
  /** A specialist account that has no business profile yet. */
  newSpecialistWithoutProfile(): Promise<Record<string, string>>;
}

type Example = (ctx: ExampleContext) => RouteExample | Promise<RouteExample>;

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
const unique = () => randomBytes(4).toString('hex');

let png: Promise<Buffer> | undefined;
const smallPng = () => (png ??= sharp({ create: { width: 64, height: 48, channels: 3, background: '#8fb4d9' } }).png().toBuffer());

async function oneTimeToken(db: Db, userId: string, purpose: 'VERIFY_EMAIL' | 'RESET_PASSWORD' | 'CHANGE_EMAIL') {
  const token = randomBytes(32).toString('base64url');
  await db.oneTimeToken.create({ data: { userId, purpose, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 3_600_000) } });
  return token;
}

/** Moves A's booking to a state and time (an hour long, busy for that hour). */
async function shapeBooking(db: Db, world: World, status: 'PENDING' | 'CONFIRMED' | 'IN_PROGRESS', startsInMinutes: number) {
  const scheduledAt = new Date(Math.floor((Date.now() + startsInMinutes * 60_000) / 60_000) * 60_000);
  const endsAt = new Date(scheduledAt.getTime() + 3_600_000);
  await db.booking.update({ where: { id: world.ids.booking }, data: { status, scheduledAt, endsAt, busyUntil: endsAt, durationMinutes: 60 } });
}

const serviceBody = (world: World) => ({
  category: world.ids.category,
  name: `Манікюр ${unique()}`,
  description: 'Класичний манікюр з покриттям гель-лаком і доглядом за кутикулою.',
  price: 650,
  duration: 60,
  availableDays: ['monday', 'wednesday'],
  timeSlots: ['10:00', '12:00'],
});

/** What a browser's PushSubscription.toJSON() holds: an FCM endpoint, a P-256 key and a 16-byte secret. */
const browserSubscription = () => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { endpoint: `https://fcm.googleapis.com/fcm/send/${unique()}${unique()}`, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') } };
};

const profileBody = { specialization: 'Майстер манікюру', city: 'Київ', bio: 'Працюю з 2015 року.' };
const slotBody = () => ({ date: day(6), startTime: '10:00', endTime: '11:00', available: true, reason: 'Додатковий час' });

export const routeExamples: Record<string, Example> = {
  // ── system ──
  'GET /health': () => ({}),
  'GET /config': () => ({}),
  'GET /dev/outbox': () => ({}),

  // ── auth ──
  'POST /auth-enhanced/register': () => ({
    body: { firstName: 'Олена', lastName: 'Коваль', email: `new-${unique()}@world.test`, password: 'Passw0rdOk', confirmPassword: 'Passw0rdOk', userType: 'CUSTOMER', agreeToTerms: true },
  }),
  'POST /auth-enhanced/login': ({ world }) => ({ body: { email: world.accounts.customerA.email, password: DEFAULT_PASSWORD } }),
  // Not configured in tests (no GOOGLE_CLIENT_ID / TELEGRAM_BOT_TOKEN): a clear 422, the same for everyone.
  'POST /auth-enhanced/google': () => ({ body: { credential: 'header.payload.signature' }, expect: 422 }),
  'POST /auth-enhanced/telegram': () => ({
    body: { id: 12345, first_name: 'Олена', auth_date: Math.floor(Date.now() / 1000), hash: 'a'.repeat(64) },
    expect: 422,
  }),
  'POST /auth-enhanced/refresh': async ({ signInCustomerA }) => ({ body: { refreshToken: (await signInCustomerA()).refreshToken } }),
  'POST /auth/refresh': async ({ signInCustomerA }) => ({ body: { refreshToken: (await signInCustomerA()).refreshToken } }),
  'POST /auth-enhanced/logout': async ({ signInCustomerA }) => ({ body: { refreshToken: (await signInCustomerA()).refreshToken } }),
  'POST /auth-enhanced/verify-email': async ({ db, world }) => ({ body: { token: await oneTimeToken(db, world.accounts.customerA.id, 'VERIFY_EMAIL') } }),
  'POST /auth/resend-verification': ({ world }) => ({ body: { email: world.accounts.customerA.email } }),
  'POST /auth/request-password-reset': ({ world }) => ({ body: { email: world.accounts.customerA.email } }),
  'POST /auth/reset-password': async ({ db, world }) => ({
    body: { token: await oneTimeToken(db, world.accounts.customerA.id, 'RESET_PASSWORD'), password: 'NewPassw0rd1' },
  }),
  'POST /auth/change-password': () => ({ body: { currentPassword: DEFAULT_PASSWORD, newPassword: 'NewPassw0rd1' } }),
  'GET /auth/me': () => ({}),
  'GET /auth/me/stats': () => ({}),

  // ── users and files ──
  'PUT /users/profile': () => ({ body: { firstName: 'Олена', lastName: 'Коваль', phone: '+380501234567' } }),
  'GET /users/preferences': () => ({}),
  'PUT /users/preferences': () => ({ body: { language: 'en', currency: 'USD' } }),
  'DELETE /users': () => ({ body: { password: DEFAULT_PASSWORD } }),
  'POST /files/upload': async () => ({
    multipart: { fields: { type: 'avatar' }, file: { field: 'file', name: 'me.png', content: await smallPng() } },
  }),

  // ── scheduling ──
  'GET /services/:id/availability': () => ({ query: { days: 3 } }),
  'GET /specialists/availability': () => ({}),
  'PUT /specialists/availability/working-hours': () => ({
    body: { workingHours: { monday: [{ start: '09:00', end: '13:00' }, { start: '14:00', end: '18:00' }] }, timezone: 'Europe/Kyiv' },
  }),
  'PUT /specialists/availability/settings': () => ({ body: { bufferMinutes: 10, cancellationWindowHours: 24 } }),
  'POST /specialists/availability/block': () => {
    const startsAt = new Date(`${day(7)}T12:00:00.000Z`);
    return { body: { startsAt: startsAt.toISOString(), endsAt: new Date(startsAt.getTime() + 3_600_000).toISOString(), reason: 'Лікар' } };
  },
  'DELETE /specialists/availability/block/:id': () => ({}),
  'GET /specialists/availability/blocked': () => ({ query: { startDate: day(0), endDate: day(14) } }),
  'POST /specialists/availability/vacation': () => ({ body: { startDate: day(20), endDate: day(25), reason: 'Відпустка' } }),
  'GET /availability/specialists/availability/blocks': () => ({}),
  'POST /availability/specialists/availability/blocks': () => ({ body: slotBody() }),
  'PUT /availability/specialists/availability/blocks/:id': () => ({ body: slotBody() }),
  'DELETE /availability/specialists/availability/blocks/:id': () => ({}),

  // ── calendar ──
  'GET /bookings/calendar-feed': () => ({}),
  'POST /bookings/calendar-feed/reset': () => ({}),
  'GET /calendar/:token.ics': () => ({}),

  // ── bookings ──
  'POST /bookings': ({ world }) => ({ body: { serviceId: world.specialistA.serviceId, scheduledAt: world.freeSlot, notes: 'Перший візит' } }),
  'GET /bookings': () => ({ query: { status: 'CONFIRMED' } }),
  'GET /bookings/history': () => ({}),
  'GET /bookings/upcoming': () => ({ query: { limit: 5 } }),
  'GET /bookings/stats': () => ({ query: { period: 'month' } }),
  'GET /bookings/check-conflicts': ({ world }) => ({ query: { specialistId: world.specialistA.profileId, scheduledAt: world.freeSlot, duration: 60 } }),
  'GET /bookings/export': () => ({ query: { format: 'csv' } }),
  'GET /bookings/:id': () => ({}),
  'PUT /bookings/:id': () => ({ body: { notes: 'Буду на 5 хвилин раніше' } }),
  'DELETE /bookings/:id': () => ({ body: { reason: 'Змінилися плани' } }),
  'GET /bookings/:id/can-cancel': () => ({}),
  'GET /bookings/:id/can-reschedule': () => ({}),
  'POST /bookings/:id/confirm': async ({ db, world }) => {
    await shapeBooking(db, world, 'PENDING', 2 * 24 * 60);
    return {};
  },
  'POST /bookings/:id/start': async ({ db, world }) => {
    await shapeBooking(db, world, 'CONFIRMED', 5);
    return {};
  },
  'POST /bookings/:id/complete': async ({ db, world }) => {
    await shapeBooking(db, world, 'IN_PROGRESS', -30);
    return {};
  },
  'POST /bookings/:id/no-show': async ({ db, world }) => {
    await shapeBooking(db, world, 'CONFIRMED', -30);
    return {};
  },
  'POST /bookings/:id/reschedule': ({ world }) => ({ body: { scheduledAt: world.freeSlot } }),
  'POST /bookings/:id/reminder': () => ({}),

  // ── discovery ──
  'GET /services/featured': () => ({ query: { limit: 5 } }),
  'GET /services/trending': () => ({ query: { period: 'week' } }),
  'GET /services/recommended': () => ({}),
  'GET /services/suggestions': () => ({ query: { q: 'мані' } }),
  'GET /services/pricing-range': () => ({}),
  'GET /services/specialties': () => ({}),
  'GET /services/favorites': () => ({}),
  'GET /services/recently-viewed': () => ({}),
  'GET /services/location': () => ({ query: { lat: 50.45, lng: 30.52, radius: 20 } }),
  'GET /services/category/:category': () => ({ query: { page: 1 } }),
  'POST /services/compare': ({ world }) => ({ body: { serviceIds: [world.specialistA.serviceId, world.specialistB.serviceId] } }),
  'GET /services/:id/similar': () => ({}),
  'POST /services/:id/view': () => ({}),
  'POST /services/:id/favorite': () => ({}),
  'DELETE /services/:id/favorite': () => ({}),
  // Specialist A owns the service: nobody reports their own.
  'POST /services/:id/report': ({ actor }) => ({
    body: { reason: 'MISLEADING', details: 'Ціна на сторінці інша, ніж на місці' },
    ...(actor === 'specialistA' ? { expect: 403 } : {}),
  }),
  // Specialist A is the specialist: nobody reports themselves (issue #15).
  'POST /specialists/:id/report': ({ actor }) => ({
    body: { reason: 'FRAUD', details: 'Просить передоплату на картку поза сервісом' },
    ...(actor === 'specialistA' ? { expect: 403 } : {}),
  }),
  'GET /specialists': () => ({ query: { city: 'Київ' } }),
  'GET /specialists/favorites': () => ({}),
  'POST /specialists/:id/favorite': () => ({}),
  'DELETE /specialists/:id/favorite': () => ({}),

  // ── catalog ──
  'GET /services/categories': () => ({}),
  'GET /services': () => ({ query: { q: 'манікюр', sortBy: 'price', sortOrder: 'asc' } }),
  'GET /services/:id': () => ({}),
  'GET /specialists/profile': () => ({}),
  // Creating a profile is for a specialist who has none yet.
  'POST /specialists/profile': async ({ actor, newSpecialistWithoutProfile }) =>
    actor.startsWith('specialist') ? { body: profileBody, authAs: await newSpecialistWithoutProfile() } : { body: profileBody },
  'PUT /specialists/profile': () => ({ body: { ...profileBody, businessName: 'Студія Олени' } }),
  'DELETE /specialists/portfolio/:id': () => ({}),
  'GET /specialists/services': () => ({}),
  'POST /specialists/services': ({ world }) => ({ body: serviceBody(world) }),
  'PUT /specialists/services/:id': ({ world }) => ({ body: serviceBody(world) }),
  'PATCH /specialists/services/:id/status': () => ({ body: { isActive: false } }),
  // A's service without bookings (one with bookings is kept: 409).
  'DELETE /specialists/services/:id': ({ world }) => ({ params: { id: world.specialistA.otherServiceId } }),
  'GET /specialists/:id/public': () => ({}),
  'GET /specialists/:id/services': () => ({}),

  // ── payments (the test provider runs in tests) ──
  // Paying is the booking's customer's: customer B gets 404 for A's booking.
  'GET /payments/options': ({ world, actor }) => ({ query: { bookingId: world.ids.booking }, ...(actor === 'customerB' ? { expect: 404 } : {}) }),
  'POST /payments/create-intent': ({ world, actor }) => ({ body: { bookingId: world.ids.booking, type: 'DEPOSIT' }, ...(actor === 'customerB' ? { expect: 404 } : {}) }),
  // A's intent waiting for 3-D Secure: confirming again answers it as it stands.
  'POST /payments/confirm-intent': ({ world, actor }) => ({
    body: { paymentIntentId: world.ids.paymentIntent, paymentMethodId: 'pm_card_authenticationRequired' },
    ...(actor === 'customerB' ? { expect: 404 } : {}),
  }),
  'POST /payments/process-deposit': ({ world, actor }) => ({ body: { bookingId: world.ids.booking, paymentMethodId: 'pm_card_visa' }, ...(actor === 'customerB' ? { expect: 404 } : {}) }),
  'POST /payments/process-full-payment': ({ world, actor }) => ({
    body: { bookingId: world.ids.booking, paymentMethodId: 'pm_card_visa' },
    ...(actor === 'customerB' ? { expect: 404 } : {}),
  }),
  'POST /payments/validate-amount': ({ world, actor }) => ({ body: { bookingId: world.ids.booking, type: 'FULL', amount: 600 }, ...(actor === 'customerB' ? { expect: 404 } : {}) }),
  // Test mode takes no webhooks: every caller is refused the same way.
  'POST /payments/webhook': () => ({ body: { id: 'evt_1', type: 'payment_intent.succeeded' }, expect: 400 }),
  'GET /payments/history': () => ({ query: { page: 1, limit: 10 } }),
  'GET /payments/stats': () => ({}),
  'GET /payments/disputes': () => ({}),
  'POST /payments/disputes/:id/evidence': async () => ({
    multipart: { fields: { text: 'Послугу надано повністю, клієнт підтвердив візит.' }, file: { field: 'file', name: 'receipt.png', content: await smallPng() } },
  }),
  'GET /payments/methods': () => ({}),
  'POST /payments/methods/setup-intent': () => ({}),
  'POST /payments/methods': () => ({ body: { paymentMethodId: 'pm_card_visa' } }),
  'DELETE /payments/methods/:id': () => ({}),
  'PUT /payments/methods/:id/default': () => ({}),
  'GET /payments/refund-eligibility/:id': () => ({}),
  // A customer gets money back by cancelling: a refund of an active booking is refused (422).
  'POST /payments/refund': ({ world, actor }) => ({
    body: { paymentId: world.ids.payment, amount: 100, reason: 'requested_by_customer' },
    ...(actor === 'customerA' ? { expect: 422 } : actor === 'customerB' || actor === 'specialistB' ? { expect: 404 } : {}),
  }),
  'GET /payments/:id': () => ({}),
  // A declined payment of A's booking, tried again.
  'POST /payments/:id/retry': async ({ world, db }) => {
    const booking = await db.booking.findUniqueOrThrow({ where: { id: world.ids.booking } });
    const intentId = `pi_test_failed_${unique()}`;
    await db.testProviderIntent.create({ data: { id: intentId, amountMinor: 18_000, currency: 'uah', status: 'requires_payment_method', paymentMethod: 'pm_card_chargeDeclined', lastErrorCode: 'card_declined' } });
    const failed = await db.payment.create({
      data: { bookingId: booking.id, customerId: booking.customerId, specialistId: booking.specialistId, type: 'DEPOSIT', status: 'FAILED', amountMinor: 18_000, provider: 'test', providerIntentId: intentId, clientSecret: `${intentId}_secret_test`, failureCode: 'card_declined' },
    });
    return { params: { id: failed.id } };
  },
  // An unfinished payment of A's booking awaiting 3-D Secure, cancelled by its customer.
  'POST /payments/:id/cancel': async ({ world, db }) => {
    const booking = await db.booking.findUniqueOrThrow({ where: { id: world.ids.booking } });
    const intentId = `pi_test_open_${unique()}`;
    await db.testProviderIntent.create({ data: { id: intentId, amountMinor: 18_000, currency: 'uah', status: 'requires_action', paymentMethod: 'pm_card_authenticationRequired' } });
    const open = await db.payment.create({
      data: { bookingId: booking.id, customerId: booking.customerId, specialistId: booking.specialistId, type: 'DEPOSIT', status: 'REQUIRES_ACTION', amountMinor: 18_000, provider: 'test', providerIntentId: intentId, clientSecret: `${intentId}_secret_test` },
    });
    return { params: { id: open.id } };
  },
  'GET /payments/:id/invoice': () => ({ query: { lang: 'uk' } }),
  'GET /payments/:id/invoice/download': () => ({ query: { lang: 'en' } }),
  'POST /payments/test/intents/:id/authenticate': () => ({ body: { outcome: 'approve' } }),

  // ── specialist money ──
  'GET /specialists/payment-settings': () => ({}),
  'POST /specialists/payment-settings': () => ({ body: { depositPercent: 40 } }),
  'POST /specialists/payment-settings/setup': () => ({ body: { payoutIban: 'UA21 3223 1300 0002 6007 2335 6600 1', payoutRecipientName: 'ФОП Коваль Олена' } }),
  'GET /specialists/earnings': () => ({ query: { period: 'month' } }),
  'GET /specialists/analytics': () => ({ query: { period: 'month' } }),
  'GET /specialists/revenue': () => ({ query: { period: 'week' } }),
  'GET /specialists/top-services': () => ({ query: { period: 'quarter' } }),
  'GET /specialists/customer-insights': () => ({ query: { period: 'year' } }),
  'GET /specialists/payouts': () => ({}),
  // A's paid visit took place, so there is money to pay out; B has no payout details (422).
  'POST /specialists/payouts': async ({ world, db, actor }) => {
    await db.booking.update({ where: { id: world.paidBookingId }, data: { status: 'COMPLETED', completedAt: new Date() } });
    return actor === 'specialistB' ? { expect: 422 } : {};
  },
  'POST /specialists/payouts/:id/mark-paid': () => ({ body: { reference: 'PN-2026-001' } }),

  // ── reviews and loyalty ──
  'POST /reviews': ({ world, actor }) => ({
    body: { bookingId: world.completedBookingId, rating: 4, comment: 'Все добре, дякую!' },
    ...(actor === 'customerB' ? { expect: 404 } : {}),
  }),
  'GET /reviews': ({ world }) => ({ query: { specialistId: world.specialistA.profileId, sort: 'helpful', withComments: 'true' } }),
  'GET /reviews/summary': ({ world }) => ({ query: { serviceId: world.specialistA.serviceId } }),
  'GET /reviews/mine': () => ({}),
  // Notifications (issue #13): A's world has one notification of customer A's.
  'GET /notifications': () => ({ query: { filter: 'booking', limit: 10 } }),
  'GET /notifications/unread-count': () => ({}),
  'PUT /notifications/mark-all-read': () => ({}),
  'DELETE /notifications/all': () => ({}),
  'GET /notifications/preferences': () => ({}),
  'POST /notifications/preferences': () => ({ body: { marketing: true, reminders: false } }),
  'POST /notifications/archive': () => ({ body: { olderThanDays: 30 } }),
  'POST /notifications/snooze': () => ({ body: { until: new Date(Date.now() + 3_600_000).toISOString() } }),
  'DELETE /notifications/snooze': () => ({}),
  'GET /notifications/export': () => ({}),
  'POST /notifications/test': () => ({}),
  'POST /notifications/custom': ({ world }) => ({ body: { userIds: [world.accounts.customerA.id], title: 'Оновлення сервісу', message: 'Ми додали онлайн-оплату.', link: '/payments' } }),
  'POST /notifications/bulk/schedule': () => ({ body: { audience: 'customers', title: 'Святковий графік', message: 'Перевірте години роботи ваших фахівців.', sendAt: new Date(Date.now() + 86_400_000).toISOString() } }),
  'DELETE /notifications/scheduled/:id': () => ({}),
  'GET /notifications/templates': () => ({}),
  'GET /notifications/analytics': () => ({ query: { days: 7 } }),
  'PUT /notifications/:id/read': () => ({}),
  'GET /notifications/:id/delivery-status': () => ({}),
  'DELETE /notifications/:id': () => ({}),
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

  // ── notification channels (no Telegram bot in the test app) ──
  'POST /notifications/push/register': () => ({ body: browserSubscription() }),
  // Customer A's browser: removed for A, untouched (removed: 0) for everyone else.
  'DELETE /notifications/push/unregister': async ({ db, world }) => {
    const { endpoint, keys } = browserSubscription();
    await db.pushSubscription.create({ data: { userId: world.accounts.customerA.id, endpoint, p256dh: keys.p256dh, auth: keys.auth } });
    return { body: { endpoint } };
  },
  'GET /notifications/push/public-key': () => ({}),
  'POST /notifications/telegram/link': () => ({ expect: 503 }),
  'DELETE /notifications/telegram': () => ({}),
  'POST /telegram/webhook': () => ({ body: { update_id: 1, message: { message_id: 1, date: 1_764_000_000, chat: { id: 42, type: 'private' }, text: '/start' } }, expect: 404 }),

  // ── messaging ──
  // Customers write to a specialist (A: the existing conversation is reused); specialist A writes
  // to customer A, who booked them; specialist B never had customer A (no cold messages: 403).
  'POST /conversations': ({ world, actor }) =>
    actor.startsWith('specialist')
      ? { body: { customerId: world.accounts.customerA.id, message: 'Нагадую про ваш запис <b>завтра</b>' }, ...(actor === 'specialistB' ? { expect: 403 } : {}) }
      : { body: { specialistId: world.specialistA.profileId, bookingId: actor === 'customerA' ? world.ids.booking : undefined, message: 'Добрий день! Чи є вільний час?' } },
  'GET /conversations': () => ({}),
  'GET /conversations/:id/messages': () => ({ query: { limit: 20 } }),
  'POST /conversations/:id/messages': () => ({ body: { content: 'Так, звичайно, чекаю на вас.' } }),
  'PUT /conversations/:id/read': () => ({}),
  // Issue #26: anyone who writes opens (A: continues) their conversation with Vizyt support; admins answer A's.
  'POST /support/conversation': () => ({ body: { message: 'Не можу знайти, як скасувати запис.' } }),
  'GET /admin/support/conversations': () => ({ query: { page: 1, limit: 10 } }),
  'GET /admin/support/conversations/:id/messages': () => ({ query: { limit: 20 } }),
  'POST /admin/support/conversations/:id/messages': () => ({ body: { content: 'Добрий день! Відкрийте «Мої записи» і натисніть «Скасувати».' } }),

  // ── addresses and feedback (issue #14) ──
  'GET /users/addresses': () => ({}),
  'POST /users/addresses': () => ({ body: { label: 'work', line1: 'вул. Велика Васильківська, 72', line2: 'офіс 5', city: 'Київ', postalCode: '03150', latitude: 50.427, longitude: 30.517 } }),
  'PUT /users/addresses/:id': () => ({ body: { label: 'home', line1: 'вул. Хрещатик, 2', line2: 'кв. 7', city: 'Київ', postalCode: '01001', isDefault: true } }),
  'DELETE /users/addresses/:id': () => ({}),
  // Guests give where to answer; for signed-in callers the account's e-mail is used instead.
  'POST /feedback': () => ({ body: { category: 'question', subject: 'Як змінити час запису?', message: 'Добрий день! Підкажіть, будь ласка, як перенести візит.', email: 'guest@world.test' } }),
  'GET /feedback': () => ({ query: { page: 1, limit: 10 } }),

  // ── moderation and platform settings (issue #15) ──
  'GET /admin/reports': () => ({ query: { status: 'open', type: 'service', page: 1, limit: 10 } }),
  // The world's report is of specialist A's service, by a customer outside the cast.
  'POST /admin/reports/:type/:id/resolve': () => ({ params: { type: 'service' }, body: { resolution: 'DISMISS', note: 'Ціна на сторінці збігається з прайсом' } }),
  'GET /admin/settings': () => ({}),
  // Only switches no other endpoint depends on: the matrix and the fuzzer share one database.
  'PUT /admin/settings': () => ({ body: { commissionPercent: 9.5, features: { realtimeAnalytics: false } } }),

  // ── settings: business toggles, price list, business info, privacy, e-mail change (issue #14) ──
  'GET /specialists/business-settings': () => ({}),
  'PUT /specialists/business-settings': () => ({ body: { autoAccept: true, allowInstantBookings: true, requireCustomerVerification: false, showInSearch: true, cancellationWindowHours: 12 } }),
  // Each specialist prices their own service (another's id is 404, as the settings tests show).
  'PUT /specialists/pricing': ({ world, actor }) => ({
    body: { items: [{ serviceId: actor === 'specialistB' ? world.specialistB.serviceId : world.specialistA.serviceId, price: 720.5, durationMinutes: 75 }] },
  }),
  'GET /specialists/business-info': () => ({}),
  'PUT /specialists/business-info': () => ({ body: { businessName: 'Студія «Нігтик»', address: 'вул. Саксаганського, 10', languages: ['uk', 'en'], worksOnline: true } }),
  'GET /users/privacy': () => ({}),
  'PUT /users/privacy': () => ({ body: { showPhone: true, dataProcessingConsent: true } }),
  'POST /auth/change-email': () => ({ body: { newEmail: `changed-${unique()}@world.test`, currentPassword: DEFAULT_PASSWORD } }),
  // A person of its own, so the world's accounts keep their addresses.
  'POST /auth/confirm-email-change': async ({ db }) => {
    const person = await buildAccount(db, { email: `before-${unique()}@world.test`, pendingEmail: `after-${unique()}@world.test` });
    return { body: { token: await oneTimeToken(db, person.id, 'CHANGE_EMAIL') } };
  },

  // ── verification of specialists (issue #15) ──
  // The world's specialists wait for a decision: their requests are rejected first, so a new one may be sent.
  'POST /specialists/verification/request': async ({ db, world }) => {
    await db.verificationRequest.updateMany({
      where: { specialistId: { in: [world.specialistA.profileId, world.specialistB.profileId] }, status: 'PENDING' },
      data: { status: 'REJECTED', reason: 'Скан нечитабельний', decidedAt: new Date() },
    });
    return {
      multipart: {
        fields: { additionalInfo: 'Сертифікат курсу манікюру 2019 року.' },
        file: { field: 'identityDocument', name: 'passport.png', content: await tinyPng() },
        moreFiles: [{ field: 'professionalCertificate', name: 'certificate.pdf', content: tinyPdf() }],
      },
    };
  },
  'GET /specialists/verification/status': () => ({}),
  // Each specialist reads their own latest request's document (both A and B have one).
  'GET /specialists/verification/documents/:name': () => ({ params: { name: 'identityDocument' } }),
  'GET /admin/verifications': () => ({ query: { status: 'PENDING', page: 1, limit: 10 } }),
  'GET /admin/verifications/:id/documents/:name': () => ({ params: { name: 'professionalCertificate' } }),
  'POST /admin/verifications/:id/approve': () => ({}),
  'POST /admin/verifications/:id/reject': () => ({ body: { reason: 'Документ нечитабельний, надішліть чіткий скан.' } }),

  // ── admin console: users, overview, audit log (issue #15) ──
  'GET /admin/users': () => ({ query: { search: 'world', userType: 'CUSTOMER', status: 'ACTIVE', page: 1, limit: 10 } }),
  'GET /admin/users/:id': () => ({}),
  // The admin suspends customer A (a world of its own per caller), cancelling their upcoming bookings.
  'PUT /admin/users/:id/status': () => ({ body: { status: 'SUSPENDED', reason: 'Шахрайство з оплатами', cancelBookings: true } }),
  'GET /admin/stats': () => ({ query: { period: 'month' } }),
  'GET /admin/audit-log': ({ world }) => ({ query: { actorId: world.accounts.admin.id, action: 'user.suspend', page: 1 } }),
};
