/**
 * The analytics shares as pure functions (issue #26, item 14; table-tested in
 * analytics-figures.test.ts). Each is a part of a whole it belongs to, so none can exceed 100 %.
 */

/** part ÷ whole with three decimals, between 0 and 1; null when there is nothing to divide by. */
export function shareOf(part: number, whole: number): number | null {
  if (!(whole > 0) || !Number.isFinite(part)) return null;
  return Math.round(Math.min(1, Math.max(0, part / whole)) * 1000) / 1000;
}

/**
 * Conversion: of the people who viewed my services in the period (signed-in viewers, each once),
 * the share who sent me a booking request in the period. The bookers are counted among the
 * viewers only, so a booking without a logged view cannot push it above 100 %.
 */
export const conversionRate = (viewersWhoBooked: number, viewers: number) => shareOf(Math.min(viewersWhoBooked, viewers), viewers);

/**
 * Returning customers: the period's customers (a booking scheduled in it) whose first booking with
 * me is older than the period. The one definition behind the dashboard's "Returning customers"
 * share and the insights' new/returning split.
 */
export const returningShare = (returning: number, customers: number) => shareOf(returning, customers);

/** completed ÷ (completed + cancelled + no-show) of the period. */
export const completionRate = (completed: number, cancelled: number, noShow: number) => shareOf(completed, completed + cancelled + noShow);
