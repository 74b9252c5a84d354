import { useEffect } from 'react';

let locks = 0;
let overflowBefore = '';

/**
 * Locks page scroll while `locked` (an open drawer or dialog). Locks nest: the page scrolls
 * again only when the last one is released, and gets back the overflow it had before.
 */
export const useBodyScrollLock = (locked: boolean) => {
  useEffect(() => {
    if (!locked) return;
    if (locks === 0) {
      overflowBefore = document.body.style.overflow;
      document.body.style.overflow = 'hidden';
    }
    locks += 1;
    return () => {
      locks -= 1;
      if (locks === 0) document.body.style.overflow = overflowBefore;
    };
  }, [locked]);
};
