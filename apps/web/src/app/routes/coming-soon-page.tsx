import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useViewer } from '@/stores/viewer';
import { buttonClasses } from '@/components/ui/button';
import { ComingSoon } from '@/components/ui/coming-soon';
import { dashboardPath } from '@/config/paths';
import type { PageKey } from '@/lib/page-meta';
import { useLayoutKind } from '../layouts/layout-kind';

/** Placeholder for routes whose feature ships in a later issue; `children` is what the page already has. */
export const ComingSoonPage = ({ pageKey, children }: { pageKey: PageKey; children?: ReactNode }) => {
  const { t } = useTranslation(['pages', 'common']);
  const user = useViewer();
  const { pathname } = useLocation();
  const kind = useLayoutKind();
  const home = user ? dashboardPath(user.role) : null;
  return (
    <ComingSoon
      className={kind === 'page' ? 'px-4 py-10 sm:px-6 lg:py-14' : undefined}
      title={t(`${pageKey}.title`)}
      description={t(`${pageKey}.description`)}
      badge={t('common:comingSoon.badge')}
      body={t('common:comingSoon.body')}
      action={
        home && home !== pathname ? (
          <Link to={home} className={buttonClasses('outline', 'sm', 'mt-2')}>
            {t('common:comingSoon.backToDashboard')}
          </Link>
        ) : null
      }
    >
      {children}
    </ComingSoon>
  );
};
