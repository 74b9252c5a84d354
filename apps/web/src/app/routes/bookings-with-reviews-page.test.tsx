/** /bookings as the app composes it (bookings + reviews features): a completed visit offers its review. */
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildBooking, serveBookingsApi } from '@/features/bookings/testing/fixtures';
import { buildReview } from '@/features/reviews/testing/fixtures';
import i18n from '@/lib/i18n';
import { callOf, okReply } from '@/test/mock-api';
import { renderAt, signedInAs, testUsers } from '@/test/test-utils';
import { BookingsWithReviewsPage } from './bookings-with-reviews-page';

const customer = { ...testUsers.customer, timezone: 'Europe/Kyiv' };

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-25T08:00:00.000Z'));
  await i18n.changeLanguage('en');
});
afterEach(() => vi.useRealTimers());

describe('BookingsWithReviewsPage', () => {
  it('shows "Leave a review" on a completed visit without a review, and the review on one that has it', async () => {
    const open = buildBooking({ id: 'b1', status: 'COMPLETED', scheduledAt: '2026-11-20T08:00:00.000Z', completedAt: '2026-11-20T09:00:00.000Z', service: { id: 's1', name: 'Open cut' } });
    const reviewed = buildBooking({ id: 'b2', status: 'COMPLETED', scheduledAt: '2026-11-18T08:00:00.000Z', completedAt: '2026-11-18T09:00:00.000Z', service: { id: 's2', name: 'Reviewed cut' } });
    const missed = buildBooking({ id: 'b3', status: 'NO_SHOW', scheduledAt: '2026-11-17T08:00:00.000Z', service: { id: 's3', name: 'Missed cut' } });
    const mine = [buildReview({ bookingId: 'b2', rating: 4, comment: 'Neat work', editableUntil: '2026-11-25T09:00:00.000Z' })];
    serveBookingsApi([open, reviewed, missed], (config) => (callOf(config) === 'GET /reviews/mine' ? okReply({ reviews: mine }) : undefined));
    renderAt(<BookingsWithReviewsPage />, '/bookings?tab=past', signedInAs(customer));

    const first = await screen.findByRole('article', { name: 'Open cut' });
    expect(await within(first).findByRole('button', { name: 'Leave a review: Open cut' })).toBeInTheDocument();
    const second = screen.getByRole('article', { name: 'Reviewed cut' });
    expect(within(second).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(second).toHaveTextContent('Neat work');
    expect(within(second).getByRole('button', { name: 'Edit review' })).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Missed cut' })).queryByRole('button', { name: /review/i })).not.toBeInTheDocument();

    fireEvent.click(within(first).getByRole('button', { name: 'Leave a review: Open cut' }));
    expect(screen.getByRole('dialog', { name: 'Rate your visit' })).toHaveAccessibleDescription('Open cut · Taras Shevchuk');
  });
});
