/**
 * The web app's page of one booking, for each side (issue #26 item 16). Shared so the links the
 * API puts in notifications and e-mails are the paths the web app routes (apps/web config/paths).
 */
export type BookingSide = 'customer' | 'specialist';

export const bookingPagePath = (side: BookingSide, bookingId: string): string =>
  side === 'specialist' ? `/specialist/bookings/${encodeURIComponent(bookingId)}` : `/bookings/${encodeURIComponent(bookingId)}`;
