import { DEFAULT_CURRENCY, toMajorUnits, type AdminUser, type AdminUserDetail, type BookingStatus, type Currency, type PaymentStatus } from '@vizyt/contracts';
import type { AdminUserRow, AdminUsersRepository } from './admin-users.repository.js';

type BookingItem = Awaited<ReturnType<AdminUsersRepository['latestBookings']>>[number];
type PaymentItem = Awaited<ReturnType<AdminUsersRepository['latestPayments']>>[number];

const currencyOf = (code: string): Currency => (code === 'USD' || code === 'EUR' ? code : DEFAULT_CURRENCY);
const nameOf = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();

/** A row of the users table. Revenue is in hryvnia (payments are charged in UAH). */
export function presentAdminUser(r: AdminUserRow): AdminUser {
  return {
    id: r.id,
    firstName: r.first_name,
    lastName: r.last_name,
    email: r.email,
    avatarUrl: r.avatar_url,
    userType: r.role,
    status: r.status,
    bookings: r.bookings,
    revenue: toMajorUnits(r.revenue_minor),
    currency: DEFAULT_CURRENCY,
    specialistId: r.specialist_id,
    isVerified: r.is_verified ?? false,
    createdAt: r.created_at.toISOString(),
    lastSeenAt: r.last_seen_at?.toISOString() ?? null,
  };
}

export function presentAdminUserDetail(r: AdminUserRow, bookings: BookingItem[], payments: PaymentItem[]): AdminUserDetail {
  return {
    user: {
      ...presentAdminUser(r),
      phone: r.phone,
      emailVerified: r.email_verified,
      suspendedAt: r.suspended_at?.toISOString() ?? null,
      suspensionReason: r.suspension_reason,
      deletedAt: r.deleted_at?.toISOString() ?? null,
    },
    bookings: bookings.map((b) => {
      // The other side: the specialist for the customer, the customer for the specialist.
      const counterpart = b.customerId === r.id ? b.specialist.user : b.customer;
      return {
        id: b.id,
        status: b.status as BookingStatus,
        scheduledAt: b.scheduledAt.toISOString(),
        serviceName: b.service.name,
        counterpart: { id: counterpart.id, name: nameOf(counterpart) },
        price: toMajorUnits(b.priceMinor),
        currency: currencyOf(b.currency),
      };
    }),
    payments: payments.map((p) => ({
      id: p.id,
      bookingId: p.bookingId,
      status: p.status as PaymentStatus,
      amount: toMajorUnits(p.amountMinor),
      amountRefunded: toMajorUnits(p.refundedMinor),
      currency: currencyOf(p.currency),
      paidAt: p.paidAt?.toISOString() ?? null,
      createdAt: p.createdAt.toISOString(),
    })),
  };
}
