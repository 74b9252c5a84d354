/**
 * Runs `task` once the page has loaded and the browser is idle: for work that must not compete
 * with the first paint (extra chunks, background requests). Returns a cancel function.
 */
export const whenIdle = (task: () => void, { timeout = 2000 }: { timeout?: number } = {}): (() => void) => {
  let cancelled = false;
  let cancelScheduled: () => void = () => undefined;
  const schedule = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => !cancelled && task(), { timeout });
      cancelScheduled = () => window.cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(() => !cancelled && task(), 1);
      cancelScheduled = () => window.clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    cancelScheduled();
  };
};
