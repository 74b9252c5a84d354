const prefersReducedMotion = (): boolean =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

interface ScrollToAnchorOptions {
  /** Write `#id` into the address bar (without a new history entry). */
  updateUrl?: boolean;
  /**
   * Move keyboard focus to the target, so that screen-reader and keyboard users continue from
   * the section they picked rather than from the link. Off for a deep link on page load, where
   * browsers only scroll.
   */
  focus?: boolean;
  /** Jump without animation, as browsers do for a fragment in a freshly loaded page. */
  instant?: boolean;
}

/** Scrolls to an in-page anchor. Returns false when no such element exists. */
export const scrollToAnchor = (id: string, { updateUrl = true, focus = true, instant = false }: ScrollToAnchorOptions = {}): boolean => {
  const target = document.getElementById(id);
  if (!target) return false;

  if (focus) {
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  }
  // jsdom has no scrollIntoView.
  target.scrollIntoView?.({ behavior: instant || prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });

  if (updateUrl && window.location.hash !== `#${id}`) {
    // Replace, not push: a reader jumping around the contents should not fill the back button.
    // Keeping history.state leaves the router's own bookkeeping untouched.
    window.history.replaceState(window.history.state, '', `#${id}`);
  }
  return true;
};
