import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Review } from '@vizyt/contracts';
import i18n from '@/lib/i18n';
import { bodyOf, callOf, errorReply, okReply, paramsOf } from '@/test/mock-api';
import { clearToastMocks, mockToasts, renderRoutes, signedInAs, testUsers } from '@/test/test-utils';
import { buildReview, serveReviewsApi } from '../testing/fixtures';
import { SpecialistReviewsPage } from './specialist-reviews-page';

mockToasts();

const routes = [
  { path: '/specialist/reviews', element: <SpecialistReviewsPage /> },
  { path: '/specialist/get-started', element: <p>Get started</p> },
];
const open = (path = '/specialist/reviews') => renderRoutes(routes, path, signedInAs(testUsers.specialist));
const profile = (config: InternalAxiosRequestConfig) => (callOf(config) === 'GET /specialists/profile' ? okReply({ profile: { id: 'sp1' } }) : undefined);
const lastList = (requests: InternalAxiosRequestConfig[]) => paramsOf(requests.filter((r) => callOf(r) === 'GET /reviews').at(-1));

const four = () => [
  buildReview({ id: 'r1', rating: 5, helpfulCount: 3 }),
  buildReview({ id: 'r2', rating: 5, comment: null, isVerified: false }),
  buildReview({ id: 'r3', rating: 4, service: { name: 'Beard trim' } }),
  buildReview({ id: 'r4', rating: 3, customer: { firstName: 'Ivan', lastInitial: 'P.' } }),
];

beforeEach(async () => {
  clearToastMocks();
  await i18n.changeLanguage('en');
});

