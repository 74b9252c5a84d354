import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { useMarkNotificationReadMutation } from '../api/notifications-api';
import { notificationErrorText } from './api-error';
import { appLink } from './payload';
import type { AppNotification } from './types';

/**
 * Opening a notification (spec section 4): it becomes read — at once on screen, put back with a
 * message if the server refuses — and its link, if it has one, opens.
 */
export const useOpenNotification = () => {
  const { t } = useTranslation('notifications');
  const navigate = useNavigate();
  const [markRead] = useMarkNotificationReadMutation();
  return useCallback(
    (notification: AppNotification) => {
      if (!notification.isRead) {
        markRead(notification.id)
          .unwrap()
          .catch((error: unknown) => toast.error(notificationErrorText(t, error, 'errors.markRead')));
      }
      const link = appLink(notification.link);
      if (link) void navigate(link);
    },
    [markRead, navigate, t],
  );
};
