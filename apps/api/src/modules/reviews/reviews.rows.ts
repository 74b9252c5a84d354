import type { Prisma } from '../../generated/prisma/client.js';

/** A review as the module reads it: the bottom layer (repository → rows). */
export const reviewSelect = {
  id: true,
  bookingId: true,
  customerId: true,
  specialistId: true,
  serviceId: true,
  rating: true,
  comment: true,
  isVerified: true,
  helpfulCount: true,
  responseComment: true,
  responseAt: true,
  responseUpdatedAt: true,
  createdAt: true,
  updatedAt: true,
  service: { select: { id: true, name: true } },
  specialist: { select: { userId: true } },
  customer: { select: { firstName: true, lastName: true, avatarUrl: true, deletedAt: true } },
} satisfies Prisma.ReviewSelect;
export type ReviewRow = Prisma.ReviewGetPayload<{ select: typeof reviewSelect }>;
