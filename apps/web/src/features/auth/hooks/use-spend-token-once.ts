import { useEffect, useRef } from 'react';

/**
 * Calls `spend(token)` once per token and attempt. E-mail links carry single-use tokens, and
 * StrictMode runs effects twice in development: the second run must not spend the token again
 * (it would answer TOKEN_INVALID over a success). Bump `attempt` to try again after a failure
 * that did not consume the token (a network error). `spend` should be stable (useCallback).
 */
export function useSpendTokenOnce(token: string, attempt: number, spend: (token: string) => void): void {
  const startedFor = useRef<string | null>(null);
  useEffect(() => {
    const run = `${token}#${attempt}`;
    if (!token || startedFor.current === run) return;
    startedFor.current = run;
    spend(token);
  }, [token, attempt, spend]);
}
