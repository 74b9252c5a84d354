import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { whenIdle } from '@/lib/idle';
import { LANDING_CATEGORY_IDS } from '../model/landing-categories';
import { QuickLinkList, type QuickLink } from './quick-link-list';

// The live list needs the API client (RTK Query, axios): a chunk of its own, fetched once the
// page has loaded, so the landing's first paint never waits for it.
const LiveQuickCategoryLinks = lazy(() => import('./live-quick-category-links'));

/**
 * Category shortcuts under the hero search: the six static ones from the translations at once,
 * then the live categories from the API when they arrive (the static ones stay when the API is
 * unreachable or has none). The list stays the same element throughout.
 */
export function QuickCategoryLinks() {
  const { t } = useTranslation('landing');
  const [goLive, setGoLive] = useState(false);
  const [liveLinks, setLiveLinks] = useState<QuickLink[] | null>(null);
  useEffect(() => whenIdle(() => setGoLive(true)), []);

  const links = liveLinks ?? LANDING_CATEGORY_IDS.map((id) => ({ id, name: t(`categories.items.${id}.name`) }));
  return (
    <>
      <QuickLinkList links={links} />
      {goLive && (
        <Suspense fallback={null}>
          <LiveQuickCategoryLinks onLinks={setLiveLinks} />
        </Suspense>
      )}
    </>
  );
}
