import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import { bodyOf, callOf, errorReply, okReply, paramsOf } from '@/test/mock-api';
import { clearToastMocks, mockToasts, renderRoutes, signedInAs, testUsers } from '@/test/test-utils';
import { buildReview, serveReviewsApi } from '../testing/fixtures';
import { PublicReviews, type PublicReviewsProps } from './public-reviews';

mockToasts();

const render = (target: PublicReviewsProps['target'], as?: keyof typeof testUsers) =>
  renderRoutes(
    [
      { path: '/specialist/:id', element: <PublicReviews target={target} /> },
      { path: '/auth/login', element: <p>Login page</p> },
    ],
    '/specialist/sp1',
    as ? signedInAs(testUsers[as]) : undefined,
  );
const calls = (requests: InternalAxiosRequestConfig[], call: string) => requests.filter((r) => callOf(r) === call);

const reviews = () => [
  buildReview({ id: 'r1', rating: 5, helpfulCount: 2, response: { comment: 'Дякую, Олено!', createdAt: '2026-10-04T09:00:00.000Z', updatedAt: '2026-10-04T09:00:00.000Z' } }),
  buildReview({ id: 'r2', rating: 3, customer: { firstName: 'Ivan', lastInitial: 'P.' }, service: { name: 'Beard trim' } }),
];

beforeEach(async () => {
  clearToastMocks();
  await i18n.changeLanguage('en');
});

