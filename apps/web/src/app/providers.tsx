import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { SessionRestorer } from '@/features/auth/components/session-restorer';
import { useTheme } from '@/hooks/use-theme';
import i18n from '@/lib/i18n';
import { applyTheme } from '@/lib/theme';
import { AppErrorBoundary } from './error-boundary';
import { useAppSelector } from './hooks';
import { store } from './store';

// sonner is not needed for the first paint: the toaster arrives in its own chunk right after it.
const AppToaster = lazy(async () => ({ default: (await import('./toaster')).AppToaster }));

/** Keeps <html> (dark class, theme-color, lang) and i18next in step with the ui slice. */
const PreferenceEffects = () => {
  const { theme } = useTheme();
  const language = useAppSelector((state) => state.ui.language);
  useEffect(() => applyTheme(theme), [theme]);
  useEffect(() => {
    if (i18n.language !== language) void i18n.changeLanguage(language);
  }, [language]);
  return (
    <Suspense fallback={null}>
      <AppToaster theme={theme} />
    </Suspense>
  );
};

export const AppProviders = ({ children }: { children: ReactNode }) => (
  <AppErrorBoundary>
    <Provider store={store}>
      <PreferenceEffects />
      <SessionRestorer>{children}</SessionRestorer>
    </Provider>
  </AppErrorBoundary>
);
