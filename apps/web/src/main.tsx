import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18nReady } from '@/lib/i18n';
import '@/styles/index.css';
import { AppProviders } from '@/app/providers';
import { AppRouter, preloadRoute } from '@/app/router';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The page's chunk and texts download while the shell's texts do; the first render waits only
// for the latter (so no untranslated key ever flashes).
preloadRoute(window.location.pathname);
void i18nReady.finally(() => {
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <AppRouter />
      </AppProviders>
    </StrictMode>,
  );
});