describe('SpecialistReviewsPage', () => {
  it('shows the total, average, verified count, recommendation rate and distribution the summary holds', async () => {
    const requests = serveReviewsApi(four(), { override: profile });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Reviews' })).toBeInTheDocument();
    // 5 + 5 + 4 + 3 = 17 over 4 reviews: 4.25, shown with one decimal; 3 of 4 are 4–5 stars; 3 verified.
    expect(await screen.findByTestId('review-average')).toHaveTextContent('4.3');
    expect(screen.getByText('based on 4 reviews')).toBeInTheDocument();
    expect(screen.getByTestId('summary-total')).toHaveTextContent(/Total reviews\s*4$/);
    expect(screen.getByTestId('summary-verified')).toHaveTextContent(/3$/);
    expect(screen.getByTestId('summary-recommendation')).toHaveTextContent(/75%$/);
    const distribution = screen.getByRole('heading', { name: 'Rating distribution' }).parentElement as HTMLElement;
    expect(within(distribution).getByRole('button', { name: '5 stars: 2' })).toBeInTheDocument();
    expect(within(distribution).getByRole('button', { name: '4 stars: 1' })).toBeInTheDocument();
    expect(within(distribution).getByRole('button', { name: '1 star: 0' })).toBeDisabled();
    // The list, with the service of each review and who wrote it (first name and initial).
    expect(await screen.findByText('4 reviews found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Ivan P.' })).toBeInTheDocument();
    expect(screen.getByText('Service: Beard trim')).toBeInTheDocument();
    expect(screen.getByText('Rating without a comment.')).toBeInTheDocument();
    expect(requests.filter((r) => callOf(r) === 'GET /reviews/summary').map(paramsOf)).toEqual([{ specialistId: 'sp1' }]);
    expect(lastList(requests)).toEqual({ specialistId: 'sp1', sort: 'newest', limit: 10, page: 1 });
  });

  it('asks the server again when a filter or the sort changes, and keeps them in the address', async () => {
    const requests = serveReviewsApi(four(), { override: profile });
    const { router } = open();
    await screen.findByText('4 reviews found');

    fireEvent.change(screen.getByRole('combobox', { name: 'Rating' }), { target: { value: '5' } });
    await waitFor(() => expect(lastList(requests)).toMatchObject({ rating: 5, sort: 'newest', page: 1 }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'helpful' } });
    await waitFor(() => expect(lastList(requests)).toMatchObject({ rating: 5, sort: 'helpful' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Verified only' }));
    await waitFor(() => expect(lastList(requests)).toMatchObject({ verified: true }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'With comments' }));
    await waitFor(() => expect(lastList(requests)).toEqual({ specialistId: 'sp1', rating: 5, sort: 'helpful', verified: true, withComments: true, limit: 10, page: 1 }));
    expect(router.state.location.search).toBe('?rating=5&sort=helpful&verified=1&comments=1');

    // A row of the distribution filters by its rating; pressing it again lifts the filter.
    const fourStars = screen.getByRole('button', { name: '4 stars: 1' });
    fireEvent.click(fourStars);
    await waitFor(() => expect(lastList(requests)).toMatchObject({ rating: 4 }));
    expect(fourStars).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(fourStars);
    await waitFor(() => expect(lastList(requests)).toEqual({ specialistId: 'sp1', sort: 'helpful', verified: true, withComments: true, limit: 10, page: 1 }));
    expect(fourStars).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(lastList(requests)).toEqual({ specialistId: 'sp1', sort: 'helpful', limit: 10, page: 1 }));
    expect(router.state.location.search).toBe('?sort=helpful');
  });

  it('reads the filters from the address', async () => {
    const requests = serveReviewsApi(four(), { override: profile });
    open('/specialist/reviews?rating=3&comments=1');
    await screen.findByText('4 reviews found');
    expect(lastList(requests)).toEqual({ specialistId: 'sp1', rating: 3, withComments: true, sort: 'newest', limit: 10, page: 1 });
    expect(screen.getByRole('combobox', { name: 'Rating' })).toHaveValue('3');
    expect(screen.getByRole('checkbox', { name: 'With comments' })).toBeChecked();
  });

  it('replies to a review in place, then edits the reply', async () => {
    let reviews: Review[] = [buildReview({ id: 'r1', comment: 'Great cut' })];
    const requests = serveReviewsApi(() => reviews, {
      override: (config) => {
        const call = callOf(config);
        if (call === 'POST /reviews/r1/response' || call === 'PUT /reviews/r1/response') {
          const { comment } = bodyOf(config) as { comment: string };
          const at = call.startsWith('POST') ? '2026-10-04T09:00:00.000Z' : '2026-10-05T09:00:00.000Z';
          reviews = [{ ...reviews[0]!, response: { comment, createdAt: '2026-10-04T09:00:00.000Z', updatedAt: at } }];
          return { status: call.startsWith('POST') ? 201 : 200, body: { success: true, data: { review: reviews[0] }, error: null } };
        }
        return profile(config);
      },
    });
    open();
    const review = await screen.findByRole('article', { name: 'Olena K.' });
    fireEvent.click(within(review).getByRole('button', { name: 'Reply' }));
    const box = within(review).getByRole('textbox', { name: 'Your reply' });
    expect(box).toHaveFocus();

    // Too short: said on the spot, nothing is sent.
    fireEvent.change(box, { target: { value: ' x ' } });
    fireEvent.click(within(review).getByRole('button', { name: 'Publish reply' }));
    expect(await within(review).findByText('At least 2 characters.')).toBeInTheDocument();
    expect(requests.some((r) => callOf(r).endsWith('/response'))).toBe(false);

    fireEvent.change(box, { target: { value: '  Thank you, Olena!  ' } });
    fireEvent.click(within(review).getByRole('button', { name: 'Publish reply' }));
    const answer = await within(review).findByTestId('review-response');
    expect(answer).toHaveTextContent('Your response');
    expect(answer).toHaveTextContent('Thank you, Olena!');
    expect(bodyOf(requests.find((r) => callOf(r) === 'POST /reviews/r1/response'))).toEqual({ comment: 'Thank you, Olena!' });
    expect(toast.success).toHaveBeenCalledWith('Reply published');
    expect(within(review).queryByRole('textbox')).not.toBeInTheDocument();

    fireEvent.click(within(review).getByRole('button', { name: 'Edit reply' }));
    const editBox = within(review).getByRole('textbox', { name: 'Your reply' });
    expect(editBox).toHaveValue('Thank you, Olena!');
    fireEvent.change(editBox, { target: { value: 'Thank you, Olena! See you soon.' } });
    fireEvent.click(within(review).getByRole('button', { name: 'Save reply' }));
    await waitFor(() => expect(within(review).getByTestId('review-response')).toHaveTextContent('Thank you, Olena! See you soon.'));
    expect(bodyOf(requests.find((r) => callOf(r) === 'PUT /reviews/r1/response'))).toEqual({ comment: 'Thank you, Olena! See you soon.' });
    expect(toast.success).toHaveBeenCalledWith('Reply updated');
  });

  it('keeps a typed reply when "Reply" is pressed on another review, and gives it back there (issue #26)', async () => {
    serveReviewsApi([buildReview({ id: 'r1' }), buildReview({ id: 'r4', customer: { firstName: 'Ivan', lastInitial: 'P.' } })], { override: profile });
    open();
    const first = await screen.findByRole('article', { name: 'Olena K.' });
    const second = screen.getByRole('article', { name: 'Ivan P.' });
    fireEvent.click(within(first).getByRole('button', { name: 'Reply' }));
    fireEvent.change(within(first).getByRole('textbox', { name: 'Your reply' }), { target: { value: 'Thank you, Olena!' } });

    fireEvent.click(within(second).getByRole('button', { name: 'Reply' }));
    expect(within(first).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(second).getByRole('textbox', { name: 'Your reply' })).toHaveValue('');
    fireEvent.change(within(second).getByRole('textbox', { name: 'Your reply' }), { target: { value: 'Thanks, Ivan' } });

    // The closed form says a draft waits there, and reopening it brings the text back.
    fireEvent.click(within(first).getByRole('button', { name: 'Continue your reply' }));
    expect(within(first).getByRole('textbox', { name: 'Your reply' })).toHaveValue('Thank you, Olena!');
    fireEvent.click(within(second).getByRole('button', { name: 'Continue your reply' }));
    expect(within(second).getByRole('textbox', { name: 'Your reply' })).toHaveValue('Thanks, Ivan');

    // Cancel is the one way to throw a draft away.
    fireEvent.click(within(second).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(second).getByRole('button', { name: 'Reply' }));
    expect(within(second).getByRole('textbox', { name: 'Your reply' })).toHaveValue('');
  });

  it('keeps the reply form open with a message when the server refuses it', async () => {
    serveReviewsApi([buildReview({ id: 'r1' })], {
      override: (config) => (callOf(config) === 'POST /reviews/r1/response' ? errorReply(409, 'CONFLICT', 'Already answered') : profile(config)),
    });
    open();
    const review = await screen.findByRole('article', { name: 'Olena K.' });
    fireEvent.click(within(review).getByRole('button', { name: 'Reply' }));
    fireEvent.change(within(review).getByRole('textbox', { name: 'Your reply' }), { target: { value: 'Thanks!' } });
    fireEvent.click(within(review).getByRole('button', { name: 'Publish reply' }));
    expect(await within(review).findByText('Could not save the reply. Please try again.')).toBeInTheDocument();
    expect(within(review).getByRole('textbox', { name: 'Your reply' })).toHaveValue('Thanks!');
  });

  it('loads ten more reviews under "Load more"', async () => {
    const many = Array.from({ length: 12 }, (_, index) => buildReview({ id: `m${index + 1}`, customer: { firstName: `Client${index + 1}` } }));
    const requests = serveReviewsApi(many, { override: profile });
    open();
    await screen.findByRole('heading', { level: 3, name: 'Client10 K.' });
    expect(screen.queryByRole('heading', { level: 3, name: 'Client11 K.' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Client12 K.' })).toBeInTheDocument();
    expect(lastList(requests)).toMatchObject({ page: 2, limit: 10 });
    expect(screen.getAllByRole('article')).toHaveLength(12);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says there are no reviews yet, and when filters match none offers to clear them', async () => {
    serveReviewsApi([], { override: profile });
    const first = open();
    expect(await screen.findByRole('heading', { level: 2, name: 'No reviews yet' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Rating' })).not.toBeInTheDocument();
    first.unmount();

    serveReviewsApi([buildReview({ rating: 5 })], {
      override: (config) => (callOf(config) === 'GET /reviews' && paramsOf(config).rating === 2 ? okReply({ reviews: [], total: 0, page: 1, totalPages: 1 }) : profile(config)),
    });
    open('/specialist/reviews?rating=2');
    expect(await screen.findByText('No reviews match these filters')).toBeInTheDocument();
    fireEvent.click(screen.getAllByRole('button', { name: 'Clear filters' }).at(-1)!);
    expect(await screen.findByText('1 review found')).toBeInTheDocument();
  });

  it('sends a specialist without a profile to set it up', async () => {
    serveReviewsApi([], { override: (config) => (callOf(config) === 'GET /specialists/profile' ? errorReply(404, 'NOT_FOUND', 'No profile') : undefined) });
    open();
    expect(await screen.findByRole('heading', { level: 2, name: 'Create your specialist profile first' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set up your profile' })).toHaveAttribute('href', '/specialist/get-started');
  });
});
