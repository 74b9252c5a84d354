import { PageOutlet } from './page-outlet';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

/** Guest layout: header, page, footer. */
export const MainLayout = () => (
  <div className="flex min-h-dvh flex-col">
    <SkipLink />
    <SiteHeader />
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
      <PageOutlet />
    </main>
    <SiteFooter />
  </div>
);
