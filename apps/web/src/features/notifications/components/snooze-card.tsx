import { BellOff, MoonStar, Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { useNow } from '@/hooks/use-now';
import { useResumeNotificationsMutation, useSnoozeNotificationsMutation } from '../api/notifications-api';
import { notificationErrorText } from '../model/api-error';
import { dateLocale } from '../model/format-time';
import { isSnoozed, SNOOZE_OPTIONS, snoozeUntil, type SnoozeOption } from '../model/snooze';
import { useViewerZone } from '@/stores/viewer';
import { PanelCard, StatusPill } from './panel-card';

/**
 * A pause: no e-mail, push or Telegram messages for 1, 8 or 24 hours or until tomorrow 9:00
 * (they still appear in the app); while one runs, until when and "Resume".
 */
export const SnoozeCard = ({ snoozedUntil }: { snoozedUntil: string | null }) => {
  const { t, i18n } = useTranslation('notifications');
  const zone = useViewerZone();
  const now = useNow(30_000);
  const [snooze, snoozing] = useSnoozeNotificationsMutation();
  const [resume, resuming] = useResumeNotificationsMutation();
  const active = isSnoozed(snoozedUntil, now);
  const busy = snoozing.isLoading || resuming.isLoading;

  const choose = (option: SnoozeOption) =>
    void snooze({ until: snoozeUntil(option, new Date(), zone).toISOString() })
      .unwrap()
      .catch((error: unknown) => toast.error(notificationErrorText(t, error, 'errors.snooze')));
  const onResume = () =>
    void resume()
      .unwrap()
      .catch((error: unknown) => toast.error(notificationErrorText(t, error, 'errors.resume')));

  const until =
    active && snoozedUntil
      ? new Intl.DateTimeFormat(dateLocale(i18n.resolvedLanguage ?? i18n.language), { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZone: zone }).format(
          Date.parse(snoozedUntil),
        )
      : null;

  return (
    <PanelCard
      icon={MoonStar}
      title={t('snooze.title')}
      description={t('snooze.body')}
      aside={active ? <StatusPill tone="warn"><BellOff aria-hidden="true" className="size-3.5" />{t('snooze.activeBadge')}</StatusPill> : undefined}
      testId="notification-snooze"
    >
      {active ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-amber-50 px-4 py-3 dark:bg-amber-950/30">
          <p role="status" className="text-sm font-medium text-amber-900 dark:text-amber-100">
            {t('snooze.until', { time: until })}
          </p>
          <Button variant="outline" size="sm" onClick={onResume} disabled={busy}>
            <Play aria-hidden="true" className="size-4" />
            {t('snooze.resume')}
          </Button>
        </div>
      ) : (
        <div role="group" aria-label={t('snooze.optionsLabel')} className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
          {SNOOZE_OPTIONS.map((option) => (
            <Button key={option} variant="outline" size="sm" onClick={() => choose(option)} disabled={busy}>
              {t(`snooze.options.${option}`)}
            </Button>
          ))}
        </div>
      )}
    </PanelCard>
  );
};
