import { AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import { errorReply, okReply, serveApi, type Handler } from '@/test/mock-api';
import { createTestStore, mockToasts, signedInAs, testUsers } from '@/test/test-utils';
import { api } from './api';
import i18n from './i18n';
import { setNavigator } from './navigation';
import { logout } from '@/stores/auth-slice';

mockToasts();

const testApi = api.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<unknown, string>({ query: (url) => ({ url }) }),
    quietProbe: build.query<unknown, string>({ query: (url) => ({ url }), extraOptions: { silent: true } }),
  }),
});

let requests: InternalAxiosRequestConfig[] = [];
const serve = (handler: Handler) => {
  requests = serveApi(handler);
};
const ok = okReply;
const fail = errorReply;
const bearer = (config: InternalAxiosRequestConfig) => AxiosHeaders.from(config.headers).get('Authorization');

const navigate = vi.fn();
/** An access token as the server signs them (the signature is not checked by the web app). */
const jwt = (claims: object) => `eyJhbGciOiJIUzI1NiJ9.${btoa(JSON.stringify(claims)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.signature`;

beforeEach(async () => {
  vi.mocked(toast.error).mockClear();
  navigate.mockClear();
  setNavigator(navigate);
  await i18n.changeLanguage('en');
});

afterEach(async () => {
  await i18n.changeLanguage('uk');
});

const signedInStore = () => createTestStore(signedInAs(testUsers.customer));

