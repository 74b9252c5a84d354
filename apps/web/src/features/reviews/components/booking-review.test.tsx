import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Review } from '@vizyt/contracts';
import i18n from '@/lib/i18n';
import { buildBooking } from '@/test/builders';
import { bodyOf, callOf, errorReply } from '@/test/mock-api';
import { clearToastMocks, mockToasts, renderAt, signedInAs, testUsers } from '@/test/test-utils';
import { buildReview, serveReviewsApi } from '../testing/fixtures';
import { BookingReview } from './booking-review';

mockToasts();

const DAY = 86_400_000;
const NOW = Date.parse('2026-10-05T12:00:00.000Z');
const completed = (daysAgo: number) =>
  buildBooking({ id: 'bk-done', status: 'COMPLETED', scheduledAt: '2026-09-01T08:00:00.000Z', completedAt: new Date(NOW - daysAgo * DAY).toISOString() });
const render = (booking = completed(2), now = NOW) => renderAt(<BookingReview booking={booking} now={now} />, '/bookings', signedInAs(testUsers.customer));
const created = (config: InternalAxiosRequestConfig, review: Review) => ({ status: config.method === 'post' ? 201 : 200, body: { success: true, data: { review }, error: null } });

beforeEach(async () => {
  clearToastMocks();
  await i18n.changeLanguage('en');
});

describe('BookingReview', () => {
  it('offers "Leave a review" on a completed visit until 60 days after it', async () => {
    serveReviewsApi([], { mine: [] });
    render(completed(2));
    expect(await screen.findByRole('button', { name: 'Leave a review: Men’s haircut' })).toBeInTheDocument();
    expect(screen.getByText(/^You can leave a review until Dec 2, 2026$/)).toBeInTheDocument();
  });

  it.each([
    ['61 days after the visit', completed(61)],
    ['a confirmed booking', buildBooking({ status: 'CONFIRMED' })],
  ])('offers nothing for %s', async (_case, booking) => {
    const requests = serveReviewsApi([], { mine: [] });
    const { container } = render(booking);
    await waitFor(() => expect(requests.some((r) => callOf(r) === 'GET /reviews/mine')).toBe(true));
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });

  it('checks the form, publishes the review, then shows it with "Edit" while it can be edited', async () => {
    let mine: Review[] = [];
    const requests = serveReviewsApi([], {
      mine: () => mine,
      override: (config) => {
        if (callOf(config) !== 'POST /reviews') return undefined;
        const body = bodyOf(config) as { rating: number; comment?: string };
        const review = buildReview({ id: 'new', bookingId: 'bk-done', rating: body.rating, comment: body.comment ?? null, editableUntil: new Date(NOW + 7 * DAY).toISOString() });
        mine = [review];
        return created(config, review);
      },
    });
    render();
    fireEvent.click(await screen.findByRole('button', { name: /^Leave a review/ }));
    const dialog = screen.getByRole('dialog', { name: 'Rate your visit' });
    expect(dialog).toHaveAccessibleDescription('Men’s haircut · Taras Shevchuk');

    // No stars yet: said at the stars, nothing sent.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish review' }));
    expect(await within(dialog).findByText('Choose a rating from 1 to 5 stars.')).toBeInTheDocument();
    // A comment longer than 2000 characters is refused too.
    const comment = within(dialog).getByRole('textbox', { name: 'Comment (optional)' });
    fireEvent.change(comment, { target: { value: 'a'.repeat(2001) } });
    expect(within(dialog).getByText('At most 2000 characters.')).toBeInTheDocument();
    expect(comment).toHaveAttribute('aria-invalid', 'true');
    expect(requests.some((r) => callOf(r) === 'POST /reviews')).toBe(false);

    // The stars are radio buttons: the choice names itself.
    const stars = within(dialog).getAllByRole('radio');
    expect(stars.map((star) => star.getAttribute('aria-label') ?? (star.closest('label')?.textContent ?? ''))).toEqual(['1 star', '2 stars', '3 stars', '4 stars', '5 stars']);
    fireEvent.click(within(dialog).getByRole('radio', { name: '5 stars' }));
    expect(within(dialog).getByRole('radio', { name: '5 stars' })).toBeChecked();
    expect(within(dialog).queryByText('Choose a rating from 1 to 5 stars.')).not.toBeInTheDocument();
    expect(within(dialog).getByText('Excellent')).toBeInTheDocument();
    fireEvent.change(comment, { target: { value: '  Best haircut in Kyiv  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish review' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodyOf(requests.find((r) => callOf(r) === 'POST /reviews'))).toEqual({ bookingId: 'bk-done', rating: 5, comment: 'Best haircut in Kyiv' });
    expect(toast.success).toHaveBeenCalledWith('Thank you for your review!');
    const shown = await screen.findByTestId('booking-review');
    expect(within(shown).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(shown).toHaveTextContent('Best haircut in Kyiv');
    expect(within(shown).getByRole('button', { name: 'Edit review' })).toBeInTheDocument();
    expect(shown).toHaveTextContent('You can edit it until Oct 12, 2026');
  });

  it('edits the review: the form starts from it and PUTs the change', async () => {
    let mine = [buildReview({ id: 'rv', bookingId: 'bk-done', rating: 4, comment: 'Good', editableUntil: new Date(NOW + DAY).toISOString() })];
    const requests = serveReviewsApi([], {
      mine: () => mine,
      override: (config) => {
        if (callOf(config) !== 'PUT /reviews/rv') return undefined;
        const body = bodyOf(config) as { rating: number; comment: string | null };
        mine = [{ ...mine[0]!, ...body }];
        return created(config, mine[0]!);
      },
    });
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit review' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit your review' });
    expect(within(dialog).getByRole('radio', { name: '4 stars' })).toBeChecked();
    expect(within(dialog).getByRole('textbox', { name: 'Comment (optional)' })).toHaveValue('Good');
    fireEvent.click(within(dialog).getByRole('radio', { name: '3 stars' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Comment (optional)' }), { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodyOf(requests.find((r) => callOf(r) === 'PUT /reviews/rv'))).toEqual({ rating: 3, comment: null });
    expect(await screen.findByRole('img', { name: 'Rated 3 out of 5' })).toBeInTheDocument();
  });

  it('shows the review without "Edit" once the edit window has passed', async () => {
    serveReviewsApi([], { mine: [buildReview({ bookingId: 'bk-done', rating: 2, comment: 'Late', editableUntil: new Date(NOW - 1).toISOString() })] });
    render();
    const shown = await screen.findByTestId('booking-review');
    expect(within(shown).getByRole('img', { name: 'Rated 2 out of 5' })).toBeInTheDocument();
    expect(within(shown).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says why the server refused the review', async () => {
    serveReviewsApi([], { mine: [], override: (config) => (callOf(config) === 'POST /reviews' ? errorReply(409, 'REVIEW_EXISTS', 'exists') : undefined) });
    render();
    fireEvent.click(await screen.findByRole('button', { name: /^Leave a review/ }));
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('radio', { name: '4 stars' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish review' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You have already reviewed this visit — you can edit your review instead');
  });
});
