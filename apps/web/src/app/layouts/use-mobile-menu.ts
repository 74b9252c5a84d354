import { useCallback, useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Open state of a layout's small-screen menu (spec section 2): it closes on every navigation
 * (path, query or hash) and as soon as `available` turns false — the width where the menu
 * exists, from matchMedia (useBreakpoint) — and does not come back when the window narrows
 * again. State is adjusted while rendering, as React recommends, not in an effect.
 */
export const useMobileMenu = (available: boolean) => {
  const { pathname, search, hash } = useLocation();
  const place = `${pathname}${search}${hash}`;
  const [open, setOpen] = useState(false);
  const [seenPlace, setSeenPlace] = useState(place);
  if (seenPlace !== place) {
    setSeenPlace(place);
    if (open) setOpen(false);
  }
  if (open && !available) setOpen(false);

  const openMenu = useCallback(() => setOpen(true), []);
  const closeMenu = useCallback(() => setOpen(false), []);
  const toggleMenu = useCallback(() => setOpen((was) => !was), []);
  return { open: open && available, openMenu, closeMenu, toggleMenu };
};
