import { act, render, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SOCKET_EVENTS } from '@vizyt/contracts';
import { useGetBookingsPageQuery } from '@/features/bookings/api/bookings-api';
import { callOf, okReply, serveApi } from '@/test/mock-api';
import { createTestStore, signedInAs, testUsers } from '@/test/test-utils';
import { LiveDataSync } from './live-data-sync';
import { LoyaltyPointsLink } from './loyalty-points-link';

/** A live source the test drives: `send` is what the server would emit. */
const liveSource = () => {
  const handlers = new Map<string, Set<(payload: unknown) => void>>();
  return {
    subscribe: (event: string, handler: (payload: unknown) => void) => {
      const set = handlers.get(event) ?? new Set();
      handlers.set(event, set);
      set.add(handler);
      return () => void set.delete(handler);
    },
    send: (event: string, payload: unknown) => act(() => handlers.get(event)?.forEach((h) => h(payload))),
  };
};

const loyalty = (balance: number) => ({ balance, total: balance, expiringSoon: null, rules: { uahPerPoint: 10, pointValueUah: 1 }, entries: [], page: 1, limit: 1, totalEntries: 0 });

/** The specialist dashboard's pending-requests count, as a screen would ask for it. */
const PendingCount = () => {
  const pending = useGetBookingsPageQuery({ view: 'specialist', status: ['PENDING'], page: 1, limit: 5 });
  return <p data-testid="pending">{pending.data?.total ?? '…'}</p>;
};

// Issue #26 item 17.
describe('LiveDataSync', () => {
  it('mirrors the one loyalty summary into the header badge, and moves it when a live payment event arrives', async () => {
    let balance = 80;
    const requests = serveApi((config) => (callOf(config) === 'GET /loyalty' ? okReply(loyalty(balance)) : okReply({})));
    const live = liveSource();
    const store = createTestStore(signedInAs({ ...testUsers.customer, loyaltyPoints: 0 }));
    const view = render(
      <Provider store={store}>
        <MemoryRouter>
          <LiveDataSync connected subscribe={live.subscribe} />
          <LoyaltyPointsLink />
        </MemoryRouter>
      </Provider>,
    );
    await waitFor(() => expect(view.getByTestId('header-loyalty-points')).toHaveTextContent('80'));
    balance = 20;
    live.send(SOCKET_EVENTS.notificationNew, { type: 'payment_received' });
    await waitFor(() => expect(view.getByTestId('header-loyalty-points')).toHaveTextContent('20'));
    expect(store.getState().auth.user?.loyaltyPoints).toBe(20);
    expect(requests.filter((r) => callOf(r) === 'GET /loyalty')).toHaveLength(2);
  });

  it('asks again for the bookings counters when a booking arrives live, and not for a message', async () => {
    let total = 1;
    const requests = serveApi((config) => (callOf(config) === 'GET /bookings' ? okReply({ bookings: [], total, page: 1, limit: 5, totalPages: 1 }) : okReply({})));
    const live = liveSource();
    const view = render(
      <Provider store={createTestStore(signedInAs(testUsers.specialist))}>
        <LiveDataSync connected subscribe={live.subscribe} />
        <PendingCount />
      </Provider>,
    );
    await waitFor(() => expect(view.getByTestId('pending')).toHaveTextContent('1'));
    live.send(SOCKET_EVENTS.notificationNew, { type: 'new_message' });
    total = 2;
    live.send(SOCKET_EVENTS.notificationNew, { type: 'new_booking' });
    await waitFor(() => expect(view.getByTestId('pending')).toHaveTextContent('2'));
    expect(requests.filter((r) => callOf(r) === 'GET /bookings')).toHaveLength(2);
    expect(requests.some((r) => callOf(r) === 'GET /loyalty')).toBe(false);
  });

  it('asks again when the connection comes up after mount (events sent meanwhile never arrive)', async () => {
    const requests = serveApi((config) => (callOf(config) === 'GET /bookings' ? okReply({ bookings: [], total: 0, page: 1, limit: 5, totalPages: 1 }) : okReply({})));
    const live = liveSource();
    const store = createTestStore(signedInAs(testUsers.specialist));
    const view = render(
      <Provider store={store}>
        <LiveDataSync connected={false} subscribe={live.subscribe} />
        <PendingCount />
      </Provider>,
    );
    await waitFor(() => expect(view.getByTestId('pending')).toHaveTextContent('0'));
    view.rerender(
      <Provider store={store}>
        <LiveDataSync connected subscribe={live.subscribe} />
        <PendingCount />
      </Provider>,
    );
    await waitFor(() => expect(requests.filter((r) => callOf(r) === 'GET /bookings')).toHaveLength(2));
  });
});
