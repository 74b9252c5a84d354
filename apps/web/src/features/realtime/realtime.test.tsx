import { act, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SOCKET_EVENTS } from '@vizyt/contracts';
import { setNavigator } from '@/lib/navigation';
import { logout, setCredentials, tokensRefreshed } from '@/stores/auth-slice';
import { bodyOf, callOf, errorReply, okReply, serveApi } from '@/test/mock-api';
import { createTestStore, signedInAs, testUsers } from '@/test/test-utils';
import { disconnectRealtime, emitRealtime, isRealtimeEnabled, NOT_CONNECTED, subscribeRealtime } from './realtime-client';
import { RealtimeConnection } from './realtime-connection';
import { useRealtimeConnected, useRealtimeEvent } from './use-realtime';
import { beginSignOut, endSignOut } from '@/stores/sign-out-intent';

/** A socket.io client socket as far as the realtime module uses it. */
class FakeSocket {
  connected = false;
  active = true;
  readonly listeners = new Map<string, Array<(...args: unknown[]) => void>>();
  readonly anyListeners: Array<(event: string, ...args: unknown[]) => void> = [];
  readonly emitted: unknown[][] = [];
  connect = vi.fn(() => this);
  disconnect = vi.fn(() => {
    this.connected = false;
    this.active = false;
    return this;
  });
  constructor(readonly options: { auth: (callback: (data: object) => void) => void } & Record<string, unknown>) {}
  on(event: string, listener: (...args: unknown[]) => void) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }
  onAny(listener: (event: string, ...args: unknown[]) => void) {
    this.anyListeners.push(listener);
    return this;
  }
  offAny() {
    this.anyListeners.length = 0;
    return this;
  }
  removeAllListeners() {
    this.listeners.clear();
    return this;
  }
  emit(...args: unknown[]) {
    this.emitted.push(args);
    return this;
  }
  /** What the server would do: connect, refuse, send an event. */
  fire(event: string, ...args: unknown[]) {
    for (const listener of this.listeners.get(event) ?? []) listener(...args);
  }
  serverConnects() {
    this.connected = true;
    this.fire('connect');
  }
  serverSends(event: string, payload: unknown) {
    for (const listener of this.anyListeners) listener(event, payload);
  }
  /** The token the handshake would carry now. */
  token() {
    let sent: unknown;
    this.options.auth((data) => {
      sent = (data as { token: unknown }).token;
    });
    return sent;
  }
}

const sockets: FakeSocket[] = [];
const io = vi.fn((_url: string, options: ConstructorParameters<typeof FakeSocket>[0]) => {
  const socket = new FakeSocket(options);
  sockets.push(socket);
  return socket;
});
vi.mock('socket.io-client', () => ({ io: (url: string, options: ConstructorParameters<typeof FakeSocket>[0]) => io(url, options) }));

const serveConfig = (realtime: boolean, features?: { realtime: boolean }) =>
  serveApi((config) => {
    if (callOf(config) === 'GET /config') return okReply({ notifications: { realtime, telegramBot: null, pushPublicKey: null }, ...(features ? { features } : {}) });
    if (callOf(config) === 'POST /auth/refresh') return okReply({ accessToken: 'access-2' });
    return errorReply(404, 'NOT_FOUND');
  });

const Status = () => <p>{useRealtimeConnected() ? 'connected' : 'disconnected'}</p>;

const renderConnection = (state = signedInAs(testUsers.customer)) => {
  const store = createTestStore(state);
  const view = render(
    <Provider store={store}>
      <RealtimeConnection />
      <Status />
    </Provider>,
  );
  return { ...view, store };
};

const latest = () => sockets.at(-1)!;

beforeEach(() => {
  sockets.length = 0;
  io.mockClear();
});

afterEach(() => {
  disconnectRealtime();
});

