import { PAYMENT_STATUSES, toMajorUnits, type PaymentStatus } from '@vizyt/contracts';

/** One payment as the totals count it. */
export interface StatsPayment {
  status: PaymentStatus;
  amountMinor: number;
  refundedMinor: number;
  paidAt: Date | null;
}

/**
 * The totals of GET /payments/stats, pure (table-tested in payment-statistics.test.ts): count and
 * amount by status; paid and refunded over the payments that took money; and by month of the
 * charge in `zone`, oldest month first. Amounts in major units (hryvnias).
 */
export function paymentStats(rows: readonly StatsPayment[], zone: string) {
  const byStatus = Object.fromEntries(PAYMENT_STATUSES.map((s) => [s, { count: 0, amount: 0 }])) as Record<PaymentStatus, { count: number; amount: number }>;
  const months = new Map<string, { paid: number; refunded: number; count: number }>();
  const monthOf = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit' });
  let paid = 0;
  let refunded = 0;
  for (const r of rows) {
    byStatus[r.status].count += 1;
    byStatus[r.status].amount += r.amountMinor;
    if (r.paidAt) {
      paid += r.amountMinor;
      refunded += r.refundedMinor;
      const month = monthOf.format(r.paidAt).slice(0, 7);
      const m = months.get(month) ?? { paid: 0, refunded: 0, count: 0 };
      m.paid += r.amountMinor;
      m.refunded += r.refundedMinor;
      m.count += 1;
      months.set(month, m);
    }
  }
  for (const s of PAYMENT_STATUSES) byStatus[s].amount = toMajorUnits(byStatus[s].amount);
  return {
    currency: 'UAH' as const,
    totalPaid: toMajorUnits(paid),
    totalRefunded: toMajorUnits(refunded),
    count: rows.length,
    byStatus,
    byMonth: [...months.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([month, m]) => ({ month, paid: toMajorUnits(m.paid), refunded: toMajorUnits(m.refunded), count: m.count })),
  };
}

export type PaymentStats = ReturnType<typeof paymentStats>;
