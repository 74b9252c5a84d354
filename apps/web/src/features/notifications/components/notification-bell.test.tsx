import { useState } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Outlet } from 'react-router-dom';
import { toast } from 'sonner';
import i18n from '@/lib/i18n';
import { paramsOf } from '@/test/mock-api';
import { clearToastMocks, mockToasts, mockViewport, renderRoutes, signedInAs, testUsers } from '@/test/test-utils';
import { buildNotification, callsOf, createNotificationsServer, manyNotifications } from '../testing/fixtures';
import { NotificationBell } from './notification-bell';
import { NotificationBellLink } from './notification-bell-link';
import { NotificationsSync } from './notifications-sync';

mockToasts();

const customer = signedInAs(testUsers.customer);

const renderBell = (element = <NotificationBell allPath="/notifications" cap={9} />, preloaded = customer) =>
  renderRoutes(
    [
      {
        // The bell stays on screen while the page under it changes, as in a layout.
        element: (
          <>
            {element}
            <Outlet />
          </>
        ),
        children: [
          { path: '/', element: <h1>Home page</h1> },
          { path: '/bookings', element: <h1>Bookings page</h1> },
          { path: '/notifications', element: <h1>All notifications</h1> },
        ],
      },
    ],
    '/',
    preloaded,
  );

const badge = () => screen.queryByTestId('notification-badge');

beforeEach(async () => {
  clearToastMocks();
  mockViewport(1280);
  await i18n.changeLanguage('en');
});

