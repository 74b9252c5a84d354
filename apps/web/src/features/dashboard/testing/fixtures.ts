import type { Conversation, CustomerStats, Loyalty } from '@vizyt/contracts';
import { buildBooking, buildService } from '@/test/builders';
import { callOf, okReply, serveApi, type Override, type Reply } from '@/test/mock-api';

export const buildStats = (overrides: Partial<CustomerStats> = {}): CustomerStats => ({
  totalBookings: 12,
  upcomingBookings: 2,
  completedBookings: 8,
  cancelledBookings: 2,
  totalSpent: 4250,
  currency: 'UAH',
  favoriteCount: 3,
  loyaltyPoints: 155,
  reviewsWritten: 5,
  memberSince: '2026-01-10T10:00:00.000Z',
  ...overrides,
});

export const buildDashboardLoyalty = (overrides: Partial<Loyalty> = {}): Loyalty => ({
  balance: 155,
  lifetimeEarned: 165,
  expiringSoon: { points: 40, date: '2026-12-10T10:00:00.000Z' },
  rules: { uahPerPoint: 10, pointValueUah: 1, maxShare: 0.2, expiryMonths: 12 },
  entries: [],
  total: 4,
  page: 1,
  totalPages: 4,
  ...overrides,
});

export const buildConversation = (overrides: Partial<Conversation> = {}): Conversation => ({
  id: 'cv1',
  participant: { id: 'u-sp1', specialistId: 'sp1', name: 'Taras Shevchuk', avatar: null, role: 'specialist' },
  bookingId: null,
  lastMessage: { id: 'm1', conversationId: 'cv1', senderId: 'u-sp1', content: 'See you tomorrow at 10', createdAt: '2026-11-25T10:00:00.000Z', readAt: null },
  unreadCount: 2,
  updatedAt: '2026-11-25T10:00:00.000Z',
  ...overrides,
});

/** What each endpoint of the dashboard answers, by "METHOD /path". */
export type DashboardReplies = Record<string, Reply>;

export const fullDashboard = (): DashboardReplies => ({
  'GET /auth/me/stats': okReply(buildStats()),
  'GET /bookings/upcoming': okReply({
    bookings: [
      buildBooking({ id: 'up1', status: 'CONFIRMED', service: { id: 'svc-cut', name: 'Men’s haircut' }, scheduledAt: '2026-12-01T08:00:00.000Z' }),
      buildBooking({ id: 'up2', status: 'PENDING', service: { id: 'svc-mani', name: 'Manicure' }, scheduledAt: '2026-12-03T12:30:00.000Z', specialist: { name: 'Iryna Melnyk' } }),
    ],
  }),
  'GET /bookings': okReply({
    bookings: [
      buildBooking({ id: 'c1', status: 'COMPLETED', service: { id: 'svc-massage', name: 'Massage' }, specialist: { name: 'Oksana Lysenko' } }),
      buildBooking({ id: 'c2', status: 'COMPLETED', service: { id: 'svc-massage', name: 'Massage' }, specialist: { name: 'Oksana Lysenko' } }),
      buildBooking({ id: 'c3', status: 'COMPLETED', service: { id: 'svc-cut', name: 'Men’s haircut' } }),
    ],
    page: 1,
    totalPages: 1,
    total: 3,
  }),
  'GET /services/favorites': okReply({ services: [buildService({ id: 'fav1', name: 'Yoga class', price: 300 })] }),
  'GET /loyalty': okReply(buildDashboardLoyalty()),
  'GET /services/recommended': okReply({ services: [buildService({ id: 'rec1', name: 'Pedicure', price: 500 }), buildService({ id: 'rec2', name: 'Pilates', price: 250 })] }),
  'GET /conversations': okReply({ conversations: [buildConversation(), buildConversation({ id: 'cv2', unreadCount: 0 })], unreadTotal: 2 }),
});

/** Serves the dashboard's calls from `replies` (404 for anything else); returns the call log. */
export const serveDashboardApi = (replies: DashboardReplies = fullDashboard(), override?: Override) =>
  serveApi((config) => replies[callOf(config)] ?? { status: 404, body: { success: false, data: null, error: { code: 'NOT_FOUND', message: '' } } }, override);
