import { DEFAULT_TIMEZONE } from '@vizyt/contracts';
import { describe, expect, it } from 'vitest';
import { incomeByBucket, totalIncome, visitIncome, type IncomePayment, type IncomeVisit } from './specialist-income.rules.js';

/** A 1 000 ₴ visit (100 000 kopiyky) at noon on 10 November 2026, unless overridden. */
const visit = (overrides: Partial<IncomeVisit> = {}): IncomeVisit => ({
  status: 'COMPLETED',
  scheduledAt: new Date('2026-11-10T10:00:00Z'),
  priceMinor: 100_000,
  currency: 'UAH',
  payments: [],
  ...overrides,
});
/** A payment of `amountMinor` taken at 8 % commission, nothing refunded, unless overridden. */
const paid = (amountMinor: number, overrides: Partial<IncomePayment> = {}): IncomePayment => ({
  status: 'SUCCEEDED',
  amountMinor,
  refundedMinor: 0,
  commissionBps: 800,
  pointsRedeemed: 0,
  ...overrides,
});

describe('visitIncome: gross, commission and net of one visit', () => {
  it.each([
    ['completed, paid online in full', visit({ payments: [paid(100_000)] }), 100_000, 8_000, 0],
    ['completed, deposit online + the rest at the visit (no commission on cash)', visit({ payments: [paid(30_000)] }), 100_000, 2_400, 70_000],
    ['completed, all paid at the visit', visit(), 100_000, 0, 100_000],
    // 200 points (200 ₴) paid part of it: a discount, not income.
    ['completed, points paid 200 ₴ of the price', visit({ payments: [paid(80_000, { pointsRedeemed: 200 })] }), 80_000, 6_400, 0],
    ['completed, 300 ₴ refunded after the visit', visit({ payments: [paid(100_000, { status: 'PARTIALLY_REFUNDED', refundedMinor: 30_000 })] }), 70_000, 5_600, 0],
    ['completed, a price in USD at the fixed rate (10 $ = 370 ₴), paid at the visit', visit({ priceMinor: 1_000, currency: 'USD' }), 37_000, 0, 37_000],
    ['commission at the rate recorded on each payment', visit({ payments: [paid(30_000, { commissionBps: 1000 }), paid(70_000)] }), 100_000, 3_000 + 5_600, 0],
    ['cancelled late, the deposit kept', visit({ status: 'CANCELLED', payments: [paid(30_000)] }), 30_000, 2_400, 0],
    ['cancelled in time, refunded in full', visit({ status: 'CANCELLED', payments: [paid(30_000, { status: 'REFUNDED', refundedMinor: 30_000 })] }), 0, 0, 0],
    ['no-show, nothing paid', visit({ status: 'NO_SHOW' }), 0, 0, 0],
    ['no-show, the deposit kept', visit({ status: 'NO_SHOW', payments: [paid(30_000)] }), 30_000, 2_400, 0],
    ['a payment without a recorded rate pays no commission', visit({ payments: [paid(100_000, { commissionBps: null })] }), 100_000, 0, 0],
  ] as const)('%s', (_name, v, gross, commission, atVisit) => {
    const income = visitIncome(v);
    expect(income).toMatchObject({ grossMinor: gross, commissionMinor: commission, netMinor: gross - commission, atVisitMinor: atVisit });
  });

  it.each(['PENDING', 'CONFIRMED', 'IN_PROGRESS'] as const)('a %s visit (paid in advance or not) has earned nothing yet', (status) => {
    expect(visitIncome(visit({ status, payments: [paid(100_000)] }))).toMatchObject({ grossMinor: 0, commissionMinor: 0, netMinor: 0, visits: 0 });
  });

  it('commission rounds per payment to whole kopiyky', () => {
    // 8 % of 333.33 ₴ = 26.6664 ₴ → 2 667 kopiyky.
    expect(visitIncome(visit({ priceMinor: 33_333, payments: [paid(33_333)] })).commissionMinor).toBe(2_667);
  });
});

describe('totalIncome and incomeByBucket', () => {
  const month = [
    visit({ payments: [paid(100_000)] }),
    visit({ scheduledAt: new Date('2026-11-12T10:00:00Z'), payments: [paid(30_000)] }),
    visit({ status: 'CANCELLED', scheduledAt: new Date('2026-11-20T10:00:00Z'), payments: [paid(30_000)] }),
    visit({ status: 'CONFIRMED', scheduledAt: new Date('2026-11-25T10:00:00Z'), payments: [paid(100_000)] }),
  ];

  it('sums the visits; nothing visited is zero', () => {
    expect(totalIncome(month)).toMatchObject({ grossMinor: 230_000, commissionMinor: 12_800, netMinor: 217_200, visits: 3, payments: 3 });
    expect(totalIncome([])).toMatchObject({ grossMinor: 0, commissionMinor: 0, netMinor: 0, visits: 0 });
  });

  it('the buckets add up to the total', () => {
    const buckets = [...incomeByBucket(month, DEFAULT_TIMEZONE, 'day').values()];
    expect(buckets.reduce((sum, b) => sum + b.grossMinor, 0)).toBe(totalIncome(month).grossMinor);
    expect(buckets.reduce((sum, b) => sum + b.netMinor, 0)).toBe(totalIncome(month).netMinor);
  });

  it.each([
    // 23:30 in Kyiv on 30 November (UTC+2) is 21:30Z: still November there.
    ['23:30 Kyiv on the last day of November', '2026-11-30T21:30:00Z', DEFAULT_TIMEZONE, '2026-11-01'],
    // 00:30 in Kyiv on 1 December is 22:30Z on 30 November: already December there.
    ['00:30 Kyiv on 1 December', '2026-11-30T22:30:00Z', DEFAULT_TIMEZONE, '2026-12-01'],
    // Summer time (UTC+3): 23:30 on 31 August is 20:30Z; a fixed +2 offset would put it in September.
    ['23:30 Kyiv on 31 August, summer time', '2026-08-31T20:30:00Z', DEFAULT_TIMEZONE, '2026-08-01'],
    ['00:30 Kyiv on 1 September, summer time', '2026-08-31T21:30:00Z', DEFAULT_TIMEZONE, '2026-09-01'],
    // March 2026 changes to summer time on the 29th: 23:30 on the 31st is 20:30Z.
    ['23:30 Kyiv on 31 March, after the change to summer time', '2026-03-31T20:30:00Z', DEFAULT_TIMEZONE, '2026-03-01'],
    // October 2026 changes back on the 25th (UTC+2 again): 23:30 on the 31st is 21:30Z.
    ['23:30 Kyiv on 31 October, after the change back', '2026-10-31T21:30:00Z', DEFAULT_TIMEZONE, '2026-10-01'],
    // Another zone's calendar: 23:30 in New York on 30 November is 04:30Z on 1 December.
    ['23:30 New York on 30 November', '2026-12-01T04:30:00Z', 'America/New_York', '2026-11-01'],
  ])('%s counts in the month of the visit on the specialist’s calendar', (_name, at, zone, monthKey) => {
    const buckets = incomeByBucket([visit({ scheduledAt: new Date(at) })], zone, 'month');
    expect([...buckets.keys()]).toEqual([monthKey]);
  });
});
