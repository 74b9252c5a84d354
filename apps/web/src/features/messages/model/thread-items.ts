/**
 * What a thread draws, in order: a separator before each new day, then the messages of that
 * day, oldest first; a message that follows one of the same sender on the same day sits closer
 * to it; "Read" goes under my newest delivered message once the other person read it. Messages
 * being sent (or that failed) come last. Pure, so the order and the separators are tested alone.
 */
import type { Message } from '@vizyt/contracts';
import { dayKey } from './format';
import type { PendingMessage } from './thread-state';

export type ThreadItem =
  | { kind: 'day'; key: string; at: string }
  | { kind: 'message'; key: string; message: Message; own: boolean; continued: boolean; receipt: 'read' | 'sent' | null }
  | { kind: 'pending'; key: string; pending: PendingMessage; continued: boolean };

export const threadItems = (messages: readonly Message[], pending: readonly PendingMessage[], me: string | undefined, zone: string): ThreadItem[] => {
  const items: ThreadItem[] = [];
  let day: string | null = null;
  let sender: string | null = null;
  const startDay = (at: string) => {
    const key = dayKey(at, zone);
    if (key === day) return false;
    day = key;
    items.push({ kind: 'day', key: `day-${key}`, at });
    return true;
  };
  const newestOwnId = messages.findLast((m) => m.senderId === me)?.id;

  for (const message of messages) {
    const newDay = startDay(message.createdAt);
    const own = message.senderId === me;
    const receipt = message.id === newestOwnId && pending.length === 0 ? (message.readAt ? 'read' : 'sent') : null;
    items.push({ kind: 'message', key: message.id, message, own, continued: !newDay && sender === message.senderId, receipt });
    sender = message.senderId;
  }
  for (const entry of pending) {
    const newDay = startDay(entry.createdAt);
    items.push({ kind: 'pending', key: entry.clientId, pending: entry, continued: !newDay && sender === me });
    sender = me ?? null;
  }
  return items;
};
