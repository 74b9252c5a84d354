import { Toaster } from 'sonner';
import { TOAST_DURATION_MS } from '@vizyt/contracts';
import type { ResolvedTheme } from '@/lib/theme';

/** Toasts top-right for 5 seconds (spec section 2); its own chunk, loaded after the first render. */
export const AppToaster = ({ theme }: { theme: ResolvedTheme }) => (
  <Toaster position="top-right" duration={TOAST_DURATION_MS} theme={theme} richColors closeButton toastOptions={{ closeButton: true }} />
);
