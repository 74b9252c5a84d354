import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/db.js';
import { buildAvailabilityBlock, buildAvailableSpecialist, buildBooking, buildService, buildUser } from '../../test/factories.js';
import { schedulingServiceOn } from './scheduling.test-support.js';

const { db } = await useTestDatabase();
const scheduling = schedulingServiceOn(db);

const now = new Date('2026-11-20T08:00:00Z'); // Friday
const monday10 = new Date('2026-11-23T08:00:00Z'); // Monday 10:00 in Kyiv

/** A Monday 10:00 / 14:00 hour-long service of a specialist who works weekdays 09:00–18:00 with a 15-minute buffer. */
async function setup(specialist: Parameters<typeof buildAvailableSpecialist>[1] = {}, service: Parameters<typeof buildService>[1] = {}) {
  const sp = await buildAvailableSpecialist(db, { bufferMinutes: 15, ...specialist });
  const svc = await buildService(db, { specialistId: sp.id, availableDays: ['monday'], timeSlots: ['10:00', '14:00'], durationMinutes: 60, ...service });
  return { sp, svc };
}

describe('checkBookable', () => {
  it('says yes for a free start and describes the service from the database', async () => {
    const { sp, svc } = await setup({ autoAccept: true, cancellationWindowHours: 6 });
    expect(await scheduling.checkBookable(svc.id, monday10, { now })).toEqual({
      ok: true,
      service: {
        serviceId: svc.id,
        specialistId: sp.id,
        specialistUserId: sp.userId,
        durationMinutes: 60,
        priceMinor: svc.priceMinor,
        currency: 'UAH',
        timezone: 'Europe/Kyiv',
        bufferMinutes: 15,
        cancellationWindowHours: 6,
        autoAccept: true,
        allowInstantBookings: false,
        requireCustomerVerification: false,
        worksOnline: false,
        worksInPerson: true,
      },
    });
  });

  it('answers NOT_FOUND for unknown and malformed ids, inactive services and hidden specialists', async () => {
    const { svc: inactive } = await setup({}, { isActive: false });
    const { svc: hidden } = await setup({ isVisible: false });
    for (const id of ['00000000-0000-0000-0000-000000000000', 'nope', inactive.id, hidden.id]) {
      expect(await scheduling.checkBookable(id, monday10, { now })).toEqual({ ok: false, problem: 'NOT_FOUND', service: null });
    }
  });

  it('answers BOOKING_IN_PAST at or before now', async () => {
    const { svc } = await setup();
    expect(await scheduling.checkBookable(svc.id, now, { now })).toMatchObject({ ok: false, problem: 'BOOKING_IN_PAST', service: { serviceId: svc.id } });
    expect((await scheduling.checkBookable(svc.id, new Date(now.getTime() - 3_600_000), { now })).ok).toBe(false);
  });

  it('answers SLOT_UNAVAILABLE off the service times, in a block, before the notice and beyond the horizon', async () => {
    const { svc } = await setup();
    const problem = async (start: Date, at = now, id = svc.id) => {
      const r = await scheduling.checkBookable(id, start, { now: at });
      return r.ok ? null : r.problem;
    };
    expect(await problem(new Date('2026-11-23T08:15:00Z'))).toBe('SLOT_UNAVAILABLE'); // 10:15 is not a start time
    expect(await problem(new Date('2026-11-24T08:00:00Z'))).toBe('SLOT_UNAVAILABLE'); // Tuesday: not a service day
    expect(await problem(monday10, new Date('2026-09-01T00:00:00Z'))).toBe('SLOT_UNAVAILABLE'); // beyond 60 days

    const { sp: noticeSp, svc: noticeSvc } = await setup({ minNoticeMinutes: 180 });
    expect(await problem(monday10, new Date('2026-11-23T06:00:00Z'), noticeSvc.id)).toBe('SLOT_UNAVAILABLE');
    expect(await problem(monday10, new Date('2026-11-23T04:00:00Z'), noticeSvc.id)).toBeNull();

    await buildAvailabilityBlock(db, { specialistId: noticeSp.id, kind: 'VACATION', startsAt: new Date('2026-11-22T22:00:00Z'), endsAt: new Date('2026-11-23T22:00:00Z') });
    expect(await problem(monday10, now, noticeSvc.id)).toBe('SLOT_UNAVAILABLE');
  });

  it('honours weekly blocks that began weeks earlier', async () => {
    const { sp, svc } = await setup();
    // Every Monday 09:30–10:30 local from 2026-10-05 (then UTC+3; the local time is what repeats).
    await buildAvailabilityBlock(db, { specialistId: sp.id, startsAt: new Date('2026-10-05T06:30:00Z'), endsAt: new Date('2026-10-05T07:30:00Z'), repeatWeekly: true });
    expect(await scheduling.checkBookable(svc.id, monday10, { now })).toMatchObject({ ok: false, problem: 'SLOT_UNAVAILABLE' });
    expect((await scheduling.checkBookable(svc.id, new Date('2026-11-23T12:00:00Z'), { now })).ok).toBe(true); // 14:00
  });

  it('answers SLOT_TAKEN when an active booking (with buffers) overlaps, and ignores excluded, cancelled and other specialists’ bookings', async () => {
    const { sp, svc } = await setup();
    const customer = await buildUser(db);
    // 09:00–09:55 plus a 15-minute buffer: busy until 10:10.
    const earlier = await buildBooking(db, {
      serviceId: svc.id,
      customerId: customer.id,
      scheduledAt: new Date('2026-11-23T07:00:00Z'),
      durationMinutes: 55,
      endsAt: new Date('2026-11-23T07:55:00Z'),
      busyUntil: new Date('2026-11-23T08:10:00Z'),
    });
    expect(await scheduling.checkBookable(svc.id, monday10, { now })).toMatchObject({ ok: false, problem: 'SLOT_TAKEN', service: { specialistId: sp.id } });
    expect((await scheduling.checkBookable(svc.id, monday10, { now, excludeBookingId: earlier.id })).ok).toBe(true);

    await db.booking.update({ where: { id: earlier.id }, data: { status: 'CANCELLED' } });
    expect((await scheduling.checkBookable(svc.id, monday10, { now })).ok).toBe(true);

    // The new booking's own buffer: 10:00–11:00 + 15 min must not reach a booking at 11:10.
    await buildBooking(db, { serviceId: svc.id, scheduledAt: new Date('2026-11-23T09:10:00Z'), status: 'CONFIRMED' });
    expect(await scheduling.checkBookable(svc.id, monday10, { now })).toMatchObject({ ok: false, problem: 'SLOT_TAKEN' });

    const { svc: other } = await setup();
    expect((await scheduling.checkBookable(other.id, monday10, { now })).ok).toBe(true);
  });
});
