/**
 * What the address asks the messages page to show (paths.customer.conversation,
 * paths.specialist.conversation): a conversation (?c=), a new one with a specialist
 * (?to=<specialist profile id>, customers) or with a customer about a booking
 * (?customer=<user id>&booking=<booking id>, specialists), or only the list.
 */
export type MessagesRole = 'customer' | 'specialist';

export type NewConversationTarget = { specialistId: string; bookingId?: string } | { customerId: string; bookingId?: string };

export type Selection = { kind: 'conversation'; id: string } | { kind: 'new'; target: NewConversationTarget } | null;

const param = (params: URLSearchParams, name: string): string | undefined => params.get(name)?.trim() || undefined;

export const selectionOf = (params: URLSearchParams, role: MessagesRole): Selection => {
  const id = param(params, 'c');
  if (id) return { kind: 'conversation', id };
  const bookingId = param(params, 'booking');
  const withBooking = bookingId ? { bookingId } : {};
  if (role === 'customer') {
    const specialistId = param(params, 'to');
    return specialistId ? { kind: 'new', target: { specialistId, ...withBooking } } : null;
  }
  const customerId = param(params, 'customer');
  return customerId ? { kind: 'new', target: { customerId, ...withBooking } } : null;
};

/** The address of a conversation on the page of `role` (the query only: the page stays). */
export const conversationSearch = (id: string): string => `?${new URLSearchParams({ c: id }).toString()}`;
