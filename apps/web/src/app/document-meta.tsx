import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { pageKeyForPath } from '@/lib/page-meta';

/**
 * Title and meta description of the current path, in the interface language. Set imperatively
 * so index.html's own <title>/<meta> are updated rather than duplicated.
 */
export const DocumentMeta = () => {
  const { pathname } = useLocation();
  // The page titles are not needed for the first paint (index.html has a title): they load
  // beside it, and the title follows when they arrive.
  const { t, i18n, ready } = useTranslation('pages', { useSuspense: false });
  const key = pageKeyForPath(pathname);
  const title = key === 'home' ? `Vizyt — ${t('home.title')}` : t('titleTemplate', { title: t(`${key}.title`) });
  const description = t(`${key}.description`);

  useEffect(() => {
    if (!ready) return;
    document.title = title;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    meta.content = description;
  }, [ready, title, description, i18n.language]);

  return null;
};
