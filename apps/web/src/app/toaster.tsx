import { Toaster } from 'sonner';
import { TOAST_DURATION_MS } from '@vizyt/contracts';
import type { ResolvedTheme } from '@/lib/theme';

/**
 * Below the 64 px header (h-16), so a toast never covers the bell, the account menu or the
 * phone's menu button while it is shown: 16 px under it on desktop, 8 px on phones.
 */
const BELOW_HEADER = { top: 80 } as const;
const BELOW_HEADER_PHONE = { top: 72 } as const;

/** Toasts top-right for 5 seconds (spec section 2); its own chunk, loaded after the first render. */
export const AppToaster = ({ theme }: { theme: ResolvedTheme }) => (
  <Toaster
    position="top-right"
    offset={BELOW_HEADER}
    mobileOffset={BELOW_HEADER_PHONE}
    duration={TOAST_DURATION_MS}
    theme={theme}
    richColors
    closeButton
    toastOptions={{ closeButton: true }}
  />
);
