import type { CSSProperties } from 'react';
import { Toaster } from 'sonner';
import { TOAST_DURATION_MS } from '@vizyt/contracts';
import type { ResolvedTheme } from '@/lib/theme';

/**
 * Below the 64 px header (h-16), so a toast never covers the bell, the account menu or the
 * phone's menu button while it is shown: 16 px under it on desktop, 8 px on phones.
 */
const BELOW_HEADER = { top: 80 } as const;
const BELOW_HEADER_PHONE = { top: 72 } as const;

/**
 * Sonner's rich colours put its light text colours on their pale backgrounds at about 4.3:1
 * (error) and 3:1 (warning), under WCAG's 4.5:1 (axe, issue #26): darker texts of the same hues.
 * Inline custom properties win over the library's `[data-theme='light']` ones.
 */
const READABLE_LIGHT_COLOURS = {
  '--error-text': 'hsl(360, 100%, 35%)',
  '--warning-text': 'hsl(31, 92%, 28%)',
  '--info-text': 'hsl(210, 92%, 35%)',
  '--success-text': 'hsl(140, 100%, 22%)',
} as CSSProperties;

/** Toasts top-right for 5 seconds (spec section 2); its own chunk, loaded after the first render. */
export const AppToaster = ({ theme }: { theme: ResolvedTheme }) => (
  <Toaster
    position="top-right"
    offset={BELOW_HEADER}
    mobileOffset={BELOW_HEADER_PHONE}
    duration={TOAST_DURATION_MS}
    theme={theme}
    style={theme === 'light' ? READABLE_LIGHT_COLOURS : undefined}
    richColors
    closeButton
    toastOptions={{ closeButton: true }}
  />
);
