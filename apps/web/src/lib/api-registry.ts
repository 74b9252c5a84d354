/**
 * How the store meets the RTK Query API without importing it. The API (RTK Query, axios and
 * every feature's endpoints) is not part of the first page load: it arrives with the first
 * page or component that calls the server. When lib/api.ts is evaluated it announces itself
 * here, and each store built by app/store.ts adds the API's reducer and middleware at that
 * moment — before any component of that chunk renders, because a module is evaluated before
 * anything it exports is used.
 */
import type { Dispatch } from '@reduxjs/toolkit';
import type { api } from './api';

export interface LoadedApi {
  api: typeof api;
  /** RTK Query's focus/online listeners for a store (refetchOnFocus, refetchOnReconnect). */
  setupListeners: (dispatch: Dispatch) => unknown;
}

let loaded: LoadedApi | null = null;
const waiting = new Set<(loaded: LoadedApi) => void>();

/** Called once by lib/api.ts. */
export const announceApi = (value: LoadedApi): void => {
  loaded = value;
  for (const listener of waiting) listener(value);
  waiting.clear();
};

/** Runs `listener` now if the API is loaded, else when it is; returns a cancel function. */
export const whenApiLoaded = (listener: (loaded: LoadedApi) => void): (() => void) => {
  if (loaded) {
    listener(loaded);
    return () => undefined;
  }
  waiting.add(listener);
  return () => waiting.delete(listener);
};

/** Loads the API chunk (for code outside a lazily loaded page that needs it, e.g. session restore). */
export const loadApi = async (): Promise<LoadedApi> => {
  if (loaded) return loaded;
  await import('./api');
  if (!loaded) throw new Error('lib/api.ts did not announce itself');
  return loaded;
};
