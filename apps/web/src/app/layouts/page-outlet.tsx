import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { FullPageSpinner } from '@/components/ui/spinner';

/** The routed page, with a spinner while its lazily loaded chunk arrives. */
export const PageOutlet = () => {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<FullPageSpinner label={t('loading')} />}>
      <Outlet />
    </Suspense>
  );
};