describe('the header bell badge', () => {
  it.each([
    [0, null],
    [1, '1'],
    [9, '9'],
    [10, '9+'],
    [57, '9+'],
  ])('with %i unread shows %s', async (unread, text) => {
    createNotificationsServer(manyNotifications(unread)).serve();
    renderBell();
    const bell = await screen.findByTestId('notification-bell');
    if (text === null) {
      await waitFor(() => expect(bell).toHaveAccessibleName('Notifications'));
      expect(badge()).not.toBeInTheDocument();
    } else {
      await waitFor(() => expect(badge()).toHaveTextContent(text));
      expect(bell).toHaveAccessibleName(`Notifications, unread: ${unread}`);
    }
  });

  it.each([
    [99, '99'],
    [100, '99+'],
  ])('in the specialist header, with %i unread shows %s', async (unread, text) => {
    createNotificationsServer(manyNotifications(Math.min(unread, 50))).serve((config) =>
      config.url === '/notifications' ? { status: 200, body: { success: true, data: { notifications: [], unreadCount: unread, total: unread, page: 1, totalPages: 2 } } } : undefined,
    );
    renderBell(<NotificationBellLink to="/specialist/notifications" cap={99} />, signedInAs(testUsers.specialist));
    await waitFor(() => expect(badge()).toHaveTextContent(text));
    expect(screen.getByTestId('notification-bell')).toHaveAttribute('href', '/specialist/notifications');
  });

  it('shows nothing, says nothing and lists nothing when the notifications cannot be fetched', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const requests = createNotificationsServer(manyNotifications(3), { failList: true }).serve();
    renderBell();
    await waitFor(() => expect(callsOf(requests, 'GET /notifications')).toHaveLength(1));
    fireEvent.click(screen.getByTestId('notification-bell'));
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
    expect(badge()).not.toBeInTheDocument();
    expect(toast.error).not.toHaveBeenCalled();
    // Only logged (spec section 8).
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe('the dropdown', () => {
  it('shows the newest 10 of 15, newest first, and links to all of them', async () => {
    const requests = createNotificationsServer(manyNotifications(15)).serve();
    renderBell();
    await waitFor(() => expect(badge()).toHaveTextContent('9+'));
    fireEvent.click(screen.getByTestId('notification-bell'));
    const panel = screen.getByRole('dialog', { name: 'Notifications' });
    const items = await within(panel).findAllByTestId('notification-dropdown-item');
    expect(items).toHaveLength(10);
    expect(items[0]).toHaveTextContent('Notification 1');
    expect(items[9]).toHaveTextContent('Notification 10');
    expect(within(panel).getByText('15 unread')).toBeInTheDocument();
    expect(paramsOf(callsOf(requests, 'GET /notifications')[0])).toEqual({ limit: 50, page: 1, filter: 'all' });

    fireEvent.click(within(panel).getByRole('link', { name: 'See all notifications' }));
    expect(await screen.findByRole('heading', { name: 'All notifications' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says so when there are none', async () => {
    createNotificationsServer([]).serve();
    renderBell();
    fireEvent.click(await screen.findByTestId('notification-bell'));
    const panel = screen.getByRole('dialog', { name: 'Notifications' });
    expect(await within(panel).findByText('No notifications yet')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  });

  it('marks one read when clicked, lowers the badge at once and opens its link', async () => {
    const server = createNotificationsServer([
      buildNotification({ id: 'a', title: 'Booking confirmed', link: '/bookings' }),
      buildNotification({ id: 'b', title: 'Payment received', type: 'payment_received', isRead: true, readAt: '2026-11-20T10:00:00.000Z' }),
      buildNotification({ id: 'c', title: 'New review', type: 'review_received' }),
    ]);
    const requests = server.serve();
    renderBell();
    await waitFor(() => expect(badge()).toHaveTextContent('2'));
    fireEvent.click(screen.getByTestId('notification-bell'));
    const [first] = await screen.findAllByTestId('notification-dropdown-item');
    expect(first).toHaveAttribute('data-unread', 'true');

    fireEvent.click(first!);
    expect(badge()).toHaveTextContent('1');
    expect(await screen.findByRole('heading', { name: 'Bookings page' })).toBeInTheDocument();
    await waitFor(() => expect(callsOf(requests, 'PUT /notifications/a/read')).toHaveLength(1));
    expect(server.notifications.find((item) => item.id === 'a')?.isRead).toBe(true);
  });

  it('puts the badge back and says so when marking read fails', async () => {
    const requests = createNotificationsServer([buildNotification({ id: 'a', link: null })]).serve((config) =>
      config.method === 'put' ? { status: 500, body: { success: false, data: null, error: { code: 'INTERNAL_ERROR', message: '' } } } : undefined,
    );
    renderBell();
    await waitFor(() => expect(badge()).toHaveTextContent('1'));
    fireEvent.click(screen.getByTestId('notification-bell'));
    fireEvent.click(await screen.findByTestId('notification-dropdown-item'));
    await waitFor(() => expect(callsOf(requests, 'PUT /notifications/a/read')).toHaveLength(1));
    await waitFor(() => expect(badge()).toHaveTextContent('1'));
    expect(toast.error).toHaveBeenCalledWith('Failed to mark notification as read');
  });

  it('marks all read: the badge goes, the dropdown shows them read', async () => {
    const requests = createNotificationsServer(manyNotifications(4)).serve();
    renderBell();
    await waitFor(() => expect(badge()).toHaveTextContent('4'));
    fireEvent.click(screen.getByTestId('notification-bell'));
    const panel = screen.getByRole('dialog', { name: 'Notifications' });
    await within(panel).findAllByTestId('notification-dropdown-item');
    fireEvent.click(within(panel).getByRole('button', { name: 'Mark all read' }));
    expect(badge()).not.toBeInTheDocument();
    expect(within(panel).getByText('All read')).toBeInTheDocument();
    expect(within(panel).getAllByTestId('notification-dropdown-item').filter((item) => item.hasAttribute('data-unread'))).toHaveLength(0);
    await waitFor(() => expect(callsOf(requests, 'PUT /notifications/mark-all-read')).toHaveLength(1));
  });

  it('closes on Escape and gives the focus back to the bell', async () => {
    createNotificationsServer([]).serve();
    renderBell();
    const bell = await screen.findByTestId('notification-bell');
    fireEvent.click(bell);
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bell).toHaveFocus();
  });
});

describe('live updates', () => {
  /** A stand-in for the realtime feature: what app/ hands NotificationsSync. */
  const fakeLive = () => {
    const handlers = new Map<string, (payload: unknown) => void>();
    return {
      subscribe: (event: string, handler: (payload: unknown) => void) => {
        handlers.set(event, handler);
        return () => handlers.delete(event);
      },
      emit: (event: string, payload: unknown) => act(() => handlers.get(event)?.(payload)),
    };
  };

  it('puts a new notification on top and counts it, and takes the server’s count, without asking again', async () => {
    const live = fakeLive();
    const requests = createNotificationsServer(manyNotifications(2)).serve();
    renderBell(
      <>
        <NotificationsSync connected subscribe={live.subscribe} />
        <NotificationBell allPath="/notifications" cap={9} />
      </>,
    );
    await waitFor(() => expect(badge()).toHaveTextContent('2'));

    live.emit('notification:new', buildNotification({ id: 'live', title: 'New booking from Olena', type: 'new_booking' }));
    expect(badge()).toHaveTextContent('3');
    fireEvent.click(screen.getByTestId('notification-bell'));
    const items = await screen.findAllByTestId('notification-dropdown-item');
    expect(items[0]).toHaveTextContent('New booking from Olena');
    expect(items).toHaveLength(3);

    // The same one again (a poll and the socket both brought it) changes nothing.
    live.emit('notification:new', buildNotification({ id: 'live', title: 'New booking from Olena', type: 'new_booking' }));
    expect(badge()).toHaveTextContent('3');
    expect(screen.getAllByTestId('notification-dropdown-item')).toHaveLength(3);

    live.emit('notification:count', { unreadCount: 12 });
    expect(badge()).toHaveTextContent('9+');
    live.emit('notification:count', { unreadCount: 0 });
    expect(badge()).not.toBeInTheDocument();

    // Malformed payloads are ignored.
    live.emit('notification:new', { id: 7 });
    live.emit('notification:count', { unreadCount: 'many' });
    expect(screen.getAllByTestId('notification-dropdown-item')).toHaveLength(3);
    expect(callsOf(requests, 'GET /notifications')).toHaveLength(1);
  });

  /** NotificationsSync with a connection the test switches on and off. */
  const Switchable = ({ subscribe }: { subscribe: ReturnType<typeof fakeLive>['subscribe'] }) => {
    const [connected, setConnected] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setConnected((was) => !was)}>
          toggle connection
        </button>
        <NotificationsSync connected={connected} subscribe={subscribe} />
        <NotificationBell allPath="/notifications" cap={9} />
      </>
    );
  };

  it('without a connection asks every 30 s; once connected, only when it comes back', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const live = fakeLive();
      const server = createNotificationsServer(manyNotifications(1));
      const requests = server.serve();
      renderBell(<Switchable subscribe={live.subscribe} />);
      await waitFor(() => expect(badge()).toHaveTextContent('1'));
      expect(callsOf(requests, 'GET /notifications')).toHaveLength(1);

      server.add(buildNotification({ id: 'polled', title: 'Polled one' }));
      await act(() => vi.advanceTimersByTimeAsync(30_000));
      await waitFor(() => expect(badge()).toHaveTextContent('2'));
      expect(callsOf(requests, 'GET /notifications')).toHaveLength(2);

      // Connected: asked once more at once (anything missed), then no more polling.
      fireEvent.click(screen.getByRole('button', { name: 'toggle connection' }));
      await waitFor(() => expect(callsOf(requests, 'GET /notifications')).toHaveLength(3));
      await act(() => vi.advanceTimersByTimeAsync(95_000));
      expect(callsOf(requests, 'GET /notifications')).toHaveLength(3);
    } finally {
      vi.useRealTimers();
    }
  });
});