describe('RealtimeConnection', () => {
  it('connects once when signed in and the server offers live updates, with the contract’s options and the access token', async () => {
    serveConfig(true);
    renderConnection();
    await waitFor(() => expect(io).toHaveBeenCalledTimes(1));
    const [url, options] = io.mock.calls[0]!;
    expect(url).toBe('');
    expect(options).toMatchObject({ path: '/socket.io', transports: ['websocket', 'polling'], tryAllTransports: true, reconnectionDelay: 1000, reconnectionDelayMax: 5000, timeout: 20000, forceNew: true });
    expect(latest().token()).toBe('access-1');
    expect(isRealtimeEnabled()).toBe(true);
    expect(screen.getByText('disconnected')).toBeInTheDocument();
    act(() => latest().serverConnects());
    expect(screen.getByText('connected')).toBeInTheDocument();
  });

  it('reconnects with the refreshed token, not the first one', async () => {
    serveConfig(true);
    const { store } = renderConnection();
    await waitFor(() => expect(io).toHaveBeenCalledTimes(1));
    act(() => {
      store.dispatch(tokensRefreshed({ accessToken: 'access-fresh' }));
    });
    expect(latest().token()).toBe('access-fresh');
  });

  it('does not connect for a guest', async () => {
    const requests = serveConfig(true);
    render(
      <Provider store={createTestStore()}>
        <RealtimeConnection />
      </Provider>,
    );
    await act(async () => {
      await Promise.resolve();
    });
    expect(requests).toHaveLength(0);
    expect(io).not.toHaveBeenCalled();
    expect(isRealtimeEnabled()).toBe(false);
  });

  it('does not connect when the server has live updates off (the app polls instead)', async () => {
    const requests = serveConfig(false);
    renderConnection();
    await waitFor(() => expect(requests.map(callOf)).toEqual(['GET /config']));
    await act(async () => {
      await Promise.resolve();
    });
    expect(io).not.toHaveBeenCalled();
    expect(isRealtimeEnabled()).toBe(false);
  });

  it('does not connect when the admin switched live updates off (features.realtime), whatever notifications.realtime says', async () => {
    const requests = serveConfig(true, { realtime: false });
    renderConnection();
    await waitFor(() => expect(requests.map(callOf)).toEqual(['GET /config']));
    await act(async () => {
      await Promise.resolve();
    });
    expect(io).not.toHaveBeenCalled();
    expect(isRealtimeEnabled()).toBe(false);
  });

  it('disconnects at once on sign-out', async () => {
    serveConfig(true);
    const { store } = renderConnection();
    await waitFor(() => expect(io).toHaveBeenCalledTimes(1));
    act(() => latest().serverConnects());
    expect(screen.getByText('connected')).toBeInTheDocument();
    act(() => {
      store.dispatch(logout());
    });
    expect(latest().disconnect).toHaveBeenCalled();
    expect(screen.getByText('disconnected')).toBeInTheDocument();
  });

  // Issue #26 item 17: a suspended user's open tab kept working until reload.
  it.each([
    [{ reason: 'ACCOUNT_SUSPENDED' }, '/auth/login?returnUrl=%2Fbookings&reason=suspended'],
    [{ reason: 'SESSION_ENDED' }, '/auth/login?returnUrl=%2Fbookings&reason=session-ended'],
    [{}, '/auth/login?returnUrl=%2Fbookings&reason=session-ended'],
  ])('when the server ends the session (%j) the tab signs out, disconnects and goes to sign-in saying why', async (payload, expected) => {
    serveConfig(true);
    const navigate = vi.fn();
    setNavigator(navigate);
    window.history.replaceState(null, '', '/bookings');
    const { store } = renderConnection();
    await waitFor(() => expect(io).toHaveBeenCalledTimes(1));
    act(() => latest().serverConnects());
    act(() => latest().fire(SOCKET_EVENTS.sessionEnded, payload));
    expect(store.getState().auth).toMatchObject({ user: null, tokens: null, isAuthenticated: false });
    expect(latest().disconnect).toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith(expected, { replace: true });
    window.history.replaceState(null, '', '/');
  });

  // Seen in CI: signing out ended the session on the server, whose session:ended then reached the
  // tab before it had cleared itself, and sent it to sign-in with "your session ended elsewhere".
  it('ignores the end of a session this tab is signing out of itself', async () => {
    serveConfig(true);
    const navigate = vi.fn();
    setNavigator(navigate);
    const { store } = renderConnection();
    await waitFor(() => expect(io).toHaveBeenCalledTimes(1));
    act(() => latest().serverConnects());
    beginSignOut();
    try {
      act(() => latest().fire(SOCKET_EVENTS.sessionEnded, { reason: 'SESSION_ENDED' }));
    } finally {
      endSignOut();
    }
    expect(navigate).not.toHaveBeenCalled();
    expect(store.getState().auth.endedReason ?? null).toBeNull();
  });

  it('a different user signing in gets a connection of their own', async () => {
    serveConfig(true);
    const { store } = renderConnection();
    await waitFor(() => expect(io).toHaveBeenCalledTimes(1));
    act(() => {
      store.dispatch(setCredentials({ user: testUsers.specialist, tokens: { accessToken: 'specialist-token', refreshToken: 'r' } }));
    });
    expect(sockets[0]!.disconnect).toHaveBeenCalled();
    await waitFor(() => expect(io).toHaveBeenCalledTimes(2));
    expect(latest().token()).toBe('specialist-token');
  });

  it('renews the access token once when the server refuses the handshake, and tries again', async () => {
    const requests = serveConfig(true);
    const { store } = renderConnection();
    await waitFor(() => expect(io).toHaveBeenCalledTimes(1));
    const socket = latest();
    expect(socket.token()).toBe('access-1');
    socket.active = false;
    act(() => socket.fire('connect_error', new Error('token expired')));
    await waitFor(() => expect(socket.connect).toHaveBeenCalledTimes(1));
    expect(bodyOf(requests.find((r) => callOf(r) === 'POST /auth/refresh'))).toEqual({ refreshToken: 'refresh-1' });
    expect(store.getState().auth.tokens?.accessToken).toBe('access-2');
    expect(socket.token()).toBe('access-2');

    // Network trouble (still `active`): socket.io retries by itself, nothing renewed.
    socket.active = true;
    act(() => socket.fire('connect_error', new Error('xhr poll error')));
    await act(async () => {
      await Promise.resolve();
    });
    expect(requests.filter((r) => callOf(r) === 'POST /auth/refresh')).toHaveLength(1);
  });
});

