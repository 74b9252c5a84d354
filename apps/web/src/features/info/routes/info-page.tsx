import { useTranslation } from 'react-i18next';
import type { InfoTopic } from '@/config/paths';

/** The short company and help pages linked from the footer (/about, /contact, …). */
export const InfoPage = ({ topic }: { topic: InfoTopic }) => {
  const { t } = useTranslation(['info', 'pages']);
  const paragraphs = t(topic, { ns: 'info', returnObjects: true }) as Record<string, string>;
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6 lg:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
        {t(`${topic}.title`, { ns: 'pages' })}
      </h1>
      <p className="mt-3 text-lg text-slate-600 dark:text-slate-400">{t(`${topic}.description`, { ns: 'pages' })}</p>
      <div className="mt-8 space-y-4 text-base leading-relaxed text-slate-700 dark:text-slate-300">
        {Object.entries(paragraphs).map(([key, text]) => (
          <p key={key}>{text}</p>
        ))}
      </div>
    </article>
  );
};
