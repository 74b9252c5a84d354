import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Booking } from '@vizyt/contracts';
import { buildAnalytics, buildQuietAnalytics } from '@/features/analytics/testing/fixtures';
import { buildConversation, buildMessage } from '@/features/messages/testing/fixtures';
import { buildReview } from '@/features/reviews/testing/fixtures';
import { buildAvailability } from '@/features/schedule/testing/fixtures';
import { buildProfile, buildService } from '@/features/specialist-catalog/testing/fixtures';
import i18n from '@/lib/i18n';
import { buildBooking } from '@/test/builders';
import { callOf, errorReply, okReply, paramsOf, serveApi, type Override } from '@/test/mock-api';
import { clearToastMocks, mockToasts, mockViewport, renderRoutes, signedInAs, testUsers } from '@/test/test-utils';
import { routes } from '../router';

mockToasts();

const inDays = (days: number, hour = 10) => {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  date.setUTCHours(hour, 0, 0, 0);
  return date.toISOString();
};

/** A set-up specialist's API: profile, a service, working hours, and the dashboard's data. */
const serveDashboardApi = ({ bookings = [] as Booking[], override }: { bookings?: Booking[]; override?: Override } = {}) => {
  let list = bookings;
  const requests = serveApi((config) => {
    const call = callOf(config);
    if (call === 'GET /bookings') {
      const wanted = String(paramsOf(config).status ?? '').split(',');
      const found = list.filter((b) => wanted.includes(b.status));
      return okReply({ bookings: found, page: 1, totalPages: 1, total: found.length });
    }
    const confirm = /^POST \/bookings\/([^/]+)\/confirm$/.exec(call);
    if (confirm) {
      list = list.map((b) => (b.id === confirm[1] ? { ...b, status: 'CONFIRMED' } : b));
      return okReply({ booking: list.find((b) => b.id === confirm[1]) });
    }
    switch (call) {
      case 'GET /specialists/profile':
        return okReply({ profile: buildProfile({ id: 'sp1' }) });
      case 'GET /specialists/services':
        return okReply({ services: [buildService()] });
      case 'GET /specialists/availability':
        return okReply(buildAvailability({ workingHours: { friday: [{ start: '09:00', end: '12:00' }] }, blocks: [] }));
      case 'GET /specialists/analytics':
        return okReply(buildAnalytics());
      case 'GET /reviews':
        return okReply({ reviews: [buildReview({ rating: 4, comment: 'Дуже сподобалось' })], total: 1, page: 1, totalPages: 1 });
      case 'GET /conversations':
        return okReply({ conversations: [buildConversation({ participant: { name: 'Olena Kovalenko', role: 'customer' }, unreadCount: 2, lastMessage: buildMessage({ content: 'Чи можна перенести?' }) })], unreadTotal: 2 });
      default:
        return errorReply(404, 'ROUTE_NOT_FOUND');
    }
  }, override);
  return requests;
};

const at = (path = '/specialist/dashboard') => renderRoutes(routes, path, signedInAs(testUsers.specialist));
// The page and its layout are lazy chunks: the first render in a busy test run can take seconds.
const slow = { timeout: 8000 };
const block = (name: string) => screen.findByRole('region', { name: new RegExp(`^${name}`) }, slow);

beforeEach(async () => {
  clearToastMocks();
  mockViewport(1024);
  await i18n.changeLanguage('en');
});

