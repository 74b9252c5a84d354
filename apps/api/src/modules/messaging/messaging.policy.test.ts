import { describe, expect, it } from 'vitest';
import { canWrite, customersAndSpecialists, otherParticipant, sideOf, supportDesk, type WriteFacts } from './messaging.policy.js';

const open = { deletedAt: null, suspended: false, allowDirectMessages: true };
const facts = (overrides: Partial<WriteFacts> = {}): WriteFacts => ({
  senderSide: 'customer',
  recipient: open,
  hasBooking: false,
  conversationExists: false,
  specialistHasWritten: false,
  ...overrides,
});

describe('canWrite', () => {
  it('a customer writes to an open specialist, booked or not', () => {
    expect(canWrite(facts())).toBe('allowed');
    expect(canWrite(facts({ hasBooking: true }))).toBe('allowed');
  });

  it('nobody writes to a deleted or suspended account, whatever else holds', () => {
    for (const senderSide of ['customer', 'specialist'] as const) {
      expect(canWrite(facts({ senderSide, hasBooking: true, conversationExists: true, recipient: { ...open, deletedAt: new Date() } }))).toBe('recipientDeleted');
      expect(canWrite(facts({ senderSide, hasBooking: true, conversationExists: true, recipient: { ...open, suspended: true } }))).toBe('recipientSuspended');
    }
  });

  it('"allow direct messages" off: only customers with a booking, or in a conversation the specialist wrote in', () => {
    const closed = { ...open, allowDirectMessages: false };
    expect(canWrite(facts({ recipient: closed }))).toBe('directMessagesOff');
    expect(canWrite(facts({ recipient: closed, conversationExists: true }))).toBe('directMessagesOff');
    expect(canWrite(facts({ recipient: closed, hasBooking: true }))).toBe('allowed');
    expect(canWrite(facts({ recipient: closed, conversationExists: true, specialistHasWritten: true }))).toBe('allowed');
  });

  it('a specialist starts only with their own customers, and answers any conversation they are in', () => {
    expect(canWrite(facts({ senderSide: 'specialist' }))).toBe('notTheirCustomer');
    expect(canWrite(facts({ senderSide: 'specialist', hasBooking: true }))).toBe('allowed');
    expect(canWrite(facts({ senderSide: 'specialist', conversationExists: true }))).toBe('allowed');
    // The switch is a specialist's setting: a customer's is not read.
    expect(canWrite(facts({ senderSide: 'specialist', hasBooking: true, recipient: { ...open, allowDirectMessages: false } }))).toBe('allowed');
  });
});

describe('sides', () => {
  const conversation = { customerId: 'c', specialistUserId: 's' };
  it('the caller’s side, the other person, and nobody else', () => {
    expect(sideOf('c', conversation)).toBe('customer');
    expect(sideOf('s', conversation)).toBe('specialist');
    expect(sideOf('x', conversation)).toBeNull();
    expect(otherParticipant(conversation, 'customer')).toBe('s');
    expect(otherParticipant(conversation, 'specialist')).toBe('c');
  });

  it('customersAndSpecialists admits both sides, never an admin or a guest', () => {
    const as = (role: 'CUSTOMER' | 'SPECIALIST' | 'ADMIN') => ({ userId: 'u', role, sessionId: 's' });
    expect([customersAndSpecialists.allows(as('CUSTOMER')), customersAndSpecialists.allows(as('SPECIALIST')), customersAndSpecialists.allows(as('ADMIN')), customersAndSpecialists.allows(null)]).toEqual([true, true, false, false]);
    expect(customersAndSpecialists).toMatchObject({ name: 'customersAndSpecialists', requiresSession: true });
  });
});

describe('supportDesk (issue #26)', () => {
  const actor = (role: 'CUSTOMER' | 'SPECIALIST' | 'ADMIN') => ({ userId: 'u', role, sessionId: 's' });
  it('admits admins only, and guests must sign in', () => {
    expect(supportDesk.name).toBe('supportDesk');
    expect(supportDesk.requiresSession).toBe(true);
    expect(supportDesk.allows(actor('ADMIN'))).toBe(true);
    expect(supportDesk.allows(actor('CUSTOMER'))).toBe(false);
    expect(supportDesk.allows(actor('SPECIALIST'))).toBe(false);
    expect(supportDesk.allows(null)).toBe(false);
  });
});
