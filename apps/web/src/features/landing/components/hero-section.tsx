import { ShieldCheck } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { HeroSearchForm } from './hero-search-form';
import { container } from './landing-styles';
import { QuickCategoryLinks } from './quick-category-links';

// A decoration of wide screens (hidden below lg): its own chunk, after the text. It is shorter
// than the text column beside it, so the row's height, and the text's place, never change.
const HeroPreview = lazy(async () => ({ default: (await import('./hero-preview')).HeroPreview }));

export function HeroSection() {
  const { t } = useTranslation('landing');

  return (
    <section
      aria-labelledby="landing-hero-title"
      className="relative isolate overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white dark:from-slate-900 dark:via-slate-900 dark:to-slate-950"
    >
      <div
        aria-hidden="true"
        className="absolute top-0 left-1/2 -z-10 h-[32rem] w-[60rem] -translate-x-1/2 rounded-full bg-[radial-gradient(closest-side,var(--color-brand-100),transparent)] opacity-80 dark:bg-[radial-gradient(closest-side,var(--color-brand-900),transparent)] dark:opacity-50"
      />
      <div className={`${container} grid items-center gap-12 pt-12 pb-10 sm:pt-16 sm:pb-12 lg:grid-cols-[minmax(0,1.15fr)_minmax(0,0.85fr)] lg:gap-16 lg:pt-20 lg:pb-16`}>
        {/* min-w-0: the category chips scroll inside the column instead of widening it. */}
        <div className="min-w-0">
          <p className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white/70 px-3 py-1 text-xs font-medium text-brand-800 sm:text-sm dark:border-brand-500/30 dark:bg-brand-500/10 dark:text-brand-200">
            <ShieldCheck aria-hidden="true" className="size-4" />
            {t('hero.eyebrow')}
          </p>
          <h1
            id="landing-hero-title"
            className="mt-5 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl sm:leading-[1.1] dark:text-white"
          >
            {t('hero.title')}{' '}
            <span className="bg-gradient-to-r sm:block from-brand-700 to-brand-500 bg-clip-text text-transparent dark:from-brand-300 dark:to-brand-400">
              {t('hero.titleAccent')}
            </span>
          </h1>
          <p className="mt-5 max-w-xl text-lg text-pretty text-slate-600 sm:text-xl dark:text-slate-300">
            {t('hero.subtitle')}
          </p>
          <HeroSearchForm />
          <QuickCategoryLinks />
        </div>
        <div className="hidden lg:block">
          <Suspense fallback={null}>
            <HeroPreview />
          </Suspense>
        </div>
      </div>
    </section>
  );
}
