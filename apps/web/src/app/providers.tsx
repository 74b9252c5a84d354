import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Provider } from 'react-redux';
import { PersistGate } from 'redux-persist/integration/react';
import { Toaster } from 'sonner';
import { TOAST_DURATION_MS } from '@vizyt/contracts';
import { FullPageSpinner } from '@/components/ui/spinner';
import { SessionRestorer } from '@/features/auth/components/session-restorer';
import { useTheme } from '@/hooks/use-theme';
import i18n from '@/lib/i18n';
import { applyTheme } from '@/lib/theme';
import { AppErrorBoundary } from './error-boundary';
import { useAppSelector } from './hooks';
import { persistor, store } from './store';

/** Keeps <html> (dark class, theme-color, lang) and i18next in step with the ui slice. */
const PreferenceEffects = () => {
  const { theme } = useTheme();
  const language = useAppSelector((state) => state.ui.language);
  useEffect(() => applyTheme(theme), [theme]);
  useEffect(() => {
    if (i18n.language !== language) void i18n.changeLanguage(language);
  }, [language]);
  return (
    <Toaster
      position="top-right"
      duration={TOAST_DURATION_MS}
      theme={theme}
      richColors
      closeButton
      toastOptions={{ closeButton: true }}
    />
  );
};

const Loading = () => {
  const { t } = useTranslation();
  return <FullPageSpinner label={t('loading')} className="min-h-dvh" />;
};

export const AppProviders = ({ children }: { children: ReactNode }) => (
  <AppErrorBoundary>
    <Provider store={store}>
      <PersistGate loading={<Loading />} persistor={persistor}>
        <PreferenceEffects />
        <SessionRestorer>{children}</SessionRestorer>
      </PersistGate>
    </Provider>
  </AppErrorBoundary>
);
