import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';

type FooterLink = { key: string; to: string };

/** Footer of the guest layout with the footer links of spec section 2. */
export const SiteFooter = () => {
  const { t } = useTranslation();
  const columns: Array<{ key: string; links: FooterLink[] }> = [
    {
      key: 'company',
      links: [
        { key: 'about', to: paths.info.about },
        { key: 'careers', to: paths.info.careers },
        { key: 'contact', to: paths.info.contact },
        { key: 'blog', to: paths.info.blog },
      ],
    },
    {
      key: 'support',
      links: [
        { key: 'safety', to: paths.info.safety },
        { key: 'guidelines', to: paths.info.guidelines },
        { key: 'disputes', to: paths.info.disputes },
        { key: 'accessibility', to: paths.info.accessibility },
      ],
    },
    {
      key: 'specialists',
      links: [
        { key: 'joinAsSpecialist', to: paths.auth.register('specialist') },
        { key: 'specialistResources', to: paths.info.specialistResources },
        { key: 'successStories', to: paths.info.successStories },
        { key: 'community', to: paths.info.community },
      ],
    },
    {
      key: 'legal',
      links: [
        { key: 'privacy', to: paths.privacy },
        { key: 'terms', to: paths.terms },
        { key: 'cookies', to: paths.info.cookies },
      ],
    },
  ];

  return (
    <footer className="border-t border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <div className="grid gap-10 lg:grid-cols-[1.2fr_2fr]">
          <div className="max-w-sm">
            <Logo />
            <p className="mt-4 text-sm leading-relaxed text-slate-600 dark:text-slate-400">{t('footer.about')}</p>
          </div>
          {/* Two columns from 1024 to 1279 px, where the links share the row with the about text: ru "Политика конфиденциальности" would not fit a quarter. */}
          <div className="grid grid-cols-2 gap-8 sm:grid-cols-4 lg:grid-cols-2 xl:grid-cols-4">
            {columns.map((column) => (
              <nav key={column.key} aria-labelledby={`footer-${column.key}`}>
                <h2 id={`footer-${column.key}`} className="text-sm font-semibold text-slate-900 dark:text-white">
                  {t(`footer.columns.${column.key}`)}
                </h2>
                <ul className="mt-3 space-y-2">
                  {column.links.map((link) => (
                    <li key={link.key}>
                      <Link
                        to={link.to}
                        className="rounded text-sm text-slate-600 hover:text-brand-700 hover:underline dark:text-slate-400 dark:hover:text-brand-300"
                      >
                        {t(`footer.links.${link.key}`)}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
          </div>
        </div>
        <div className="mt-10 flex flex-col gap-2 border-t border-slate-200 pt-6 text-sm text-slate-500 sm:flex-row sm:items-center sm:justify-between dark:border-slate-800 dark:text-slate-400">
          <p>{t('footer.rights', { year: new Date().getFullYear() })}</p>
          <p className="inline-flex items-center gap-2">
            <span aria-hidden="true" className="inline-flex h-3 w-4 flex-col overflow-hidden rounded-[2px]">
              <span className="h-1/2 bg-[#0057b7]" />
              <span className="h-1/2 bg-[#ffd700]" />
            </span>
            {t('footer.madeIn')}
          </p>
        </div>
      </div>
    </footer>
  );
};
