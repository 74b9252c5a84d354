import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { TOAST_DURATION_MS } from '@vizyt/contracts';
import { useAppDispatch } from '@/stores/hooks';
import i18n, { loadNamespaces } from '@/lib/i18n';
import { markReadIfUnread } from '../api/notifications-api';
import { appLink } from '../model/payload';
import { createToastMemory, isToastWorthy, toastStyleOf, type ToastMemory } from '../model/toast-rules';
import type { AppNotification } from '../model/types';
import { useRecentNotifications } from '../model/use-recent-notifications';

export const toastIdOf = (notification: Pick<AppNotification, 'id'>) => `notification-${notification.id}`;

/**
 * Spec sections 4 and 9: a toast for each unread notification created within the last 5 minutes
 * (arrived live, by a poll, or already there when the page opened), styled by its type, top
 * right, gone after 5 s. Closing it marks the notification read; "Open" goes to its link.
 * Each notification toasts once per tab. Renders nothing itself (the app's toaster shows them).
 */
export const NotificationToasts = () => {
  const { notifications } = useRecentNotifications();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const memory = useRef<ToastMemory | null>(null);

  useEffect(() => {
    memory.current ??= createToastMemory();
    const shown = memory.current;
    const now = Date.now();
    // Oldest first, so the newest ends up on top of the stack.
    const fresh = notifications.filter((item) => !shown.has(item.id) && isToastWorthy(item, now)).reverse();
    if (fresh.length === 0) return;
    // Remembered before the texts load: a second run meanwhile must not show them again.
    for (const item of fresh) shown.remember(item.id);
    void loadNamespaces(['notifications']).then(() => {
      for (const item of fresh) {
        const link = appLink(item.link);
        toast[toastStyleOf(item.type)](item.title, {
          id: toastIdOf(item),
          description: item.message,
          duration: TOAST_DURATION_MS,
          testId: 'notification-toast',
          // Closed by the person (not timed out): they have seen it.
          onDismiss: () => dispatch(markReadIfUnread(item.id)),
          action: link
            ? {
                label: i18n.t('notifications:toast.open'),
                onClick: () => {
                  dispatch(markReadIfUnread(item.id));
                  void navigate(link);
                },
              }
            : undefined,
        });
      }
    });
  }, [notifications, dispatch, navigate]);

  return null;
};
