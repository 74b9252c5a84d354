import { useCallback, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths, type HomeAnchor } from '@/config/paths';

const SCROLL_DELAY_MS = 100;
const MAX_ATTEMPTS = 20;

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Scrolls to the section, retrying briefly while the landing page chunk is still loading. */
const scrollToSection = (anchor: HomeAnchor, attempt = 0) => {
  const element = document.getElementById(anchor);
  if (element) {
    element.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    return;
  }
  if (attempt < MAX_ATTEMPTS) window.setTimeout(() => scrollToSection(anchor, attempt + 1), SCROLL_DELAY_MS);
};

/**
 * Home anchors (#how-it-works, #for-specialists): on the home page scroll straight there;
 * from another page go home first and scroll after about 100 ms (spec section 2).
 */
export const useHomeAnchor = () => {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (anchor: HomeAnchor) => (event: MouseEvent<HTMLAnchorElement>) => {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      if (pathname === paths.home) {
        window.history.replaceState(window.history.state, '', paths.homeAnchor(anchor));
        scrollToSection(anchor);
        return;
      }
      void navigate({ pathname: paths.home, hash: anchor });
      window.setTimeout(() => scrollToSection(anchor), SCROLL_DELAY_MS);
    },
    [navigate, pathname],
  );
};
