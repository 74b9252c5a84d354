import { useEffect, useState } from 'react';

/**
 * The current time in ms, renewed every `everyMs` (a minute by default): for what changes as
 * the clock moves on by itself, such as a booking passing its rescheduling deadline while the
 * page stays open.
 */
export const useNow = (everyMs = 60_000): number => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
};
