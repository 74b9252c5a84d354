import { useEffect, useState } from 'react';

/** Distance from the top of the viewport at which a heading counts as "being read". */
const READING_LINE_PX = 140;

/** The heading being read: the last one above the reading line (or, at the very bottom, the last visible one). */
export const pickActiveAnchor = (
  headings: ReadonlyArray<{ id: string; top: number }>,
  viewportHeight: number,
  atBottom: boolean,
): string | null => {
  let current: string | null = null;
  for (const heading of headings) {
    if (heading.top <= READING_LINE_PX || (atBottom && heading.top < viewportHeight)) current = heading.id;
  }
  return current;
};

/**
 * Tracks which section the reader is in, for the table of contents. Listens in the capture
 * phase on the document, so it also works when a layout scrolls an inner element rather than
 * the window.
 */
export function useActiveSection(anchors: readonly string[]): string | null {
  const [active, setActive] = useState<string | null>(null);
  const key = anchors.join('|');

  useEffect(() => {
    const ids = key.split('|').filter(Boolean);
    let frame = 0;

    const measure = () => {
      frame = 0;
      const headings = ids.flatMap((id) => {
        const el = document.getElementById(id);
        return el ? [{ id, top: el.getBoundingClientRect().top }] : [];
      });
      const root = document.documentElement;
      const atBottom = root.scrollHeight - window.scrollY - window.innerHeight < 2;
      setActive(pickActiveAnchor(headings, window.innerHeight, atBottom));
    };
    const schedule = () => {
      if (frame === 0) frame = window.requestAnimationFrame(measure);
    };

    measure();
    document.addEventListener('scroll', schedule, { capture: true, passive: true });
    window.addEventListener('resize', schedule, { passive: true });
    return () => {
      document.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
      if (frame !== 0) window.cancelAnimationFrame(frame);
    };
  }, [key]);

  return active;
}
