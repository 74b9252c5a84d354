import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FaqSection } from '../components/faq-section';
import { FeedbackForm } from '../components/feedback-form';
import { Guides } from '../components/guides';
import { SupportCard } from '../components/support-card';

/**
 * /help (customer, issue #14): the searchable FAQ with the rules of spec section 9, how to reach
 * support (hours, answer time, the live-chat placeholder), the contact and feedback form, and
 * guides for customers and specialists.
 */
export const HelpPage = () => {
  const { t } = useTranslation('help');
  const formHeading = useRef<HTMLHeadingElement>(null);
  const toForm = () => {
    formHeading.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    formHeading.current?.focus({ preventScroll: true });
  };
  return (
    <div className="@container mx-auto flex w-full max-w-7xl flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">{t('title')}</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">{t('subtitle')}</p>
      </header>
      <div className="grid items-start gap-6 @4xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <FaqSection onContact={toForm} />
        <div className="flex min-w-0 flex-col gap-6">
          <SupportCard onWrite={toForm} />
          <FeedbackForm headingRef={formHeading} />
        </div>
      </div>
      <Guides />
    </div>
  );
};
