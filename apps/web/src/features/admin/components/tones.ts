import type { AdminUserStatus, BookingStatus, PaymentStatus } from '@vizyt/contracts';
import type { BadgeTone } from './panel';

export const statusTone = (status: AdminUserStatus): BadgeTone => (status === 'ACTIVE' ? 'green' : status === 'PENDING' ? 'amber' : 'red');

export const bookingTone = (status: BookingStatus): BadgeTone =>
  status === 'COMPLETED' ? 'green' : status === 'CANCELLED' || status === 'NO_SHOW' ? 'red' : status === 'PENDING' ? 'amber' : 'blue';

export const paymentTone = (status: PaymentStatus): BadgeTone =>
  status === 'SUCCEEDED' ? 'green' : status === 'FAILED' || status === 'CANCELLED' ? 'red' : status === 'REFUNDED' || status === 'PARTIALLY_REFUNDED' ? 'slate' : 'amber';

export const verificationTone = (status: 'PENDING' | 'APPROVED' | 'REJECTED'): BadgeTone => (status === 'APPROVED' ? 'green' : status === 'REJECTED' ? 'red' : 'amber');