describe('/specialist/dashboard blocks', { timeout: 20_000 }, () => {
  it('shows the month’s stats, pending requests, the agenda, messages and reviews', async () => {
    const pending = buildBooking({ id: 'p1', status: 'PENDING', scheduledAt: inDays(3), customer: { id: 'c1', name: 'Olena Kovalenko', avatar: null } });
    const confirmed = buildBooking({ id: 'k1', status: 'CONFIRMED', scheduledAt: inDays(2), customer: { id: 'c2', name: 'Ivan Petrenko', avatar: null } });
    serveDashboardApi({ bookings: [pending, confirmed] });
    at();
    const stats = await block('This month');
    expect(await within(stats).findByTestId('kpi-bookingsThisMonth', {}, slow)).toHaveTextContent('12');
    expect(within(stats).getByTestId('kpi-averageRating')).toHaveTextContent('4.75');
    expect(within(stats).getByRole('link', { name: /Analytics/ })).toHaveAttribute('href', '/specialist/analytics');

    const requests = await block('Booking requests');
    expect(await within(requests).findByText('Olena Kovalenko')).toBeInTheDocument();
    expect(within(requests).queryByText('Ivan Petrenko')).not.toBeInTheDocument();

    const next = await block('Coming up');
    expect(within(next).getByText('Ivan Petrenko')).toBeInTheDocument();
    expect(within(next).getByText('Olena Kovalenko')).toBeInTheDocument();
    expect(within(await block('Today')).getByText('No bookings today.')).toBeInTheDocument();

    const messages = await block('Latest messages');
    expect(await within(messages).findByRole('link', { name: /Olena Kovalenko.*Чи можна перенести\?.*2 unread/ })).toHaveAttribute('href', '/specialist/messages?c=cv1');
    const reviews = await block('Latest reviews');
    expect(await within(reviews).findByText('Дуже сподобалось')).toBeInTheDocument();
    expect(within(reviews).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
  });

  it('confirms a pending request with one tap', async () => {
    const pending = buildBooking({ id: 'p1', status: 'PENDING', scheduledAt: inDays(3), customer: { id: 'c1', name: 'Olena Kovalenko', avatar: null } });
    const requests = serveDashboardApi({ bookings: [pending] });
    at();
    const pendingBlock = await block('Booking requests');
    fireEvent.click(await within(pendingBlock).findByRole('button', { name: /^Confirm: Olena Kovalenko/ }, slow));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Booking of Olena Kovalenko confirmed'), slow);
    expect(requests.filter((r) => callOf(r) === 'POST /bookings/p1/confirm')).toHaveLength(1);
    // The lists and the stats are asked for again: the request is gone, the booking waits in "Coming up".
    expect(await within(pendingBlock).findByText('No new requests.', {}, slow)).toBeInTheDocument();
    const next = await block('Coming up');
    await waitFor(() => expect(within(next).queryByRole('button', { name: /^Confirm/ })).not.toBeInTheDocument(), slow);
    expect(within(next).getByText('Confirmed')).toBeInTheDocument();
    await waitFor(() => expect(requests.filter((r) => callOf(r) === 'GET /specialists/analytics')).toHaveLength(2), slow);
  });

  it('shows each block’s error with a retry, and its empty state, on their own', async () => {
    let fail = true;
    const requests = serveDashboardApi({
      override: (config) => {
        if (callOf(config) === 'GET /reviews' && fail) return errorReply(500, 'INTERNAL_ERROR');
        if (callOf(config) === 'GET /conversations') return okReply({ conversations: [], unreadTotal: 0 });
        if (callOf(config) === 'GET /specialists/analytics') return okReply(buildQuietAnalytics());
        return undefined;
      },
    });
    at();
    const reviews = await block('Latest reviews');
    const alert = await within(reviews).findByRole('alert', {}, slow);
    expect(alert).toHaveTextContent('Could not load this.');
    expect(within(await block('Latest messages')).getByText('No messages yet.')).toBeInTheDocument();
    expect(within(await block('Booking requests')).getByText('No new requests.')).toBeInTheDocument();
    // A new specialist's unknown figures read "—", never 0.
    expect(await within(await block('This month')).findByTestId('kpi-averageRating')).toHaveTextContent('—');

    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(reviews).findByText('Дуже сподобалось', {}, slow)).toBeInTheDocument();
    expect(requests.filter((r) => callOf(r) === 'GET /reviews')).toHaveLength(2);
  });
});
