import { lazy, Suspense } from 'react';
import { PageOutlet } from './page-outlet';
import { SiteHeader } from './site-header';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

// Always below the fold (see the main area's height): not part of the first screen's download.
const SiteFooter = lazy(async () => ({ default: (await import('./site-footer')).SiteFooter }));

/**
 * Guest layout: header, page, footer. The page area is at least one screen tall below the
 * 4rem header, so the footer starts below the fold and does not move when the page's chunk
 * (or its data) arrives: no layout shift however long the page turns out to be.
 */
export const MainLayout = () => (
  <div className="flex min-h-dvh flex-col">
    <SkipLink />
    <SiteHeader />
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className="min-h-[calc(100dvh-4rem)] flex-1 outline-none">
      <PageOutlet />
    </main>
    <Suspense fallback={null}>
      <SiteFooter />
    </Suspense>
  </div>
);
