import { describe, expect, it } from 'vitest';
import { customerOptions } from './customer-options';

const START = '2026-12-01T08:00:00.000Z';
const DEADLINE = '2026-11-30T08:00:00.000Z';
const at = (iso: string) => Date.parse(iso);
const booking = (status: Parameters<typeof customerOptions>[0]['status']) => ({ status, scheduledAt: START, freeCancellationUntil: DEADLINE });

describe('customerOptions', () => {
  it('before the deadline: both, rescheduling until the deadline', () => {
    expect(customerOptions(booking('PENDING'), at('2026-11-30T07:59:59.999Z'))).toEqual({
      canReschedule: true,
      canCancel: true,
      note: { kind: 'rescheduleUntil', until: DEADLINE },
    });
    expect(customerOptions(booking('CONFIRMED'), at('2026-11-29T00:00:00.000Z')).canReschedule).toBe(true);
  });

  it('from the deadline (included, as the API counts it) to the start: cancel only, saying until when', () => {
    for (const now of [DEADLINE, '2026-12-01T07:59:00.000Z']) {
      expect(customerOptions(booking('CONFIRMED'), at(now))).toEqual({
        canReschedule: false,
        canCancel: true,
        note: { kind: 'rescheduleClosed', closedAt: DEADLINE, cancelUntil: START },
      });
    }
  });

  it('from the start: neither', () => {
    expect(customerOptions(booking('CONFIRMED'), at(START))).toEqual({ canReschedule: false, canCancel: false, note: { kind: 'started' } });
  });

  it('in progress: neither, and says so; closed bookings: nothing to say', () => {
    expect(customerOptions(booking('IN_PROGRESS'), at('2026-11-20T00:00:00.000Z'))).toEqual({ canReschedule: false, canCancel: false, note: { kind: 'inProgress' } });
    for (const status of ['COMPLETED', 'CANCELLED', 'NO_SHOW'] as const) {
      expect(customerOptions(booking(status), at('2026-11-20T00:00:00.000Z'))).toEqual({ canReschedule: false, canCancel: false, note: null });
    }
  });
});
