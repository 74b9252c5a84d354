/**
 * Keeps the client state of spec section 3 (auth, user, ui) across reloads, read synchronously
 * when the store is built so the first render already has it (no rehydration gate, no extra
 * library in the first page load). The format is redux-persist's — one key, each slice
 * JSON-encoded inside a JSON object — which the app used before, so stored sessions survive.
 */
import type { AuthState } from './auth-slice';
import type { UiState } from './ui-slice';
import type { UserState } from './user-slice';

export const PERSIST_KEY = 'persist:vizyt';
const PERSIST_VERSION = 1;

export type PersistedState = { auth: AuthState; user: UserState; ui: UiState };
const SLICES = ['auth', 'user', 'ui'] as const satisfies ReadonlyArray<keyof PersistedState>;

const storage = (): Storage | null => {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
};

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The stored slices (each replaces the slice's initial state, as redux-persist's level-1 merge did). */
export const readPersistedState = (): Partial<PersistedState> => {
  try {
    const raw = storage()?.getItem(PERSIST_KEY);
    if (!raw) return {};
    const outer: unknown = JSON.parse(raw);
    if (!isObject(outer)) return {};
    const meta: unknown = typeof outer._persist === 'string' ? JSON.parse(outer._persist) : null;
    if (isObject(meta) && typeof meta.version === 'number' && meta.version !== PERSIST_VERSION) return {};
    const state: Partial<Record<keyof PersistedState, unknown>> = {};
    for (const slice of SLICES) {
      const encoded = outer[slice];
      if (typeof encoded !== 'string') continue;
      const value: unknown = JSON.parse(encoded);
      if (isObject(value)) state[slice] = value;
    }
    return state as Partial<PersistedState>;
  } catch {
    // Unreadable or foreign data: start from the initial state.
    return {};
  }
};

/** Store listener that writes the three slices whenever one of them changed. */
export const createPersistWriter = (getState: () => PersistedState) => {
  let previous: PersistedState | null = null;
  return () => {
    const state = getState();
    if (previous && SLICES.every((slice) => previous?.[slice] === state[slice])) return;
    previous = state;
    const outer: Record<string, string> = { _persist: JSON.stringify({ version: PERSIST_VERSION, rehydrated: true }) };
    for (const slice of SLICES) outer[slice] = JSON.stringify(state[slice]);
    try {
      storage()?.setItem(PERSIST_KEY, JSON.stringify(outer));
    } catch {
      // Storage full or unavailable: the in-memory state still works for this visit.
    }
  };
};
