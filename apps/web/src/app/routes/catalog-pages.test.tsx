/** The catalog pages as the app composes them (catalog + reviews features): each shows its own reviews. */
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildProfile, buildService } from '@/features/catalog/testing/fixtures';
import { buildReview, pageOf, summaryOf } from '@/features/reviews/testing/fixtures';
import i18n from '@/lib/i18n';
import { callOf, okReply, paramsOf, serveApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/test-utils';
import { ServiceWithReviewsPage, SpecialistWithReviewsPage } from './catalog-pages';

const routes = [
  { path: '/service/:serviceId', element: <ServiceWithReviewsPage /> },
  { path: '/specialist/:specialistId', element: <SpecialistWithReviewsPage /> },
];
const reviews = [buildReview({ rating: 4, comment: 'Tidy and quick' }), buildReview({ rating: 5, comment: 'Best in town' })];

const serve = () =>
  serveApi((config) => {
    const call = callOf(config);
    if (call === 'GET /reviews') return pageOf(reviews);
    if (call === 'GET /reviews/summary') return okReply(summaryOf(reviews));
    if (call === 'GET /services/svc-1') return okReply({ service: buildService({ id: 'svc-1' }) });
    if (call === 'GET /specialists/spec-1/public') return okReply({ profile: buildProfile({ id: 'spec-1' }) });
    if (call.endsWith('/similar')) return okReply({ services: [] });
    if (call.endsWith('/services')) return okReply({ services: [] });
    return okReply({});
  });

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

describe('catalog pages with reviews', () => {
  it('the service page lists the service’s reviews', async () => {
    const requests = serve();
    renderRoutes(routes, '/service/svc-1');
    const section = await screen.findByTestId('public-reviews');
    expect(within(section).getByRole('heading', { level: 2, name: 'Reviews' })).toBeInTheDocument();
    expect(await within(section).findByText('Best in town')).toBeInTheDocument();
    expect(within(section).getByTestId('review-average')).toHaveTextContent('4.5');
    expect(paramsOf(requests.find((r) => callOf(r) === 'GET /reviews'))).toMatchObject({ serviceId: 'svc-1' });
    expect(screen.queryByText('No reviews yet')).not.toBeInTheDocument();
  });

  it('the specialist’s page lists the specialist’s reviews', async () => {
    const requests = serve();
    renderRoutes(routes, '/specialist/spec-1');
    const section = await screen.findByTestId('public-reviews');
    expect(await within(section).findByText('Tidy and quick')).toBeInTheDocument();
    expect(paramsOf(requests.find((r) => callOf(r) === 'GET /reviews/summary'))).toEqual({ specialistId: 'spec-1' });
  });
});
