import { MessageSquareText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { card, sectionTitle } from './styles';

/** Reviews arrive with a later issue; until then the section says there are none yet. */
export const ReviewsPlaceholder = ({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) => {
  const { t } = useTranslation('catalog');
  const Heading = `h${headingLevel}` as const;
  return (
    <section aria-labelledby="catalog-reviews-title" className={card}>
      <Heading id="catalog-reviews-title" className={sectionTitle}>
        {t('reviews.title')}
      </Heading>
      <div className="mt-4 flex flex-col items-center gap-2 rounded-xl border border-dashed border-slate-300 px-4 py-8 text-center dark:border-slate-700">
        <MessageSquareText aria-hidden="true" className="size-8 text-slate-400" />
        <p className="font-medium text-slate-800 dark:text-slate-100">{t('reviews.empty')}</p>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('reviews.emptyHint')}</p>
      </div>
    </section>
  );
};
