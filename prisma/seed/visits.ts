import { randomBytes, randomUUID } from 'node:crypto';
import type { Prisma, PrismaClient } from '../../apps/api/src/generated/prisma/client.js';
// The same recomputation the API runs in a review's transaction, so the demo's numbers are the API's.
import { createReviewsRepository } from '../../apps/api/src/modules/reviews/reviews.repository.js';
// The seed sits outside the workspace packages, so it imports the contracts' rule by path.
import { LOYALTY_EXPIRY_MONTHS, pointsEarnedFor } from '../../packages/contracts/src/common/loyalty.js';
import { DEMO_CUSTOMER_EMAIL_DOMAIN, demoAccounts, demoSpecialistEmail } from './data/accounts.js';
import { demoCustomerReview, demoReviewers, ratingPatterns, reviewComments, specialistResponses } from './data/reviews.js';
import { demoSpecialists } from './data/specialists.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** The platform's commission on the demo payments (8 %, as PLATFORM_COMMISSION_PERCENT defaults). */
const DEMO_COMMISSION_BPS = 800;

export const demoReviewerEmail = (key: string) => `${key}@${DEMO_CUSTOMER_EMAIL_DOMAIN}`;

/** Which demo specialists get a visit history: most of them; every sixth stays new, without reviews. */
export const hasDemoHistory = (index: number) => index % 6 !== 5;
/** How many past visits the index-th demo specialist gets (2–5). */
const visitCount = (index: number) => 2 + (index % 4);

/** Year, month, day and weekday of an instant on the wall calendar of `timeZone`. */
function calendarDay(at: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric', weekday: 'long' }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return { year: Number(part('year')), month: Number(part('month')), day: Number(part('day')), weekday: part('weekday').toLowerCase() };
}

/** Minutes `timeZone` is ahead of UTC at an instant. */
function offsetMinutes(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' }).formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return Math.round((Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute')) - Math.floor(at.getTime() / MINUTE) * MINUTE) / MINUTE);
}

/** The instant of a wall-clock time ("HH:mm") on a calendar day in `timeZone`. */
function zonedInstant(day: { year: number; month: number; day: number }, hhmm: string, timeZone: string): Date {
  const wall = Date.UTC(day.year, day.month - 1, day.day, Number(hhmm.slice(0, 2)), Number(hhmm.slice(3, 5)));
  const first = new Date(wall - offsetMinutes(new Date(wall), timeZone) * MINUTE);
  return new Date(wall - offsetMinutes(first, timeZone) * MINUTE);
}

interface VisitService {
  id: string;
  priceMinor: number;
  durationMinutes: number;
  availableDays: string[];
  timeSlots: string[];
}

/**
 * The start of a past visit about `daysAgo` days ago: the nearest earlier day the service is
 * offered, at one of its start times. Visits of one specialist are 9 days apart and move back at
 * most 6 days, so no two of them share a day.
 */
function visitStart(now: Date, daysAgo: number, service: VisitService, timeZone: string, salt: number): Date {
  let day = calendarDay(new Date(now.getTime() - daysAgo * DAY), timeZone);
  for (let back = 0; back < 7; back += 1) {
    const candidate = calendarDay(new Date(now.getTime() - (daysAgo + back) * DAY), timeZone);
    if (service.availableDays.includes(candidate.weekday)) {
      day = candidate;
      break;
    }
  }
  const slot = service.timeSlots.length > 0 ? service.timeSlots[salt % service.timeSlots.length]! : '10:00';
  return zonedInstant(day, slot, timeZone);
}

const plusMonths = (at: Date, months: number) => {
  const d = new Date(at);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d;
};

/**
 * A visit history for the demo: for most demo specialists a few COMPLETED visits in the past,
 * paid online in full (the built-in test provider's intent and a SUCCEEDED payment, so a refund
 * would work), each reviewed by one of the demo reviewers (3–5 stars, some with comments and
 * answers), earning the customer's loyalty points as completion does; then the specialists' and
 * services' rating aggregates and completed jobs. The demo customer account gets one such visit
 * to the first demo specialist. Everything but the ids and the dates (relative to `now`) is
 * deterministic.
 *
 * Idempotent: a specialist who already has a completed visit (from an earlier run, or real use)
 * gets nothing; the reviewers are matched by e-mail. Returns the number of visits created.
 */
