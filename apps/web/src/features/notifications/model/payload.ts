import type { AppNotification } from './types';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A socket payload is `unknown` until checked: a notification has these fields with these types. */
export const asNotification = (payload: unknown): AppNotification | null => {
  if (!isRecord(payload)) return null;
  const { id, type, title, message, isRead, readAt, createdAt, link } = payload;
  const ok =
    typeof id === 'string' &&
    typeof type === 'string' &&
    typeof title === 'string' &&
    typeof message === 'string' &&
    typeof isRead === 'boolean' &&
    (readAt === null || typeof readAt === 'string') &&
    typeof createdAt === 'string' &&
    (link === null || link === undefined || typeof link === 'string');
  return ok ? ({ ...payload, link: link ?? null } as AppNotification) : null;
};

/** `{ unreadCount }` of 'notification:count', or null. */
export const asUnreadCount = (payload: unknown): number | null =>
  isRecord(payload) && typeof payload.unreadCount === 'number' && Number.isFinite(payload.unreadCount) ? Math.max(0, Math.floor(payload.unreadCount)) : null;

/** A link a notification may open: a path of this app (never another site). */
export const appLink = (link: string | null | undefined): string | null => (link && /^\/(?!\/)/.test(link) ? link : null);
