import { Clock, MessageSquareText, MessagesSquare } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/stores/hooks';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { LiveChat } from './live-chat';
import { card, sectionTitle } from './styles';

/** How to reach support (spec section 9: hours and answer time) and the live chat with Vizyt support (issue #26). */
export const SupportCard = ({ onWrite }: { onWrite: () => void }) => {
  const { t } = useTranslation('help');
  const [chatOpen, setChatOpen] = useState(false);
  const role = useAppSelector((state) => (state.auth.user?.role === 'SPECIALIST' ? 'SPECIALIST' : 'CUSTOMER'));
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
        <Button variant="outline" onClick={() => setChatOpen((open) => !open)} aria-expanded={chatOpen} aria-controls="help-live-chat" data-testid="live-chat-open">
          <MessagesSquare aria-hidden="true" className="size-4" />
          {t('support.liveChat')}
        </Button>
      </div>
      <div id="help-live-chat" hidden={!chatOpen}>
        {chatOpen && <LiveChat role={role} />}
      </div>
    </section>
  );
};
