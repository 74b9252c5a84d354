import { ArrowRight, BadgeCheck, MapPin, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useFormatPrice } from '@/hooks/use-format-price';
import { FEATURED_SPECIALISTS } from '../model/featured-specialists';
import { useMarketingNumbers } from '../model/use-marketing-numbers';
import { container, focusRing, sectionSpacing } from './landing-styles';
import { SectionHeading } from './section-heading';
import { SpecialistAvatar } from './specialist-avatar';

/** Three sample profiles (spec section 1); prices follow the visitor's display currency. */
export function FeaturedSpecialistsSection() {
  const { t } = useTranslation('landing');
  const formatPrice = useFormatPrice();
  const numbers = useMarketingNumbers();

  return (
    <section aria-labelledby="landing-featured-title" className={`bg-white dark:bg-slate-950 ${sectionSpacing}`}>
      <div className={container}>
        <SectionHeading id="landing-featured-title" title={t('featured.title')} subtitle={t('featured.subtitle')} />

        <ul className="mt-12 grid gap-6 lg:grid-cols-3">
          {FEATURED_SPECIALISTS.map((specialist) => {
            const name = t(`featured.specialists.${specialist.id}.name`);
            const rating = numbers.oneDecimal(specialist.rating);
            return (
              <li key={specialist.id}>
                <article className="flex h-full flex-col gap-6 rounded-3xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md dark:border-slate-800 dark:bg-slate-900 sm:max-lg:flex-row sm:max-lg:items-center">
                  <div className="flex items-start gap-4 sm:max-lg:flex-1">
                    <SpecialistAvatar
                      name={name}
                      alt={t('featured.avatarAlt', { name })}
                      colors={specialist.avatarColors}
                    />
                    <div className="min-w-0 flex-1">
                      <h3 id={`landing-featured-${specialist.id}`} className="text-lg font-semibold text-slate-900 dark:text-white">{name}</h3>
                      <p className="text-slate-600 dark:text-slate-300">
                        {t(`featured.specialists.${specialist.id}.specialty`)}
                      </p>
                      <p className="mt-2 inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300">
                        <BadgeCheck aria-hidden="true" className="size-3.5" />
                        {t('featured.verified')}
                      </p>
                    </div>
                  </div>

                  <dl className="flex flex-wrap gap-x-6 gap-y-2 border-t border-slate-100 pt-5 text-sm dark:border-slate-800 sm:max-lg:w-44 sm:max-lg:flex-col sm:max-lg:border-t-0 sm:max-lg:border-l sm:max-lg:pt-0 sm:max-lg:pl-6">
                    <div>
                      <dt className="sr-only">{t('featured.ratingLabel', { rating })}</dt>
                      <dd className="flex items-center gap-1.5 text-slate-700 dark:text-slate-200">
                        <Star aria-hidden="true" className="size-4 fill-accent-400 text-accent-400" />
                        <span className="font-semibold text-slate-900 dark:text-white">{rating}</span>
                        <span className="whitespace-nowrap text-slate-500 dark:text-slate-400">
                          ({t('featured.reviews', { count: specialist.reviewCount })})
                        </span>
                      </dd>
                    </div>
                    <div>
                      <dt className="sr-only">{t('featured.locationLabel')}</dt>
                      <dd className="flex items-center gap-1.5 text-slate-700 dark:text-slate-200">
                        <MapPin aria-hidden="true" className="size-4 text-slate-400" />
                        {t(`featured.specialists.${specialist.id}.location`)}
                      </dd>
                    </div>
                  </dl>

                  <div className="flex flex-1 items-end justify-between gap-4 sm:max-lg:flex-none sm:max-lg:flex-col sm:max-lg:items-end">
                    <p className="sm:max-lg:text-right">
                      <span className="block text-xs font-medium uppercase tracking-wider text-slate-500 dark:text-slate-400">
                        {t('featured.priceLabel')}
                      </span>
                      <span className="text-xl font-bold text-slate-900 dark:text-white">
                        {t('featured.priceFrom', { price: formatPrice(specialist.startingPriceUah) })}
                      </span>
                    </p>
                    <Link
                      to={paths.search({ category: specialist.categoryId })}
                      aria-describedby={`landing-featured-${specialist.id}`}
                      className={`inline-flex items-center gap-1 rounded-lg text-sm font-semibold text-brand-700 hover:text-brand-800 dark:text-brand-300 dark:hover:text-brand-200 ${focusRing}`}
                    >
                      {t('featured.viewServices')}
                      <ArrowRight aria-hidden="true" className="size-4" />
                    </Link>
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
