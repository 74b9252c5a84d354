import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import { NOTIFICATION_FILTERS } from '@vizyt/contracts';
import i18n from '@/lib/i18n';
import { downloadFile } from '@/lib/download';
import { bodyOf, paramsOf } from '@/test/mock-api';
import { clearToastMocks, mockToasts, mockViewport, renderRoutes, signedInAs, testUsers } from '@/test/test-utils';
import { buildNotification, callsOf, createNotificationsServer, manyNotifications, minutesAgo } from '../testing/fixtures';
import { NotificationsPage } from './notifications-page';

mockToasts();
vi.mock('@/lib/download', () => ({ downloadFile: vi.fn() }));

const renderPage = (path = '/notifications') =>
  renderRoutes(
    [
      { path: '/notifications', element: <NotificationsPage /> },
      { path: '/bookings', element: <h1>Bookings page</h1> },
    ],
    path,
    signedInAs(testUsers.customer),
  );

const items = () => screen.getAllByTestId('notification-item');
const chips = () => within(screen.getByRole('group', { name: 'Show notifications' }));

const mixed = () => [
  buildNotification({ id: 'b1', type: 'new_booking', title: 'New booking', createdAt: minutesAgo(3) }),
  buildNotification({ id: 'p1', type: 'payment_failed', title: 'Payment failed', createdAt: minutesAgo(90), isRead: true, readAt: minutesAgo(80) }),
  buildNotification({ id: 'r1', type: 'review_received', title: 'New review', createdAt: minutesAgo(60 * 26), link: null }),
  buildNotification({ id: 's1', type: 'system', title: 'Welcome to Vizyt', createdAt: minutesAgo(60 * 24 * 40), isRead: true, readAt: minutesAgo(60) }),
];

beforeEach(async () => {
  clearToastMocks();
  vi.mocked(downloadFile).mockClear();
  mockViewport(1280);
  await i18n.changeLanguage('en');
});

