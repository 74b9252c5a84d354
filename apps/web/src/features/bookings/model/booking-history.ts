/**
 * A booking's status history for its page, from the moments the API gives (created, confirmed,
 * started, completed, cancelled): oldest first. A no-show has no moment of its own; its last change
 * (updatedAt) is when it was marked.
 */
import type { Booking, BookingActor } from '@vizyt/contracts';

export type HistoryEvent = 'booked' | 'confirmed' | 'started' | 'completed' | 'cancelled' | 'noShow';

export interface HistoryEntry {
  event: HistoryEvent;
  at: string;
  /** Who cancelled (cancelled only). */
  by?: BookingActor;
}

type HistoryFacts = Pick<Booking, 'status' | 'createdAt' | 'confirmedAt' | 'startedAt' | 'completedAt' | 'cancelledAt' | 'cancelledBy' | 'updatedAt'>;

export const statusHistory = (booking: HistoryFacts): HistoryEntry[] => {
  const entries: HistoryEntry[] = [{ event: 'booked', at: booking.createdAt }];
  if (booking.confirmedAt) entries.push({ event: 'confirmed', at: booking.confirmedAt });
  if (booking.startedAt) entries.push({ event: 'started', at: booking.startedAt });
  if (booking.completedAt) entries.push({ event: 'completed', at: booking.completedAt });
  if (booking.cancelledAt) entries.push({ event: 'cancelled', at: booking.cancelledAt, ...(booking.cancelledBy ? { by: booking.cancelledBy } : {}) });
  if (booking.status === 'NO_SHOW') entries.push({ event: 'noShow', at: booking.updatedAt });
  // Stable: equal moments keep the lifecycle's order (an auto-accepted booking is confirmed as it is made).
  return entries.map((entry, index) => ({ entry, index })).sort((a, b) => Date.parse(a.entry.at) - Date.parse(b.entry.at) || a.index - b.index).map(({ entry }) => entry);
};