describe('axios base query', () => {
  it('sends the client headers and unwraps the envelope', async () => {
    serve(() => ok({ hello: 'world' }));
    const store = signedInStore();
    const result = await store.dispatch(testApi.endpoints.probe.initiate('/things'));
    expect(result.data).toEqual({ hello: 'world' });
    const headers = AxiosHeaders.from(requests[0]?.headers);
    expect(requests[0]?.baseURL).toBe('/api/v1');
    expect(requests[0]?.timeout).toBe(30000);
    expect(headers.get('Authorization')).toBe('Bearer access-1');
    expect(headers.get('X-Client-Version')).toBe('1.0.0');
    expect(headers.get('X-Platform')).toBe('web');
    expect(headers.get('Accept-Language')).toBe('en');
  });

  it('turns an error envelope into { status, code, message } and toasts the server message', async () => {
    serve(() => fail(409, 'CONFLICT', 'This time slot is already booked'));
    const store = signedInStore();
    const result = await store.dispatch(testApi.endpoints.probe.initiate('/bookings'));
    expect(result.error).toMatchObject({ status: 409, code: 'CONFLICT', message: 'This time slot is already booked' });
    expect(toast.error).toHaveBeenCalledWith('This time slot is already booked', expect.anything());
  });

  it('reports no response as NETWORK_ERROR with the spec text', async () => {
    serve(() => 'network');
    const store = signedInStore();
    const result = await store.dispatch(testApi.endpoints.probe.initiate('/slow'));
    expect(result.error).toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
    expect(toast.error).toHaveBeenCalledWith('Network error. Please check your connection', expect.anything());
  });

  it('stays quiet for silent calls', async () => {
    serve(() => fail(500, 'INTERNAL_ERROR', 'boom'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = signedInStore();
    const result = await store.dispatch(testApi.endpoints.quietProbe.initiate('/quiet'));
    expect(result.error).toMatchObject({ status: 500 });
    expect(toast.error).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('refreshes once for concurrent 401s, stores the new tokens and retries each call once', async () => {
    let refreshes = 0;
    serve(async (config) => {
      if (config.url === '/auth/refresh') {
        refreshes += 1;
        expect(JSON.parse(String(config.data))).toEqual({ refreshToken: 'refresh-1' });
        await new Promise((resolve) => setTimeout(resolve, 20));
        return ok({ accessToken: 'access-2', refreshToken: 'refresh-2' });
      }
      return bearer(config) === 'Bearer access-2' ? ok({ url: config.url }) : fail(401, 'UNAUTHENTICATED', 'jwt expired');
    });
    const store = signedInStore();
    const results = await Promise.all(
      ['/a', '/b', '/c'].map((url) => store.dispatch(testApi.endpoints.probe.initiate(url))),
    );
    expect(results.map((r) => r.data)).toEqual([{ url: '/a' }, { url: '/b' }, { url: '/c' }]);
    expect(refreshes).toBe(1);
    expect(store.getState().auth.tokens).toEqual({ accessToken: 'access-2', refreshToken: 'refresh-2' });
    expect(window.localStorage.getItem('auth_token')).toBe('access-2');
    expect(window.localStorage.getItem('refresh_token')).toBe('refresh-2');
    expect(toast.error).not.toHaveBeenCalled();
    // 3 first tries + 1 refresh + 3 retries
    expect(requests).toHaveLength(7);
  });

  it('clears the session and goes to login when the refresh fails', async () => {
    serve((config) => (config.url === '/auth/refresh' ? fail(401, 'UNAUTHENTICATED') : fail(401, 'UNAUTHENTICATED')));
    window.history.replaceState(null, '', '/bookings?tab=past');
    const store = signedInStore();
    const result = await store.dispatch(testApi.endpoints.probe.initiate('/bookings'));
    expect(result.error).toMatchObject({ status: 401 });
    expect(store.getState().auth).toMatchObject({ user: null, tokens: null, isAuthenticated: false });
    expect(navigate).toHaveBeenCalledWith('/auth/login?returnUrl=%2Fbookings%3Ftab%3Dpast&reason=session-ended', { replace: true });
    expect(toast.error).toHaveBeenCalledWith('Authentication failed. Please log in again.', expect.anything());
    expect(requests.filter((r) => r.url === '/auth/refresh')).toHaveLength(1);
    window.history.replaceState(null, '', '/');
  });

  it('a 401 answered after this tab signed out ends nothing more: no "session ended" reason, no sign-in page', async () => {
    const store = signedInStore();
    // The call was sent signed in; the tab signed out (useSignOut) before the server's 401 came back.
    serve((config) => {
      if (config.url === '/bookings') store.dispatch(logout());
      return fail(401, 'UNAUTHENTICATED');
    });
    await store.dispatch(testApi.endpoints.probe.initiate('/bookings'));
    expect(store.getState().auth).toMatchObject({ tokens: null, endedReason: null });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('never nests returnUrl: a session that ends on the sign-in page goes to the plain sign-in page', async () => {
    serve(() => fail(401, 'UNAUTHENTICATED'));
    window.history.replaceState(null, '', '/auth/login?returnUrl=%2Fbookings');
    const store = signedInStore();
    await store.dispatch(testApi.endpoints.probe.initiate('/notifications'));
    expect(navigate).toHaveBeenCalledWith('/auth/login?reason=session-ended', { replace: true });
    window.history.replaceState(null, '', '/');
  });

  // Issue #26 item 18: a first load after the stored access token expired logged a 401 per call before the refresh.
  describe('an expired access token in storage', () => {
    const expiredStore = (accessToken = jwt({ exp: Math.floor(Date.now() / 1000) - 60 })) =>
      createTestStore({ auth: { ...signedInAs(testUsers.customer).auth!, tokens: { accessToken, refreshToken: 'refresh-1' } } });

    it('is renewed once before the calls: every call waits on that refresh and none is refused', async () => {
      const fresh = jwt({ exp: Math.floor(Date.now() / 1000) + 900, iat: Math.floor(Date.now() / 1000) });
      serve((config) => {
        if (config.url === '/auth/refresh') return ok({ accessToken: fresh, refreshToken: 'refresh-2' });
        return bearer(config) === `Bearer ${fresh}` ? ok({ url: config.url }) : fail(401, 'UNAUTHENTICATED', 'jwt expired');
      });
      const store = expiredStore();
      const results = await Promise.all(['/auth/me', '/notifications', '/loyalty/balance'].map((url) => store.dispatch(testApi.endpoints.probe.initiate(url))));
      expect(results.map((r) => r.error)).toEqual([undefined, undefined, undefined]);
      expect(requests.map((r) => r.url)).toEqual(['/auth/refresh', '/auth/me', '/notifications', '/loyalty/balance']);
      expect(requests.slice(1).map(bearer)).toEqual([`Bearer ${fresh}`, `Bearer ${fresh}`, `Bearer ${fresh}`]);
      expect(toast.error).not.toHaveBeenCalled();
    });

    it('that cannot be renewed ends the session without sending the calls', async () => {
      serve(() => fail(401, 'UNAUTHENTICATED'));
      window.history.replaceState(null, '', '/bookings');
      const store = expiredStore();
      const result = await store.dispatch(testApi.endpoints.probe.initiate('/auth/me'));
      expect(result.error).toMatchObject({ status: 401 });
      expect(requests.map((r) => r.url)).toEqual(['/auth/refresh']);
      expect(store.getState().auth).toMatchObject({ tokens: null, isAuthenticated: false });
      expect(navigate).toHaveBeenCalledWith('/auth/login?returnUrl=%2Fbookings&reason=session-ended', { replace: true });
      window.history.replaceState(null, '', '/');
    });

    it('a token with time left is sent as it is', async () => {
      serve(() => ok({}));
      const store = expiredStore(jwt({ exp: Math.floor(Date.now() / 1000) + 600 }));
      await store.dispatch(testApi.endpoints.probe.initiate('/auth/me'));
      expect(requests.map((r) => r.url)).toEqual(['/auth/me']);
    });
  });

  it('never refreshes for login calls, and shows no 401 toast there', async () => {
    serve(() => fail(401, 'UNAUTHENTICATED', 'Wrong email or password'));
    const store = signedInStore();
    await store.dispatch(testApi.endpoints.probe.initiate('/auth/login'));
    expect(requests.map((r) => r.url)).toEqual(['/auth/login']);
    expect(toast.error).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });
});