describe('NotificationsPage', () => {
  it('lists them newest first with the type, how long ago and which are unread', async () => {
    createNotificationsServer(mixed()).serve();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    await waitFor(() => expect(items()).toHaveLength(4));
    expect(items().map((item) => item.getAttribute('data-type'))).toEqual(['new_booking', 'payment_failed', 'review_received', 'system']);
    expect(items()[0]).toHaveTextContent('New booking');
    expect(items()[0]).toHaveTextContent('3 min ago');
    expect(items()[0]).toHaveAttribute('data-unread', 'true');
    expect(within(items()[0]!).getByRole('button', { name: /^New booking, unread/ })).toBeInTheDocument();
    expect(items()[1]).toHaveTextContent('Payment failed');
    expect(items()[1]).not.toHaveAttribute('data-unread');
    expect(items()[2]).toHaveTextContent('yesterday');
    expect(screen.getByText('4 notifications')).toBeInTheDocument();
  });

  it('filters by the chip, keeps the filter in the URL and asks the server for it', async () => {
    const requests = createNotificationsServer(mixed()).serve();
    const { router } = renderPage();
    await waitFor(() => expect(items()).toHaveLength(4));
    expect(chips().getAllByRole('button').map((chip) => chip.textContent)).toEqual(['All', 'Unread2', 'Bookings', 'Payments', 'Reviews', 'System']);
    expect(chips().getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');

    fireEvent.click(chips().getByRole('button', { name: 'Payments' }));
    expect(router.state.location.search).toBe('?filter=payment');
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(items()[0]).toHaveTextContent('Payment failed');
    expect(paramsOf(callsOf(requests, 'GET /notifications').at(-1))).toEqual({ limit: 50, page: 1, filter: 'payment' });

    fireEvent.click(chips().getByRole('button', { name: /Unread/ }));
    await waitFor(() => expect(items().map((item) => item.getAttribute('data-type'))).toEqual(['new_booking', 'review_received']));
    expect(router.state.location.search).toBe('?filter=unread');
  });

  // Each filter with a server that has nothing for it (but, except for "all", something for another one).
  it.each([
    ['all', 'No notifications yet', null],
    ['unread', 'You are all caught up', 'new_booking'],
    ['booking', 'No booking notifications', 'payment_received'],
    ['payment', 'No payment notifications', 'review_received'],
    ['review', 'No review notifications', 'system'],
    ['system', 'No system notifications', 'booking_cancelled'],
  ] as const)('has its own empty state for %s', async (filter, title, otherType) => {
    expect(NOTIFICATION_FILTERS).toContain(filter);
    createNotificationsServer(otherType ? [buildNotification({ id: 'x', type: otherType, isRead: true, readAt: minutesAgo(1) })] : []).serve();
    renderPage(filter === 'all' ? '/notifications' : `/notifications?filter=${filter}`);
    expect(await screen.findByRole('region', { name: title })).toBeInTheDocument();
    expect(screen.queryByTestId('notification-item')).not.toBeInTheDocument();
  });

  it('opens one: marks it read and follows its link', async () => {
    const server = createNotificationsServer(mixed());
    const requests = server.serve();
    renderPage();
    await waitFor(() => expect(items()).toHaveLength(4));
    fireEvent.click(within(items()[0]!).getByRole('button', { name: /^New booking, unread/ }));
    expect(await screen.findByRole('heading', { name: 'Bookings page' })).toBeInTheDocument();
    await waitFor(() => expect(callsOf(requests, 'PUT /notifications/b1/read')).toHaveLength(1));
  });

  it('marks one without a link read where it is', async () => {
    const requests = createNotificationsServer(mixed()).serve();
    renderPage();
    await waitFor(() => expect(items()).toHaveLength(4));
    fireEvent.click(within(items()[2]!).getByRole('button', { name: /^New review, unread/ }));
    await waitFor(() => expect(items()[2]).not.toHaveAttribute('data-unread'));
    expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    expect(chips().getByRole('button', { name: /Unread/ })).toHaveTextContent('Unread1');
    await waitFor(() => expect(callsOf(requests, 'PUT /notifications/r1/read')).toHaveLength(1));
  });

  it('deletes one', async () => {
    const server = createNotificationsServer(mixed());
    const requests = server.serve();
    renderPage();
    await waitFor(() => expect(items()).toHaveLength(4));
    fireEvent.click(screen.getByRole('button', { name: 'Delete notification “Payment failed”' }));
    expect(items()).toHaveLength(3);
    expect(screen.getByText('3 notifications')).toBeInTheDocument();
    await waitFor(() => expect(callsOf(requests, 'DELETE /notifications/p1')).toHaveLength(1));
    expect(server.notifications.map((item) => item.id)).toEqual(['b1', 'r1', 's1']);
  });

  it('deletes all after asking, and then shows the empty state', async () => {
    const requests = createNotificationsServer(mixed()).serve();
    renderPage();
    await waitFor(() => expect(items()).toHaveLength(4));
    fireEvent.click(screen.getByRole('button', { name: 'More actions' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Delete all' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete all notifications?' });
    // Cancelling deletes nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsOf(requests, 'DELETE /notifications/all')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'More actions' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Delete all' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete all' }));
    expect(await screen.findByRole('region', { name: 'No notifications yet' })).toBeInTheDocument();
    await waitFor(() => expect(callsOf(requests, 'DELETE /notifications/all')).toHaveLength(1));
    expect(toast.success).toHaveBeenCalledWith('All notifications deleted');
  });

  it('marks all read', async () => {
    const requests = createNotificationsServer(mixed()).serve();
    renderPage();
    await waitFor(() => expect(items()).toHaveLength(4));
    fireEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
    expect(items().filter((item) => item.hasAttribute('data-unread'))).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
    await waitFor(() => expect(callsOf(requests, 'PUT /notifications/mark-all-read')).toHaveLength(1));
  });

  it('archives those older than 30 days and exports a CSV file', async () => {
    const requests = createNotificationsServer(mixed()).serve();
    renderPage();
    await waitFor(() => expect(items()).toHaveLength(4));
    fireEvent.click(screen.getByRole('button', { name: 'More actions' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Archive older than 30 days' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('2 notifications archived'));
    expect(bodyOf(callsOf(requests, 'POST /notifications/archive')[0])).toEqual({ olderThanDays: 30 });
    // The lists are asked again (archived ones leave them).
    await waitFor(() => expect(callsOf(requests, 'GET /notifications').length).toBeGreaterThanOrEqual(2));

    fireEvent.click(screen.getByRole('button', { name: 'More actions' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Export as CSV' }));
    await waitFor(() => expect(downloadFile).toHaveBeenCalledTimes(1));
    const [file, name] = vi.mocked(downloadFile).mock.calls[0]!;
    expect(file).toBeInstanceOf(Blob);
    expect(name).toMatch(/^vizyt-notifications-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(callsOf(requests, 'GET /notifications/export')[0]?.responseType).toBe('blob');
  });

  it('loads more, page by page, each notification once', async () => {
    const server = createNotificationsServer(manyNotifications(60));
    const requests = server.serve();
    renderPage();
    await waitFor(() => expect(items()).toHaveLength(50));
    // One arrives after page 1 was read: page 2 now starts with what page 1 ended with.
    server.add(buildNotification({ id: 'fresh', title: 'Fresh one' }));
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(items()).toHaveLength(60));
    expect(new Set(items().map((item) => item.textContent)).size).toBe(60);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(callsOf(requests, 'GET /notifications').map((r) => paramsOf(r).page)).toEqual([1, 2]);
  });

  it('shows an error with Retry when the list cannot be loaded', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    createNotificationsServer(mixed(), { failList: true }).serve();
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch notifications');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(toast.error).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('gives a type this version does not know the default icon and label', async () => {
    createNotificationsServer([buildNotification({ id: 'u', type: 'something_new' as never, title: 'Something new' })]).serve();
    renderPage();
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(items()[0]).toHaveTextContent('Notification');
    expect(items()[0]!.querySelector('svg.lucide-bell')).not.toBeNull();
  });
});
