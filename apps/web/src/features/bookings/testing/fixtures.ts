import type { InternalAxiosRequestConfig } from 'axios';
import type { Booking, BookingStatus } from '@vizyt/contracts';
import { errorReply, okReply, serveApi, type Reply } from '@/test/mock-api';

let sequence = 0;

/** A booking as GET /bookings returns it; 1 December 2026, 10:00 Kyiv unless overridden. */
export const buildBooking = (overrides: Partial<Booking> = {}): Booking => {
  sequence += 1;
  return {
    id: `b${sequence}`,
    status: 'PENDING',
    scheduledAt: '2026-12-01T08:00:00.000Z',
    endsAt: '2026-12-01T08:45:00.000Z',
    duration: 45,
    type: 'in_person',
    videoCall: false,
    notes: null,
    location: null,
    amount: 650,
    currency: 'UAH',
    service: { id: 'svc1', name: 'Men’s haircut' },
    specialist: { id: 'sp1', name: 'Taras Shevchuk', avatar: null, timezone: 'Europe/Kyiv', address: 'Khreshchatyk 1', city: 'Kyiv' },
    customer: { id: 'c1', name: 'Olena Kovalenko', avatar: null },
    cancellationReason: null,
    cancelledBy: null,
    cancelledAt: null,
    confirmedAt: null,
    startedAt: null,
    completedAt: null,
    expiresAt: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
};

export const callOf = (config: InternalAxiosRequestConfig) => `${(config.method ?? 'get').toUpperCase()} ${config.url}`;

export const bodyOf = (config: InternalAxiosRequestConfig | undefined): unknown =>
  typeof config?.data === 'string' ? JSON.parse(config.data) : config?.data;

export const paramsOf = (config: InternalAxiosRequestConfig | undefined) => (config?.params ?? {}) as Record<string, unknown>;

export type Override = (config: InternalAxiosRequestConfig) => Reply | Promise<Reply> | undefined;

/** GET /bookings answers with the bookings whose status is in ?status=, one page. */
export const serveBookingsApi = (bookings: Booking[], override?: Override) =>
  serveApi(async (config) => {
    const custom = await override?.(config);
    if (custom) return custom;
    const call = callOf(config);
    if (call === 'GET /bookings') {
      const status = String(paramsOf(config).status ?? '');
      const wanted = status ? (status.split(',') as BookingStatus[]) : null;
      const list = wanted ? bookings.filter((b) => wanted.includes(b.status)) : bookings;
      return okReply({ bookings: list, page: 1, totalPages: 1, total: list.length });
    }
    if (call === 'GET /bookings/stats') {
      return okReply({
        period: 'month',
        from: '2026-12-01T00:00:00.000Z',
        to: '2026-12-31T00:00:00.000Z',
        total: 7,
        byStatus: { PENDING: 2, CONFIRMED: 3, IN_PROGRESS: 0, COMPLETED: 1, CANCELLED: 1, NO_SHOW: 0 },
        upcoming: 5,
        completionRate: 0.5,
        amount: 650,
      });
    }
    return errorReply(404, 'ROUTE_NOT_FOUND');
  });
