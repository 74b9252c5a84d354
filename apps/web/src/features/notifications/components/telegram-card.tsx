import { useState } from 'react';
import { CircleCheck, ExternalLink, Send, Unlink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { useCreateTelegramLinkMutation, useUnlinkTelegramMutation } from '../api/notifications-api';
import { notificationErrorText } from '../model/api-error';
import { PanelCard, StatusPill } from './panel-card';

/**
 * Telegram (when this server has a bot): "Connect" opens the bot with a one-time start link in
 * a new tab; once the person presses Start there, the linked state shows when they come back
 * (the preferences are asked again on focus). "Disconnect" forgets the chat.
 */
export const TelegramCard = ({ linked }: { linked: boolean }) => {
  const { t } = useTranslation('notifications');
  const [createLink, creating] = useCreateTelegramLinkMutation();
  const [unlink, unlinking] = useUnlinkTelegramMutation();
  const [opened, setOpened] = useState(false);

  const connect = async () => {
    // Opened during the click (a popup blocker allows that), pointed at the bot once the link comes.
    const tab = window.open('', '_blank');
    try {
      const { url } = await createLink().unwrap();
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
      } else {
        window.location.assign(url);
      }
      setOpened(true);
    } catch (error) {
      tab?.close();
      toast.error(notificationErrorText(t, error, 'errors.telegramLink'));
    }
  };

  const disconnect = () =>
    void unlink()
      .unwrap()
      .then(() => {
        setOpened(false);
        toast.success(t('telegram.disconnected'));
      })
      .catch((error: unknown) => toast.error(notificationErrorText(t, error, 'errors.telegramUnlink')));

  return (
    <PanelCard
      icon={Send}
      title={t('telegram.title')}
      description={linked ? t('telegram.linkedBody') : t('telegram.body')}
      aside={linked ? <StatusPill tone="good"><CircleCheck aria-hidden="true" className="size-3.5" />{t('telegram.linked')}</StatusPill> : undefined}
      testId="notification-telegram"
    >
      {linked ? (
        <Button variant="outline" onClick={disconnect} disabled={unlinking.isLoading}>
          <Unlink aria-hidden="true" className="size-4" />
          {t('telegram.disconnect')}
        </Button>
      ) : (
        <div className="flex flex-col items-start gap-3">
          <Button onClick={() => void connect()} disabled={creating.isLoading}>
            <ExternalLink aria-hidden="true" className="size-4" />
            {t('telegram.connect')}
          </Button>
          {opened && (
            <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
              {t('telegram.waiting')}
            </p>
          )}
        </div>
      )}
    </PanelCard>
  );
};
