import { useEffect, useState } from 'react';

export type ScriptStatus = 'idle' | 'loading' | 'ready' | 'error';

const scripts = new Map<string, Promise<void>>();

/** Adds `<script src>` once per page; every caller shares the same load. */
export const loadExternalScript = (src: string): Promise<void> => {
  const known = scripts.get(src);
  if (known) return known;
  const loading = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.defer = true;
    script.onload = () => resolve();
    script.onerror = () => {
      scripts.delete(src);
      script.remove();
      reject(new Error(`Could not load ${src}`));
    };
    document.head.appendChild(script);
  });
  scripts.set(src, loading);
  return loading;
};

/**
 * Loads a third-party script only when `src` is given (e.g. Google's, only when a client id is
 * configured). `isReady` short-cuts the load when the API is already on the page.
 */
export const useExternalScript = (src: string | null, isReady: () => boolean = () => false): ScriptStatus => {
  const [settled, setSettled] = useState<{ src: string; status: 'ready' | 'error' } | null>(null);
  const alreadyThere = src !== null && isReady();
  useEffect(() => {
    if (!src || alreadyThere) return;
    let active = true;
    loadExternalScript(src).then(
      () => {
        if (active) setSettled({ src, status: 'ready' });
      },
      (error: unknown) => {
        console.warn('[auth] sign-in script failed to load', error);
        if (active) setSettled({ src, status: 'error' });
      },
    );
    return () => {
      active = false;
    };
  }, [src, alreadyThere]);
  if (!src) return 'idle';
  if (alreadyThere) return 'ready';
  return settled?.src === src ? settled.status : 'loading';
};
