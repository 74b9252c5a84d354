import { DEFAULT_TIMEZONE, type PaymentStatus } from '@vizyt/contracts';
import { describe, expect, it } from 'vitest';
import { paymentStats, type StatsPayment } from './payment-statistics.js';

const pay = (status: PaymentStatus, amountMinor: number, paidAt: string | null, refundedMinor = 0): StatsPayment => ({
  status,
  amountMinor,
  refundedMinor,
  paidAt: paidAt ? new Date(paidAt) : null,
});

describe('paymentStats', () => {
  it('answers zeros for every status when there is nothing', () => {
    const s = paymentStats([], DEFAULT_TIMEZONE);
    expect(s).toMatchObject({ currency: 'UAH', totalPaid: 0, totalRefunded: 0, count: 0, byMonth: [] });
    expect(Object.values(s.byStatus).every((x) => x.count === 0 && x.amount === 0)).toBe(true);
    expect(Object.keys(s.byStatus)).toHaveLength(7);
  });

  it.each<[string, StatsPayment[], { totalPaid: number; totalRefunded: number; count: number }]>([
    ['one charged payment', [pay('SUCCEEDED', 60_000, '2026-03-10T10:00:00Z')], { totalPaid: 600, totalRefunded: 0, count: 1 }],
    ['a refund counts in both totals', [pay('PARTIALLY_REFUNDED', 60_000, '2026-03-10T10:00:00Z', 20_000)], { totalPaid: 600, totalRefunded: 200, count: 1 }],
    ['payments that took no money are counted but not paid', [pay('FAILED', 10_000, null), pay('PENDING', 5_000, null)], { totalPaid: 0, totalRefunded: 0, count: 2 }],
    [
      'kopiyky add up before turning into hryvnias',
      [pay('SUCCEEDED', 1, '2026-03-01T10:00:00Z'), pay('SUCCEEDED', 2, '2026-03-01T10:00:00Z')],
      { totalPaid: 0.03, totalRefunded: 0, count: 2 },
    ],
  ])('%s', (_name, rows, totals) => {
    expect(paymentStats(rows, DEFAULT_TIMEZONE)).toMatchObject(totals);
  });

  it('sums count and amount by status, in hryvnias', () => {
    const s = paymentStats([pay('SUCCEEDED', 10_000, '2026-01-01T10:00:00Z'), pay('SUCCEEDED', 5_050, '2026-01-02T10:00:00Z'), pay('FAILED', 700, null)], DEFAULT_TIMEZONE);
    expect(s.byStatus.SUCCEEDED).toEqual({ count: 2, amount: 150.5 });
    expect(s.byStatus.FAILED).toEqual({ count: 1, amount: 7 });
    expect(s.byStatus.REFUNDED).toEqual({ count: 0, amount: 0 });
  });

  it.each([
    // 22:30 UTC on 31 January is already 1 February in Kyiv (UTC+2).
    ['2026-01-31T22:30:00Z', DEFAULT_TIMEZONE, '2026-02'],
    ['2026-01-31T21:30:00Z', DEFAULT_TIMEZONE, '2026-01'],
    // Summer time (UTC+3): 21:30 UTC on 31 July is 00:30 on 1 August.
    ['2026-07-31T21:30:00Z', DEFAULT_TIMEZONE, '2026-08'],
    ['2026-01-31T22:30:00Z', 'UTC', '2026-01'],
  ])('puts a charge at %s in %s into month %s', (paidAt, zone, month) => {
    expect(paymentStats([pay('SUCCEEDED', 100, paidAt)], zone).byMonth.map((m) => m.month)).toEqual([month]);
  });

  it('groups by month of the charge, oldest first, leaving out what was never charged', () => {
    const s = paymentStats(
      [
        pay('SUCCEEDED', 10_000, '2026-05-03T10:00:00Z'),
        pay('REFUNDED', 4_000, '2026-03-03T10:00:00Z', 4_000),
        pay('SUCCEEDED', 2_000, '2026-05-20T10:00:00Z'),
        pay('CANCELLED', 9_000, null),
      ],
      DEFAULT_TIMEZONE,
    );
    expect(s.byMonth).toEqual([
      { month: '2026-03', paid: 40, refunded: 40, count: 1 },
      { month: '2026-05', paid: 120, refunded: 0, count: 2 },
    ]);
  });
});
