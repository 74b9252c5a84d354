import { lazy, Suspense, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { SessionRestorer } from '@/features/auth/components/session-restorer';
import { useTheme } from '@/hooks/use-theme';
import i18n from '@/lib/i18n';
import { applyTheme } from '@/lib/theme';
import { useAppSelector } from '@/stores/hooks';
import { AppErrorBoundary } from './error-boundary';
import { persistor, store } from './store';

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

/**
 * Renders once redux-persist has put the stored slices back (localStorage answers within a tick),
 * so no screen ever shows a guest to a signed-in person. redux-persist's own PersistGate does the
 * same with a class component; this is the few bytes the landing's budget allows.
 */
const PersistedState = ({ children }: { children: ReactNode }) => {
  const ready = useSyncExternalStore(persistor.subscribe, () => persistor.getState().bootstrapped);
  return ready ? children : null;
};

export const AppProviders = ({ children }: { children: ReactNode }) => (
  <AppErrorBoundary>
    <Provider store={store}>
      <PersistedState>
        <PreferenceEffects />
        <SessionRestorer>{children}</SessionRestorer>
      </PersistedState>
    </Provider>
  </AppErrorBoundary>
);
