import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';

export const NotFoundPage = () => {
  const { t } = useTranslation('errors');
  return (
    <section aria-labelledby="page-title" className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <p className="text-6xl font-black tracking-tight text-brand-600 dark:text-brand-400">{t('notFound.code')}</p>
      <h1 id="page-title" className="mt-4 text-2xl font-bold text-slate-900 sm:text-3xl dark:text-white">
        {t('notFound.title')}
      </h1>
      <p className="mt-3 text-slate-600 dark:text-slate-400">{t('notFound.body')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={paths.home} className={buttonClasses('primary', 'md')}>
          {t('notFound.goHome')}
        </Link>
        <Link to={paths.search()} className={buttonClasses('outline', 'md')}>
          <Search aria-hidden="true" className="size-4" />
          {t('notFound.search')}
        </Link>
      </div>
    </section>
  );
};
