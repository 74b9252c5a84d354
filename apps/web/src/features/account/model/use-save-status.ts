import { useCallback, useEffect, useRef, useState } from 'react';

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'failed';

/**
 * Settings that save as soon as they change report it in a live region: "Saving…", then
 * "Saved" for a few seconds. Overlapping saves count, so "Saved" waits for the last one.
 */
export const useSaveStatus = () => {
  const [status, setStatus] = useState<SaveStatus>('idle');
  const running = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const track = useCallback(async <T>(save: () => Promise<T>): Promise<T> => {
    clearTimeout(timer.current);
    running.current += 1;
    setStatus('saving');
    try {
      const result = await save();
      running.current -= 1;
      if (running.current === 0) {
        setStatus('saved');
        timer.current = setTimeout(() => setStatus('idle'), 4000);
      }
      return result;
    } catch (error) {
      running.current -= 1;
      setStatus('failed');
      throw error;
    }
  }, []);

  return { status, track };
};
