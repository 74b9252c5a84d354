import type { KeyboardEvent } from 'react';

/** What Tab can reach inside a dialog. */
export const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
]
  .map((selector) => `${selector}:not([hidden])`)
  .join(', ');

/**
 * Keeps Tab inside `container` (a modal dialog): from the last element it wraps to the first,
 * Shift+Tab from the first (or from the container itself) to the last. Returns whether it acted.
 */
export const trapTabKey = (event: KeyboardEvent, container: HTMLElement | null): boolean => {
  if (event.key !== 'Tab' || !container) return false;
  // Elements a breakpoint hides (display: none) cannot take focus: they are neither end.
  const focusable = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) =>
    typeof element.checkVisibility === 'function' ? element.checkVisibility() : true,
  );
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return true;
  }
  if (event.shiftKey && (document.activeElement === first || document.activeElement === container)) {
    event.preventDefault();
    last.focus();
    return true;
  }
  if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
    return true;
  }
  return false;
};