describe('subscribing and emitting', () => {
  const Listener = ({ onEvent }: { onEvent: (payload: unknown) => void }) => {
    useRealtimeEvent('message:new', onEvent);
    return null;
  };

  it('hands server events to their handlers, and stops when unsubscribed or unmounted', async () => {
    serveConfig(true);
    const direct = vi.fn();
    const viaHook = vi.fn();
    const off = subscribeRealtime('notification:count', direct);
    const { store } = renderConnection();
    const hooked = render(
      <Provider store={store}>
        <Listener onEvent={viaHook} />
      </Provider>,
    );
    await waitFor(() => expect(io).toHaveBeenCalledTimes(1));
    act(() => latest().serverSends('notification:count', { unreadCount: 3 }));
    act(() => latest().serverSends('message:new', { conversationId: 'c1', message: { id: 'm1' } }));
    expect(direct).toHaveBeenCalledWith({ unreadCount: 3 });
    expect(viaHook).toHaveBeenCalledWith({ conversationId: 'c1', message: { id: 'm1' } });

    off();
    hooked.unmount();
    act(() => latest().serverSends('notification:count', { unreadCount: 4 }));
    act(() => latest().serverSends('message:new', { conversationId: 'c1', message: { id: 'm2' } }));
    expect(direct).toHaveBeenCalledTimes(1);
    expect(viaHook).toHaveBeenCalledTimes(1);
  });

  it('emits only while connected; without a connection the ack says so at once', async () => {
    const ack = vi.fn();
    emitRealtime('conversation:join', { conversationId: 'c1' }, ack);
    expect(ack).toHaveBeenCalledWith(NOT_CONNECTED);

    serveConfig(true);
    renderConnection();
    await waitFor(() => expect(io).toHaveBeenCalledTimes(1));
    act(() => latest().serverConnects());
    const joined = vi.fn();
    emitRealtime('conversation:join', { conversationId: 'c1' }, joined);
    emitRealtime('conversation:typing', { conversationId: 'c1' });
    expect(latest().emitted).toEqual([
      ['conversation:join', { conversationId: 'c1' }, joined],
      ['conversation:typing', { conversationId: 'c1' }],
    ]);
  });
});
