import { BellRing, MessageSquareLock, Radio } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { NOTIFICATION_CHANNELS, NOTIFICATION_TOPICS, type NotificationChannelName } from '@vizyt/contracts';
import { QueryRetryError } from '@/components/errors/retry-error';
import { FullPageSpinner } from '@/components/ui/spinner';
import { useGetNotificationPreferencesQuery, useUpdateNotificationPreferencesMutation } from '../api/notifications-api';
import { notificationErrorText } from '../model/api-error';
import type { NotificationPreferences, PreferencesUpdate } from '../model/types';
import { PanelCard, StatusPill } from './panel-card';
import { SwitchRow } from '@/components/ui/switch-row';
import { PushCard } from './push-card';
import { SnoozeCard } from './snooze-card';
import { TelegramCard } from './telegram-card';

/** Why a channel cannot be switched here, or null when it can. */
const unavailableReason = (channel: NotificationChannelName, preferences: NotificationPreferences): string | null => {
  if (channel === 'sms') return 'channels.sms.unavailable';
  if (channel === 'telegram' && !preferences.telegramAvailable) return 'channels.telegram.unavailable';
  if (channel === 'push' && !preferences.pushAvailable) return 'channels.push.unavailable';
  return null;
};

const usePreferenceSaver = () => {
  const { t } = useTranslation('notifications');
  const [update] = useUpdateNotificationPreferencesMutation();
  // The switch moves at once and moves back if the server refuses (the mutation does both).
  return (patch: PreferencesUpdate) =>
    void update(patch)
      .unwrap()
      .catch((error: unknown) => toast.error(notificationErrorText(t, error, 'errors.savePreferences')));
};

const Preferences = ({ preferences, specialist }: { preferences: NotificationPreferences; specialist: boolean }) => {
  const { t } = useTranslation('notifications');
  const save = usePreferenceSaver();
  return (
    <>
      <PanelCard icon={Radio} title={t('channels.title')} description={t('channels.description')} testId="notification-channels">
        <div className="divide-y divide-slate-100 dark:divide-slate-800">
          {NOTIFICATION_CHANNELS.map((channel) => {
            const reason = unavailableReason(channel, preferences);
            return (
              <SwitchRow
                key={channel}
                label={t(`channels.${channel}.label`)}
                description={reason ? t(reason) : t(`channels.${channel}.description`)}
                checked={preferences[channel]}
                // Kept as stored: the switch shows what the server has, even when it cannot be used here.
                disabled={reason !== null}
                aside={reason ? <StatusPill tone="muted">{t('channels.unavailableBadge')}</StatusPill> : undefined}
                onChange={(value) => save({ [channel]: value })}
              />
            );
          })}
        </div>
      </PanelCard>

      {preferences.telegramAvailable && <TelegramCard linked={preferences.telegramLinked} />}
      {preferences.pushAvailable && <PushCard registered={preferences.pushSubscriptions} />}

      <PanelCard icon={BellRing} title={t('topics.title')} description={t('topics.description')} testId="notification-topics">
        <div className="divide-y divide-slate-100 dark:divide-slate-800">
          {NOTIFICATION_TOPICS.map((topic) => (
            <SwitchRow
              key={topic}
              label={t(`topics.${topic}.label`)}
              description={t(`topics.${topic}.description`)}
              checked={preferences[topic]}
              onChange={(value) => save({ [topic]: value })}
            />
          ))}
        </div>
      </PanelCard>

      <SnoozeCard snoozedUntil={preferences.snoozedUntil} />

      {specialist && (
        <PanelCard icon={MessageSquareLock} title={t('privacy.title')} description={t('privacy.description')} testId="notification-privacy">
          <SwitchRow
            label={t('privacy.allowDirectMessages.label')}
            description={t('privacy.allowDirectMessages.description')}
            checked={preferences.allowDirectMessages}
            onChange={(value) => save({ allowDirectMessages: value })}
          />
        </PanelCard>
      )}
    </>
  );
};

/**
 * Settings → Notifications (customer /settings and /specialist/settings, issue #13): the channels
 * and topics, Telegram and browser notifications, a pause, and for specialists whether customers
 * may write to them without a booking. Asked again when the window regains focus (a Telegram
 * link is completed in another app).
 */
export const NotificationPreferencesPanel = ({ specialist = false }: { specialist?: boolean }) => {
  const { t } = useTranslation('notifications');
  const query = useGetNotificationPreferencesQuery(undefined, { refetchOnFocus: true, refetchOnMountOrArgChange: true });
  if (query.isLoading) return <FullPageSpinner label={t('preferences.loading')} className="min-h-48" />;
  if (query.isError || !query.data) {
    return (
      <QueryRetryError
        query={query}
        title={t('error.title')}
        message={t('preferences.failed')}
        retryLabel={t('actions.retry')}
        className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
      />
    );
  }
  return <Preferences preferences={query.data} specialist={specialist} />;
};
