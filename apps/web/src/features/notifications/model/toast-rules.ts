import { NOTIFICATION_TOAST_WINDOW_MINUTES, toastKindOf } from '@vizyt/contracts';
import type { AppNotification } from './types';

export const TOAST_WINDOW_MS = NOTIFICATION_TOAST_WINDOW_MINUTES * 60_000;
/** Each notification toasts once per tab, also across reloads (sessionStorage); the newest this many are remembered. */
const REMEMBERED = 200;
const STORAGE_KEY = 'vizyt:toasted-notifications';

/** Spec section 4: unread and created within the last 5 minutes (a clock a little ahead counts as now). */
export const isToastWorthy = (notification: Pick<AppNotification, 'isRead' | 'createdAt'>, now: number): boolean => {
  if (notification.isRead) return false;
  const created = Date.parse(notification.createdAt);
  return !Number.isNaN(created) && now - created <= TOAST_WINDOW_MS;
};

/** Success, error or info by the type's name (spec section 9). */
export const toastStyleOf = (type: string) => toastKindOf(type);

const readStored = (): string[] => {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
};

/** The ids this tab has shown a toast for (memory, mirrored to sessionStorage where it works). */
export const createToastMemory = () => {
  const shown = new Set(readStored());
  return {
    has: (id: string) => shown.has(id),
    remember(id: string) {
      shown.add(id);
      const ids = [...shown].slice(-REMEMBERED);
      try {
        window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(ids));
      } catch {
        // Private mode or a full storage: memory alone still keeps this page from repeating itself.
      }
    },
  };
};

export type ToastMemory = ReturnType<typeof createToastMemory>;
