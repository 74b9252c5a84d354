import { AlertTriangle, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** The global error screen (spec section 2): 'Something went wrong' and a Refresh Page button. */
export const ErrorScreen = () => {
  // Never suspends (there may be no boundary above a crash): the texts load on demand and the
  // screen re-renders when they arrive.
  const { t } = useTranslation('errors', { useSuspense: false });
  return (
    <main role="alert" className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-red-100 text-red-700 dark:bg-red-950 dark:text-red-300">
        <AlertTriangle aria-hidden="true" className="size-7" />
      </span>
      <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{t('boundary.title')}</h1>
      <p className="max-w-md text-slate-600 dark:text-slate-400">{t('boundary.body')}</p>
      <Button size="lg" onClick={() => window.location.reload()}>
        <RotateCw aria-hidden="true" className="size-4" />
        {t('boundary.refresh')}
      </Button>
    </main>
  );
};
