import { act, screen, waitFor } from '@testing-library/react';
import { Outlet } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import i18n from '@/lib/i18n';
import { clearToastMocks, mockToasts, renderRoutes, signedInAs, testUsers } from '@/test/test-utils';
import { buildNotification, callsOf, createNotificationsServer, minutesAgo } from '../testing/fixtures';
import { NotificationToasts } from './notification-toasts';
import { NotificationsSync } from './notifications-sync';

mockToasts();

type ToastOptions = {
  id: string;
  description: string;
  duration: number;
  testId: string;
  onDismiss?: () => void;
  action?: { label: string; onClick: () => void };
};

/** Every toast shown, whatever its style: [style, title, options]. */
const shown = () =>
  (['success', 'error', 'info'] as const).flatMap((style) =>
    vi.mocked(toast[style]).mock.calls.map(([title, options]) => [style, title, options as unknown as ToastOptions] as const),
  );

const renderWatcher = (live?: { subscribe: (event: string, handler: (payload: unknown) => void) => () => void }) =>
  renderRoutes(
    [
      {
        element: (
          <>
            {live && <NotificationsSync connected subscribe={live.subscribe} />}
            <NotificationToasts />
            <Outlet />
          </>
        ),
        children: [
          { path: '/', element: <h1>Home page</h1> },
          { path: '/bookings', element: <h1>Bookings page</h1> },
        ],
      },
    ],
    '/',
    signedInAs(testUsers.customer),
  );

beforeEach(async () => {
  clearToastMocks();
  sessionStorage.clear();
  await i18n.changeLanguage('en');
});

afterEach(() => sessionStorage.clear());

describe('notification toasts', () => {
  it('shows unread ones from the last 5 minutes, for 5 s, newest on top; not older or read ones', async () => {
    createNotificationsServer([
      buildNotification({ id: 'new', title: 'Just now', createdAt: minutesAgo(0.5) }),
      buildNotification({ id: 'recent', title: 'Four minutes ago', type: 'new_booking', createdAt: minutesAgo(4) }),
      buildNotification({ id: 'old', title: 'Six minutes ago', createdAt: minutesAgo(6) }),
      buildNotification({ id: 'read', title: 'Read already', createdAt: minutesAgo(1), isRead: true, readAt: minutesAgo(0.5) }),
    ]).serve();
    renderWatcher();
    await waitFor(() => expect(shown()).toHaveLength(2));
    const titles = [...vi.mocked(toast.success).mock.calls, ...vi.mocked(toast.info).mock.calls]
      .map(([title, options]) => [title, (options as unknown as ToastOptions).id] as const);
    expect(titles).toEqual(expect.arrayContaining([['Just now', 'notification-new'], ['Four minutes ago', 'notification-recent']]));
    // Oldest first, so the newest lands on top of the stack.
    const order = vi.mocked(toast.info).mock.invocationCallOrder[0]! < vi.mocked(toast.success).mock.invocationCallOrder[0]!;
    expect(order).toBe(true);
    for (const [, , options] of shown()) {
      expect(options.duration).toBe(5000);
      expect(options.testId).toBe('notification-toast');
    }
    const [, , justNow] = shown().find(([, title]) => title === 'Just now')!;
    expect(justNow.description).toBe('Taras confirmed your haircut on 1 December at 10:00.');
  });

  it.each([
    ['payment_failed', 'error'],
    ['booking_confirmed', 'success'],
    ['new_booking', 'info'],
    ['review_received', 'info'],
  ] as const)('styles %s as %s', async (type, style) => {
    createNotificationsServer([buildNotification({ id: type, type, createdAt: minutesAgo(1) })]).serve();
    renderWatcher();
    await waitFor(() => expect(shown()).toHaveLength(1));
    expect(shown()[0]![0]).toBe(style);
  });

  it('marks it read when the toast is closed, and opens its link from "Open"', async () => {
    const server = createNotificationsServer([
      buildNotification({ id: 'closed', createdAt: minutesAgo(1), link: null }),
      buildNotification({ id: 'opened', createdAt: minutesAgo(2), link: '/bookings', type: 'new_booking' }),
    ]);
    const requests = server.serve();
    renderWatcher();
    await waitFor(() => expect(shown()).toHaveLength(2));
    const closed = shown().find(([, , options]) => options.id === 'notification-closed')![2];
    const opened = shown().find(([, , options]) => options.id === 'notification-opened')![2];
    expect(closed.action).toBeUndefined();
    expect(opened.action?.label).toBe('Open');

    act(() => closed.onDismiss?.());
    await waitFor(() => expect(callsOf(requests, 'PUT /notifications/closed/read')).toHaveLength(1));

    act(() => opened.action?.onClick());
    expect(await screen.findByRole('heading', { name: 'Bookings page' })).toBeInTheDocument();
    await waitFor(() => expect(callsOf(requests, 'PUT /notifications/opened/read')).toHaveLength(1));

    // Closing it once it is read asks nothing more.
    act(() => opened.onDismiss?.());
    act(() => closed.onDismiss?.());
    expect(callsOf(requests, 'PUT /notifications/opened/read')).toHaveLength(1);
    expect(callsOf(requests, 'PUT /notifications/closed/read')).toHaveLength(1);
  });

  it('toasts each notification once per tab: not again on a new list, a new mount or a reload', async () => {
    const live = (() => {
      const handlers = new Map<string, (payload: unknown) => void>();
      return {
        subscribe: (event: string, handler: (payload: unknown) => void) => {
          handlers.set(event, handler);
          return () => handlers.delete(event);
        },
        emit: (event: string, payload: unknown) => act(() => handlers.get(event)?.(payload)),
      };
    })();
    const requests = createNotificationsServer([buildNotification({ id: 'once', createdAt: minutesAgo(1) })]).serve();
    const first = renderWatcher(live);
    await waitFor(() => expect(shown()).toHaveLength(1));

    // A live one arrives: only it is toasted.
    live.emit('notification:new', buildNotification({ id: 'live', title: 'Live one', createdAt: new Date().toISOString(), type: 'payment_received' }));
    await waitFor(() => expect(shown()).toHaveLength(2));
    expect(shown().map(([, title]) => title)).toContain('Live one');

    // The page is opened again in the same tab (sessionStorage): nothing new to show.
    first.unmount();
    renderWatcher();
    await waitFor(() => expect(callsOf(requests, 'GET /notifications')).toHaveLength(2));
    // The list is in: anything it would toast is on its way after the texts' promise.
    await act(async () => {
      await i18n.loadNamespaces('notifications');
    });
    expect(shown()).toHaveLength(2);
  });
});
