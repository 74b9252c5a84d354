import { hasRole } from '../../http/policies.js';

/**
 * Conversations are between a customer and a specialist: admins are neither side (403 on every
 * messaging endpoint), guests sign in first (401).
 */
export const customersAndSpecialists = { ...hasRole('CUSTOMER', 'SPECIALIST'), name: 'customersAndSpecialists' };

/** The two sides of a conversation; both are user ids. */
export interface ConversationParties {
  customerId: string;
  specialistUserId: string;
}

export type Side = 'customer' | 'specialist';

/** The caller's side of the conversation, or null for anyone else (who must not learn it exists: 404). */
export function sideOf(userId: string, conversation: ConversationParties): Side | null {
  if (userId === conversation.customerId) return 'customer';
  if (userId === conversation.specialistUserId) return 'specialist';
  return null;
}

export const otherParticipant = (conversation: ConversationParties, side: Side): string =>
  side === 'customer' ? conversation.specialistUserId : conversation.customerId;

/** What the rules need to know about the person written to. */
export interface Recipient {
  deletedAt: Date | null;
  suspended: boolean;
  allowDirectMessages: boolean;
}

/** The facts a write depends on, gathered by the service. */
export interface WriteFacts {
  /** The sender's side. */
  senderSide: Side;
  recipient: Recipient;
  /** The customer has a booking (any status) with the specialist. */
  hasBooking: boolean;
  /** The pair already has a conversation. */
  conversationExists: boolean;
  /** The specialist has written in that conversation themselves. */
  specialistHasWritten: boolean;
}

export type WriteVerdict = 'allowed' | 'recipientDeleted' | 'recipientSuspended' | 'directMessagesOff' | 'notTheirCustomer';

/**
 * May this message be written? In this order:
 * - nobody writes to a deleted or a suspended account;
 * - a specialist who switched "allow direct messages" off hears only from customers who have a
 *   booking with them — unless they have already written in that conversation themselves (the
 *   switch stops strangers, it does not cut off a conversation the specialist took part in);
 * - a specialist does not cold-message strangers: they start a conversation only with a customer
 *   who has a booking with them (an existing conversation, which the customer started, they answer).
 */
export function canWrite(facts: WriteFacts): WriteVerdict {
  if (facts.recipient.deletedAt) return 'recipientDeleted';
  if (facts.recipient.suspended) return 'recipientSuspended';
  if (facts.senderSide === 'customer') {
    if (!facts.recipient.allowDirectMessages && !facts.hasBooking && !facts.specialistHasWritten) return 'directMessagesOff';
    return 'allowed';
  }
  if (!facts.hasBooking && !facts.conversationExists) return 'notTheirCustomer';
  return 'allowed';
}

/**
 * Issue #26: the support desk. Any admin reads and answers conversations with Vizyt support
 * (sent as the support account) — and only those: other people's conversations stay closed to admins.
 */
export const supportDesk = { ...hasRole('ADMIN'), name: 'supportDesk' };
