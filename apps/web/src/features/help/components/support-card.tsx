import { Clock, MessageSquareText, MessagesSquare } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { card, sectionTitle } from './styles';

/** How to reach support (spec section 9: hours and answer time) and the live-chat action (a placeholder, spec section 2). */
export const SupportCard = ({ onWrite }: { onWrite: () => void }) => {
  const { t } = useTranslation('help');
  const [chatAsked, setChatAsked] = useState(false);
  return (
    <section aria-labelledby="help-support-title" className={cn(card, 'flex flex-col gap-4')}>
      <h2 id="help-support-title" className={sectionTitle}>
        {t('support.title')}
      </h2>
      <ul className="flex flex-col gap-3 text-sm text-slate-700 dark:text-slate-300">
        <li className="flex items-start gap-3">
          <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600 dark:text-brand-300" />
          <span>
            <span className="block font-medium text-slate-900 dark:text-white">{t('support.hoursTitle')}</span>
            {t('support.hours')}
          </span>
        </li>
        <li className="flex items-start gap-3">
          <MessageSquareText aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600 dark:text-brand-300" />
          <span>
            <span className="block font-medium text-slate-900 dark:text-white">{t('support.responseTitle')}</span>
            {t('support.response')}
          </span>
        </li>
      </ul>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button onClick={onWrite}>{t('support.write')}</Button>
        <Button variant="outline" onClick={() => setChatAsked(true)} aria-expanded={chatAsked}>
          <MessagesSquare aria-hidden="true" className="size-4" />
          {t('support.liveChat')}
        </Button>
      </div>
      <p role="status" data-testid="live-chat-note" className={chatAsked ? 'rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-200' : 'sr-only'}>
        {chatAsked ? t('support.liveChatPlaceholder') : ''}
      </p>
    </section>
  );
};
