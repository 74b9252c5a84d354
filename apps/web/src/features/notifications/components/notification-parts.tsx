import { useTranslation } from 'react-i18next';
import { cn } from '@/components/ui/cn';
import { formatFullTime, formatRelativeTime } from '../model/format-time';
import { useViewerZone } from '@/stores/viewer';
import { visualOf } from '../model/visuals';

/** The round icon of a notification's type (the default bell for types this version does not know). */
export const NotificationIcon = ({ type, className }: { type: string; className?: string }) => {
  const { icon: Icon, tone } = visualOf(type);
  return (
    <span aria-hidden="true" className={cn('flex size-9 shrink-0 items-center justify-center rounded-full', tone, className)}>
      <Icon className="size-4" />
    </span>
  );
};

/** "5 хв тому" against `now` (the list's clock, renewed every minute); the full moment on hover. */
export const RelativeTime = ({ iso, now, className }: { iso: string; now: number; className?: string }) => {
  const { i18n } = useTranslation();
  const zone = useViewerZone();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (
    <time dateTime={iso} title={formatFullTime(iso, language, zone)} className={className}>
      {formatRelativeTime(iso, now, language, zone)}
    </time>
  );
};

/** The dot of an unread notification (its state is also said in words to screen readers). */
export const UnreadDot = ({ label }: { label?: string }) => (
  <span className="flex size-2.5 shrink-0 rounded-full bg-brand-600 dark:bg-brand-400">{label && <span className="sr-only">{label}</span>}</span>
);