describe('PublicReviews', () => {
  it('shows the average, the count per star, the reviews and the specialist’s response', async () => {
    const requests = serveReviewsApi(reviews());
    render({ specialistId: 'sp1' });
    expect(await screen.findByTestId('review-average')).toHaveTextContent('4.0');
    expect(screen.getByText('2 reviews')).toBeInTheDocument();
    expect(screen.getByText('5 stars: 1')).toBeInTheDocument();
    expect(screen.getByText('3 stars: 1')).toBeInTheDocument();
    const first = await screen.findByRole('article', { name: 'Olena K.' });
    expect(within(first).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(within(first).getByText('Verified visit')).toBeInTheDocument();
    expect(within(first).getByTestId('review-response')).toHaveTextContent('Specialist’s response');
    expect(within(first).getByTestId('review-response')).toHaveTextContent('Дякую, Олено!');
    // On the specialist's page each review names its service.
    expect(within(screen.getByRole('article', { name: 'Ivan P.' })).getByText('Service: Beard trim')).toBeInTheDocument();
    expect(paramsOf(calls(requests, 'GET /reviews')[0])).toEqual({ specialistId: 'sp1', sort: 'newest', limit: 5, page: 1 });
  });

  it('lists a service’s reviews by serviceId, without repeating the service, and sorts on request', async () => {
    const requests = serveReviewsApi(reviews());
    render({ serviceId: 'svc1' });
    const second = await screen.findByRole('article', { name: 'Ivan P.' });
    expect(within(second).queryByText(/^Service:/)).not.toBeInTheDocument();
    expect(paramsOf(calls(requests, 'GET /reviews/summary')[0])).toEqual({ serviceId: 'svc1' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'helpful' } });
    await waitFor(() => expect(paramsOf(calls(requests, 'GET /reviews').at(-1))).toEqual({ serviceId: 'svc1', sort: 'helpful', limit: 5, page: 1 }));
  });

  it('toggles a helpful vote for a signed-in visitor: POST, then DELETE, with the count the server gives', async () => {
    const requests = serveReviewsApi(reviews(), {
      override: (config) => {
        if (callOf(config) === 'POST /reviews/r1/helpful') return okReply({ helpfulCount: 3, votedHelpful: true });
        if (callOf(config) === 'DELETE /reviews/r1/helpful') return okReply({ helpfulCount: 2, votedHelpful: false });
        return undefined;
      },
    });
    render({ specialistId: 'sp1' }, 'customer');
    const first = await screen.findByRole('article', { name: 'Olena K.' });
    const button = within(first).getByRole('button', { name: 'Helpful: 2' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(button);
    await waitFor(() => expect(within(first).getByRole('button', { name: 'Helpful: 3' })).toHaveAttribute('aria-pressed', 'true'));
    expect(calls(requests, 'POST /reviews/r1/helpful')).toHaveLength(1);
    await waitFor(() => expect(within(first).getByRole('button', { name: 'Helpful: 3' })).toBeEnabled());
    fireEvent.click(within(first).getByRole('button', { name: 'Helpful: 3' }));
    await waitFor(() => expect(within(first).getByRole('button', { name: 'Helpful: 2' })).toHaveAttribute('aria-pressed', 'false'));
    expect(calls(requests, 'DELETE /reviews/r1/helpful')).toHaveLength(1);
  });

  it('takes the vote back and says why when the server refuses it', async () => {
    serveReviewsApi(reviews(), {
      override: (config) => (callOf(config) === 'POST /reviews/r2/helpful' ? errorReply(422, 'REVIEW_NOT_ALLOWED', 'own review') : undefined),
    });
    render({ specialistId: 'sp1' }, 'specialist');
    const second = await screen.findByRole('article', { name: 'Ivan P.' });
    fireEvent.click(within(second).getByRole('button', { name: 'Helpful: 0' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('You cannot mark your own review as helpful.'));
    expect(within(second).getByRole('button', { name: 'Helpful: 0' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('sends a guest who votes to sign in and back', async () => {
    const requests = serveReviewsApi(reviews());
    const { router } = render({ specialistId: 'sp1' });
    const first = await screen.findByRole('article', { name: 'Olena K.' });
    fireEvent.click(within(first).getByRole('button', { name: 'Helpful: 2' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(new URLSearchParams(router.state.location.search).get('returnUrl')).toBe('/specialist/sp1');
    expect(requests.some((r) => callOf(r).endsWith('/helpful'))).toBe(false);
  });

  it('offers neither vote nor report on the customer’s own review', async () => {
    const mine = reviews()[1]!;
    serveReviewsApi([reviews()[0]!, mine], { mine: [mine] });
    render({ specialistId: 'sp1' }, 'customer');
    const own = await screen.findByRole('article', { name: /^Ivan P\./ });
    expect(await within(own).findByText('Your review')).toBeInTheDocument();
    expect(within(own).queryByRole('button')).not.toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Olena K.' })).getByRole('button', { name: /^Helpful/ })).toBeInTheDocument();
  });

  it('reports a review with a reason', async () => {
    const requests = serveReviewsApi(reviews(), {
      override: (config) => (callOf(config) === 'POST /reviews/r2/report' ? { status: 201, body: { success: true, data: { reported: true }, error: null } } : undefined),
    });
    render({ specialistId: 'sp1' }, 'customer');
    const second = await screen.findByRole('article', { name: 'Ivan P.' });
    fireEvent.click(within(second).getByRole('button', { name: 'Report' }));
    const dialog = screen.getByRole('dialog', { name: 'Report this review' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose a reason.');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Fake review' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Details (optional)' }), { target: { value: 'Never was a client' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodyOf(calls(requests, 'POST /reviews/r2/report')[0])).toEqual({ reason: 'FAKE', details: 'Never was a client' });
    expect(toast.success).toHaveBeenCalledWith('Report sent. Thank you!');
  });

  it('loads five more under "Load more"', async () => {
    const many = Array.from({ length: 7 }, (_, index) => buildReview({ id: `p${index + 1}`, customer: { firstName: `Client${index + 1}` } }));
    serveReviewsApi(many);
    render({ specialistId: 'sp1' });
    await screen.findByRole('article', { name: 'Client5 K.' });
    expect(screen.getAllByRole('article')).toHaveLength(5);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('article', { name: 'Client7 K.' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(7);
  });

  it('says there are no reviews yet', async () => {
    serveReviewsApi([]);
    render({ serviceId: 'svc1' });
    expect(await screen.findByText('No reviews yet')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });
});
