import type { ReactNode } from 'react';
import { AlertCircle, Check, CheckCheck, Clock3, RotateCw, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/components/ui/cn';
import { useMessageTime } from '../model/format';
import { canRetry } from '../model/send-failure';
import type { PendingMessage } from '../model/thread-state';
import { focusRing } from './styles';

interface BubbleProps {
  own: boolean;
  /** Follows a message of the same sender: less space above. */
  continued: boolean;
  content: string;
  /** Who wrote it, for screen readers ("You", or the other person's name). */
  author: string;
  footer: ReactNode;
  failed?: boolean;
  sending?: boolean;
}

/**
 * One message. The text is React text, never HTML: whatever anyone writes shows as written,
 * with its line breaks kept and long words broken to fit.
 */
const Bubble = ({ own, continued, content, author, footer, failed = false, sending = false }: BubbleProps) => (
  <li data-testid="message-bubble" data-own={own ? 'true' : 'false'} className={cn('flex', own ? 'justify-end' : 'justify-start', continued ? 'mt-1' : 'mt-3')}>
    <div className={cn('flex max-w-[85%] flex-col sm:max-w-[75%]', own ? 'items-end' : 'items-start')}>
      <p
        className={cn(
          'rounded-2xl px-3.5 py-2 text-[15px] leading-relaxed whitespace-pre-wrap [overflow-wrap:anywhere]',
          own ? 'rounded-br-md' : 'rounded-bl-md',
          failed
            ? 'bg-red-50 text-red-950 ring-1 ring-red-300 dark:bg-red-950/60 dark:text-red-100 dark:ring-red-800'
            : own
              ? 'bg-brand-600 text-white dark:bg-brand-700'
              : 'bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-slate-100',
          sending && 'opacity-70',
        )}
      >
        <span className="sr-only">{author}: </span>
        {content}
      </p>
      {footer}
    </div>
  </li>
);

const footerText = 'mt-1 flex flex-wrap items-center gap-x-1.5 gap-y-1 px-1 text-xs text-slate-500 dark:text-slate-400';

export const MessageBubble = ({
  content,
  createdAt,
  own,
  continued,
  receipt,
  otherName,
}: {
  content: string;
  createdAt: string;
  own: boolean;
  continued: boolean;
  receipt: 'read' | 'sent' | null;
  otherName: string;
}) => {
  const { t } = useTranslation('messages');
  const time = useMessageTime();
  return (
    <Bubble
      own={own}
      continued={continued}
      content={content}
      author={own ? t('thread.you') : otherName}
      footer={
        <p className={footerText}>
          <time dateTime={createdAt} title={time.full(createdAt)}>
            {time.time(createdAt)}
          </time>
          {receipt === 'read' && (
            <span data-testid="read-receipt" className="inline-flex items-center gap-0.5 font-medium text-brand-700 dark:text-brand-300">
              <CheckCheck aria-hidden="true" className="size-3.5" />
              {t('thread.read')}
            </span>
          )}
          {receipt === 'sent' && (
            <span className="inline-flex items-center gap-0.5">
              <Check aria-hidden="true" className="size-3.5" />
              {t('thread.sent')}
            </span>
          )}
        </p>
      }
    />
  );
};

const linkButton = cn('inline-flex items-center gap-1 rounded font-medium text-brand-700 hover:underline dark:text-brand-300', focusRing);

/** A message of mine not yet on the server: "Sending…", or why it failed with Retry and Delete. */
export const PendingBubble = ({
  pending,
  continued,
  onRetry,
  onDiscard,
}: {
  pending: PendingMessage;
  continued: boolean;
  onRetry: (pending: PendingMessage) => void;
  onDiscard: (pending: PendingMessage) => void;
}) => {
  const { t } = useTranslation('messages');
  const failed = pending.status === 'failed';
  return (
    <Bubble
      own
      continued={continued}
      content={pending.content}
      author={t('thread.you')}
      sending={!failed}
      failed={failed}
      footer={
        failed ? (
          <div role="alert" className={cn(footerText, 'justify-end text-red-700 dark:text-red-300')}>
            <AlertCircle aria-hidden="true" className="size-3.5" />
            <span>{t(`failure.${pending.failure ?? 'failed'}`)}</span>
            {canRetry(pending.failure) && (
              <button type="button" className={linkButton} onClick={() => onRetry(pending)}>
                <RotateCw aria-hidden="true" className="size-3.5" />
                {t('thread.retry')}
              </button>
            )}
            <button type="button" className={linkButton} onClick={() => onDiscard(pending)}>
              <Trash2 aria-hidden="true" className="size-3.5" />
              {t('thread.discard')}
            </button>
          </div>
        ) : (
          <p className={footerText}>
            <Clock3 aria-hidden="true" className="size-3.5" />
            {t('thread.sending')}
          </p>
        )
      }
    />
  );
};

export const DaySeparator = ({ label }: { label: string }) => (
  <li data-testid="day-separator" className="mt-5 mb-2 flex justify-center first:mt-0">
    <span className="rounded-full bg-slate-100 px-3 py-1 text-xs font-medium text-slate-600 dark:bg-slate-800 dark:text-slate-300">{label}</span>
  </li>
);
