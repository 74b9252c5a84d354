import { BOOKING_STATUSES, BOOKING_TRANSITIONS, type BookingStatus } from '@vizyt/contracts';
import { describe, expect, it } from 'vitest';
import type { Actor } from '../../http/policies.js';
import { bookingRoleOf, canSeeBooking, checkAction, customersOnly, freeCancellationDeadline, isFreeCancellation, specialistOrAdmin } from './bookings.policy.js';

const actor = (role: Actor['role'], userId: string): Actor => ({ role, userId, sessionId: 's' });
const parties = { customerId: 'cust', specialistUserId: 'spec' };
const NOW = new Date('2026-12-01T10:00:00Z');
const hoursFromNow = (h: number) => new Date(NOW.getTime() + h * 3_600_000);
const booking = (status: BookingStatus, startInHours = 48, cancellationWindowHours = 24) => ({ status, scheduledAt: hoursFromNow(startInHours), cancellationWindowHours });

describe('who is who on a booking', () => {
  it.each([
    ['its customer', actor('CUSTOMER', 'cust'), 'customer'],
    ['another customer', actor('CUSTOMER', 'other'), null],
    ['its specialist', actor('SPECIALIST', 'spec'), 'specialist'],
    ['another specialist', actor('SPECIALIST', 'other'), null],
    ['a specialist with the customer’s id (impossible, still no)', actor('SPECIALIST', 'cust'), null],
    ['an admin', actor('ADMIN', 'root'), 'admin'],
    ['a guest', null, null],
  ])('%s → %s', (_name, who, role) => {
    expect(bookingRoleOf(who, parties)).toBe(role);
    expect(canSeeBooking(who, parties)).toBe(role !== null);
  });

  it('route policies: only customers book; customers never confirm/start/complete', () => {
    expect(customersOnly.allows(actor('CUSTOMER', 'c'))).toBe(true);
    expect(customersOnly.allows(actor('SPECIALIST', 's'))).toBe(false);
    expect(customersOnly.allows(actor('ADMIN', 'a'))).toBe(false);
    expect(specialistOrAdmin.allows(actor('CUSTOMER', 'c'))).toBe(false);
    expect(specialistOrAdmin.allows(actor('SPECIALIST', 's'))).toBe(true);
    expect(customersOnly.name).toBe('customersOnly');
  });
});

describe('the transition table', () => {
  // Every action × every status × every role, against the table in the contracts.
  for (const t of BOOKING_TRANSITIONS) {
    for (const role of ['customer', 'specialist', 'admin'] as const) {
      for (const status of BOOKING_STATUSES) {
        // A time at which the time rule of every action holds for its `from` statuses where it can:
        // start/complete/no-show after the start; the others two days ahead.
        const afterStart = ['start', 'complete', 'no_show'].includes(t.action);
        const b = booking(status, afterStart ? -0.1 : 48);
        const verdict = checkAction(t.action, role, b, NOW);
        const expected = !t.by.includes(role) ? 'FORBIDDEN' : !t.from.includes(status) ? 'INVALID_TRANSITION' : 'ok';
        it(`${t.action} by ${role} from ${status} → ${expected}`, () => {
          expect(verdict.ok ? 'ok' : verdict.code).toBe(expected);
        });
      }
    }
  }

  it('a customer may never confirm, start, complete or record a no-show', () => {
    for (const action of ['confirm', 'start', 'complete', 'no_show'] as const) {
      expect(checkAction(action, 'customer', booking('CONFIRMED', -1), NOW)).toMatchObject({ ok: false, code: 'FORBIDDEN' });
    }
  });
});

describe('time rules', () => {
  it('start: from 15 minutes before the start', () => {
    expect(checkAction('start', 'specialist', booking('CONFIRMED', 16 / 60), NOW)).toMatchObject({ ok: false, code: 'TOO_EARLY' });
    expect(checkAction('start', 'specialist', booking('CONFIRMED', 15 / 60), NOW)).toEqual({ ok: true });
  });

  it('complete and no-show: not before the start time', () => {
    expect(checkAction('complete', 'specialist', booking('IN_PROGRESS', 0.01), NOW)).toMatchObject({ ok: false, code: 'TOO_EARLY' });
    expect(checkAction('complete', 'specialist', booking('IN_PROGRESS', 0), NOW)).toEqual({ ok: true });
    expect(checkAction('no_show', 'specialist', booking('CONFIRMED', 0.5), NOW)).toMatchObject({ ok: false, code: 'TOO_EARLY' });
    expect(checkAction('no_show', 'admin', booking('CONFIRMED', -0.5), NOW)).toEqual({ ok: true });
  });

  it('confirm, cancel, update, reminder: only before the start', () => {
    for (const action of ['confirm', 'cancel', 'reminder'] as const) {
      expect(checkAction(action, 'specialist', booking('PENDING', -0.1), NOW)).toMatchObject({ ok: false, code: 'INVALID_TRANSITION' });
    }
    expect(checkAction('update', 'customer', booking('CONFIRMED', -0.1), NOW)).toMatchObject({ ok: false, code: 'INVALID_TRANSITION' });
    expect(checkAction('cancel', 'customer', booking('CONFIRMED', 0.1), NOW)).toEqual({ ok: true });
  });

  it('reschedule: customers until the cancellation window, specialists until the start', () => {
    expect(checkAction('reschedule', 'customer', booking('CONFIRMED', 25, 24), NOW)).toEqual({ ok: true });
    expect(checkAction('reschedule', 'customer', booking('CONFIRMED', 23, 24), NOW)).toMatchObject({ ok: false, code: 'CANCELLATION_WINDOW_PASSED' });
    expect(checkAction('reschedule', 'customer', booking('CONFIRMED', 3, 2), NOW)).toEqual({ ok: true });
    expect(checkAction('reschedule', 'specialist', booking('CONFIRMED', 1, 24), NOW)).toEqual({ ok: true });
    expect(checkAction('reschedule', 'specialist', booking('CONFIRMED', -1, 24), NOW)).toMatchObject({ ok: false, code: 'INVALID_TRANSITION' });
  });

  it('free cancellation ends at the window, for the customer only', () => {
    const inside = booking('CONFIRMED', 5, 6);
    expect(freeCancellationDeadline(inside).toISOString()).toBe(hoursFromNow(-1).toISOString());
    expect(isFreeCancellation('customer', inside, NOW)).toBe(false);
    expect(isFreeCancellation('specialist', inside, NOW)).toBe(true);
    expect(isFreeCancellation('customer', booking('CONFIRMED', 7, 6), NOW)).toBe(true);
    // Exactly at the deadline the free window is over.
    expect(isFreeCancellation('customer', booking('CONFIRMED', 6, 6), NOW)).toBe(false);
  });
});
