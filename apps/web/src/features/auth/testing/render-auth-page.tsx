/**
 * Test helpers of the auth screens: a page rendered at its path with the app's real store, a
 * catch-all route that records where navigation led, and a fake API answering by
 * "METHOD /path" at the axios level (like every other API test of the app).
 */
import type { ReactElement } from 'react';
import type { InternalAxiosRequestConfig } from 'axios';
import type { Language } from '@vizyt/contracts';
import i18n from '@/lib/i18n';
import { initialUiState } from '@/stores/ui-slice';
import { buildUser } from '@/test/builders';
import { errorReply, okReply, serveApi, type Reply } from '@/test/mock-api';
import { renderRoutes } from '@/test/test-utils';
import type { PublicConfig } from '../api/auth-api';

export const noProviders: PublicConfig = {
  googleClientId: null,
  telegramBotUsername: null,
  requireEmailVerification: true,
  devOutbox: false,
  map: { tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', tileAttribution: '&copy; OpenStreetMap contributors' },
  payments: { provider: 'test', stripePublishableKey: null, commissionPercent: 8 },
  notifications: { realtime: false, telegramBot: null, pushPublicKey: null },
  features: { notifications: true, realtime: true, payments: true, uploads: true, realtimeAnalytics: true },
};

export interface AuthPageOptions {
  language?: Language;
  state?: Parameters<typeof renderRoutes>[2];
}

export const renderAuthPage = async (element: ReactElement, path: string, { language = 'en', state }: AuthPageOptions = {}) => {
  await i18n.changeLanguage(language);
  const pathname = path.split('?')[0] ?? path;
  const view = renderRoutes(
    [
      { path: pathname, element },
      { path: '*', element: <p>Another page</p> },
    ],
    path,
    { ui: { ...initialUiState(), language }, ...state },
  );
  const where = () => `${view.router.state.location.pathname}${view.router.state.location.search}`;
  return { ...view, where };
};

export type ApiRoutes = Record<string, (body: Record<string, unknown>) => Reply | Promise<Reply>>;

/** Answers "METHOD /path" from `routes` (GET /config: no Google, no Telegram, unless given); anything else is a 404. */
export const fakeAuthApi = (routes: ApiRoutes) => {
  const calls: Array<{ method: string; url: string; body: Record<string, unknown> }> = [];
  serveApi((config: InternalAxiosRequestConfig) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = config.url ?? '';
    const body = typeof config.data === 'string' && config.data ? (JSON.parse(config.data) as Record<string, unknown>) : {};
    calls.push({ method, url, body });
    const handler = routes[`${method} ${url}`] ?? (url === '/config' ? () => okReply(noProviders) : undefined);
    return handler ? handler(body) : errorReply(404, 'ROUTE_NOT_FOUND');
  });
  /** Bodies of the calls made to "METHOD /path", in order. */
  const bodiesOf = (key: string) => calls.filter((c) => `${c.method} ${c.url}` === key).map((c) => c.body);
  return { calls, bodiesOf };
};

/** A user as the API sends it (contracts: UserSchema): a new customer without bookings or points. */
export const apiUser = (overrides: Record<string, unknown> = {}) => ({
  ...buildUser({ id: 'u-1', phone: null, totalBookings: 0, loyaltyPoints: 0, createdAt: '2026-01-10T10:00:00.000Z', memberSince: '2026-01-10T10:00:00.000Z' }),
  ...overrides,
});

export const tokens = { accessToken: 'access-new', refreshToken: 'refresh-new', tokenType: 'Bearer', expiresIn: 900 };

/** An error answer with VALIDATION_ERROR details. */
export const validationReply = (details: Array<{ path: string; message: string }>): Reply => ({
  status: 400,
  body: {
    success: false,
    data: null,
    error: { code: 'VALIDATION_ERROR', message: 'Invalid request', timestamp: new Date().toISOString(), details: details.map((d) => ({ ...d, code: 'custom' })) },
  },
});

export { errorReply, okReply };