export async function seedDemoVisits(db: PrismaClient, now = new Date()): Promise<number> {
  await db.user.createMany({
    data: demoReviewers.map((r) => ({ email: demoReviewerEmail(r.key), firstName: r.firstName, lastName: r.lastName, role: 'CUSTOMER' as const, emailVerifiedAt: now })),
    skipDuplicates: true,
  });
  const reviewerRows = await db.user.findMany({ where: { email: { in: demoReviewers.map((r) => demoReviewerEmail(r.key)) } }, select: { id: true, email: true } });
  const reviewers = demoReviewers.map((r) => reviewerRows.find((u) => u.email === demoReviewerEmail(r.key))!.id);
  const demoCustomer = await db.user.findUnique({ where: { email: demoAccounts.customer.email }, select: { id: true } });

  const emails = demoSpecialists.map((s, i) => demoSpecialistEmail(i, s.key));
  const profiles = await db.specialistProfile.findMany({
    where: { user: { email: { in: emails } } },
    select: {
      id: true,
      timezone: true,
      worksInPerson: true,
      user: { select: { email: true } },
      _count: { select: { bookings: { where: { status: 'COMPLETED' } } } },
      services: {
        where: { isActive: true, currency: 'UAH' },
        orderBy: [{ name: 'asc' }, { id: 'asc' }],
        select: { id: true, priceMinor: true, durationMinutes: true, availableDays: true, timeSlots: true },
      },
    },
  });
  const byEmail = new Map(profiles.map((p) => [p.user.email, p]));

  const bookings: Prisma.BookingCreateManyInput[] = [];
  const intents: Prisma.TestProviderIntentCreateManyInput[] = [];
  const payments: Prisma.PaymentCreateManyInput[] = [];
  const reviews: Prisma.ReviewCreateManyInput[] = [];
  const earned: Prisma.LoyaltyEntryCreateManyInput[] = [];
  const jobs = new Map<string, number>();
  const rated = new Map<string, { specialistId: string; serviceId: string }>();
  const latest = (at: number) => new Date(Math.min(at, now.getTime() - MINUTE));

  for (const [i, emailOfSpecialist] of emails.entries()) {
    const profile = byEmail.get(emailOfSpecialist);
    if (!hasDemoHistory(i) || !profile || profile._count.bookings > 0 || profile.services.length === 0) continue;
    const pattern = ratingPatterns[i % ratingPatterns.length]!;
    for (let j = 0; j < visitCount(i); j += 1) {
      const service = profile.services[(i + j) % profile.services.length]!;
      const ownVisit = i === 0 && j === 0 && demoCustomer !== null;
      const customerId = ownVisit ? demoCustomer!.id : reviewers[(i * 3 + j) % reviewers.length]!;
      const scheduledAt = visitStart(now, 2 + (i % 5) + j * 9, service, profile.timezone, i + j);
      const endsAt = new Date(scheduledAt.getTime() + service.durationMinutes * MINUTE);
      const bookedAt = new Date(scheduledAt.getTime() - (3 + ((i + j) % 5)) * DAY);
      const paidAt = new Date(bookedAt.getTime() + 5 * MINUTE);
      const bookingId = randomUUID();
      const paymentId = randomUUID();
      const intentId = `pi_test_${randomBytes(12).toString('hex')}`;

      bookings.push({
        id: bookingId,
        customerId,
        specialistId: profile.id,
        serviceId: service.id,
        status: 'COMPLETED',
        type: profile.worksInPerson ? 'IN_PERSON' : 'ONLINE',
        scheduledAt,
        endsAt,
        busyUntil: endsAt,
        durationMinutes: service.durationMinutes,
        priceMinor: service.priceMinor,
        currency: 'UAH',
        confirmedAt: new Date(bookedAt.getTime() + 40 * MINUTE),
        startedAt: scheduledAt,
        completedAt: endsAt,
        paymentStatus: 'PAID',
        amountPaidMinor: service.priceMinor,
        createdAt: bookedAt,
      });
      intents.push({
        id: intentId,
        amountMinor: service.priceMinor,
        currency: 'uah',
        status: 'succeeded',
        paymentMethod: 'pm_card_visa',
        metadata: { bookingId, paymentId, type: 'FULL' },
        createdAt: paidAt,
      });
      payments.push({
        id: paymentId,
        bookingId,
        customerId,
        specialistId: profile.id,
        type: 'FULL',
        status: 'SUCCEEDED',
        amountMinor: service.priceMinor,
        currency: 'UAH',
        provider: 'test',
        providerIntentId: intentId,
        clientSecret: `${intentId}_secret_test`,
        providerMethodId: 'pm_card_visa',
        cardBrand: 'visa',
        cardLast4: '4242',
        commissionBps: DEMO_COMMISSION_BPS,
        paidAt,
        createdAt: paidAt,
      });

      const rating = ownVisit ? demoCustomerReview.rating : pattern[j % pattern.length]!;
      const starComments = reviewComments[rating as 3 | 4 | 5];
      const comment = ownVisit ? demoCustomerReview.comment : (i + j) % 4 === 3 ? null : starComments[(i * 5 + j * 3) % starComments.length]!;
      const reviewedAt = latest(endsAt.getTime() + (2 + ((i * 7 + j) % 20)) * HOUR);
      // The demo customer's review waits for the demo specialist's answer.
      const answered = !ownVisit && (i + 2 * j) % 3 === 0;
      const response = rating === 5 ? specialistResponses[(i + j) % 2]! : specialistResponses[2 + ((i + j) % 2)]!;
      const respondedAt = latest(reviewedAt.getTime() + 20 * HOUR);
      reviews.push({
        bookingId,
        customerId,
        specialistId: profile.id,
        serviceId: service.id,
        rating,
        comment,
        isVerified: true,
        ...(answered ? { responseComment: response, responseAt: respondedAt, responseUpdatedAt: respondedAt } : {}),
        createdAt: reviewedAt,
        updatedAt: reviewedAt,
      });

      // Completion credits the points of what was paid online (modules/loyalty).
      const points = pointsEarnedFor(service.priceMinor);
      if (points > 0) earned.push({ userId: customerId, kind: 'EARN', points, bookingId, expiresAt: plusMonths(endsAt, LOYALTY_EXPIRY_MONTHS), createdAt: endsAt });
      jobs.set(profile.id, (jobs.get(profile.id) ?? 0) + 1);
      rated.set(`${profile.id}|${service.id}`, { specialistId: profile.id, serviceId: service.id });
    }
  }
  if (bookings.length === 0) return 0;

  const customers = [...new Set(bookings.map((b) => b.customerId))];
  await db.$transaction(
    async (tx) => {
      await tx.booking.createMany({ data: bookings });
      await tx.testProviderIntent.createMany({ data: intents });
      await tx.payment.createMany({ data: payments });
      await tx.review.createMany({ data: reviews });
      await tx.loyaltyEntry.createMany({ data: earned });
      for (const [specialistId, count] of jobs) {
        await tx.specialistProfile.update({ where: { id: specialistId }, data: { completedJobs: { increment: count } } });
      }
      for (const { specialistId, serviceId } of rated.values()) await createReviewsRepository(tx).recomputeRatings(specialistId, serviceId);
      // The balance is the sum of the ledger (modules/loyalty).
      await tx.$executeRaw`
        UPDATE users u SET loyalty_points = COALESCE((SELECT sum(e.points) FROM loyalty_entries e WHERE e.user_id = u.id), 0)
         WHERE u.id = ANY(${customers}::uuid[])`;
    },
    { timeout: 60_000, maxWait: 10_000 },
  );
  return bookings.length;
}
