import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PORTFOLIO_CATEGORIES, type PortfolioImage } from '@vizyt/contracts';
import { cn } from '@/components/ui/cn';
import { PortfolioLightbox } from './portfolio-lightbox';
import { card, focusRing, sectionTitle } from './styles';

type Category = PortfolioImage['category'];
type Filter = Category | 'all';

const chipClasses = (pressed: boolean) =>
  cn(
    'inline-flex h-9 items-center gap-1.5 rounded-full border px-3 text-sm font-medium transition-colors',
    focusRing,
    pressed
      ? 'border-brand-600 bg-brand-600 text-white dark:border-brand-400 dark:bg-brand-500 dark:text-slate-950'
      : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800',
  );

/**
 * The public portfolio of a specialist: category chips (when there is more than one category),
 * thumbnails with captions, and a lightbox over the photos of the chosen category. Nothing at
 * all when there are no photos.
 */
export const PortfolioGallery = ({ photos }: { photos: readonly PortfolioImage[] }) => {
  const { t } = useTranslation('catalog');
  const [filter, setFilter] = useState<Filter>('all');
  const [openIndex, setOpenIndex] = useState<number | null>(null);

  if (photos.length === 0) return null;

  const counts = PORTFOLIO_CATEGORIES.map((category) => ({ category, count: photos.filter((p) => p.category === category).length })).filter(
    ({ count }) => count > 0,
  );
  const shown = filter === 'all' ? photos : photos.filter((p) => p.category === filter);
  const nameOf = (photo: PortfolioImage) => photo.caption || t(`portfolio.categories.${photo.category}`);

  const choose = (next: Filter) => {
    setFilter(next);
    setOpenIndex(null);
  };

  return (
    <section aria-labelledby="specialist-portfolio" className={card}>
      <h2 id="specialist-portfolio" className={sectionTitle}>
        {t('portfolio.title')}
      </h2>
      {counts.length > 1 && (
        <div role="group" aria-label={t('portfolio.filterLabel')} className="mt-4 flex flex-wrap gap-2">
          <button type="button" aria-pressed={filter === 'all'} onClick={() => choose('all')} className={chipClasses(filter === 'all')}>
            {t('portfolio.all')}
            <span className="tabular-nums opacity-80">{photos.length}</span>
          </button>
          {counts.map(({ category, count }) => (
            <button key={category} type="button" aria-pressed={filter === category} onClick={() => choose(category)} className={chipClasses(filter === category)}>
              {t(`portfolio.categories.${category}`)}
              <span className="tabular-nums opacity-80">{count}</span>
            </button>
          ))}
        </div>
      )}
      <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
        {shown.map((photo, index) => (
          <li key={photo.id}>
            <figure className="flex h-full flex-col">
              <button
                type="button"
                onClick={() => setOpenIndex(index)}
                aria-label={t('portfolio.open', { name: nameOf(photo) })}
                className={cn('group block overflow-hidden rounded-xl bg-slate-100 dark:bg-slate-800', focusRing)}
              >
                <img
                  src={photo.url}
                  alt={nameOf(photo)}
                  loading="lazy"
                  className="aspect-[4/3] w-full object-cover transition-transform duration-300 group-hover:scale-105 motion-reduce:transition-none motion-reduce:group-hover:scale-100"
                />
              </button>
              {photo.caption && <figcaption className="mt-1.5 text-sm break-words text-slate-700 dark:text-slate-300">{photo.caption}</figcaption>}
            </figure>
          </li>
        ))}
      </ul>
      <PortfolioLightbox photos={shown} index={openIndex} onIndexChange={setOpenIndex} onClose={() => setOpenIndex(null)} />
    </section>
  );
};
