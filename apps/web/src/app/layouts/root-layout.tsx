import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { FullPageSpinner } from '@/components/ui/spinner';

// Sets the title and meta description from an effect (index.html has a title meanwhile): it
// and its table of page keys load beside the first paint, not before it.
const DocumentMeta = lazy(async () => ({ default: (await import('../document-meta')).DocumentMeta }));

/**
 * Wraps every route: title/description per path and scroll position handling; a full-screen
 * spinner while a lazily loaded layout (lazy-layouts.tsx) arrives.
 */
export const RootLayout = () => {
  const { t } = useTranslation();
  return (
    <>
      <Suspense fallback={null}>
        <DocumentMeta />
      </Suspense>
      <ScrollRestoration />
      <Suspense fallback={<FullPageSpinner label={t('loading')} className="min-h-dvh" />}>
        <Outlet />
      </Suspense>
    </>
  );
};
