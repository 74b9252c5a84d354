import { STORAGE_KEYS, writeStorage } from '@/lib/storage';
import type { AuthState } from './auth-slice';
import type { UiState } from './ui-slice';
import type { UserState } from './user-slice';

type SyncedState = { auth: AuthState; ui: UiState; user: UserState };

/**
 * Mirrors single values under the spec's plain localStorage keys whenever they change
 * (redux-persist keeps the full state under its own key). Returns the store listener.
 */
export const createStorageSync = (getState: () => SyncedState) => {
  let previous: SyncedState | null = null;
  const sync = () => {
    const state = getState();
    const before = previous;
    previous = state;
    if (before?.auth.tokens !== state.auth.tokens) {
      writeStorage(STORAGE_KEYS.accessToken, state.auth.tokens?.accessToken ?? null);
      writeStorage(STORAGE_KEYS.refreshToken, state.auth.tokens?.refreshToken ?? null);
    }
    if ((before?.auth.endedReason ?? null) !== (state.auth.endedReason ?? null) || !before) {
      writeStorage(STORAGE_KEYS.sessionEndedReason, state.auth.endedReason ?? null);
    }
    if (before?.user.preferences !== state.user.preferences) {
      writeStorage(STORAGE_KEYS.userPreferences, JSON.stringify(state.user.preferences));
    }
    if (before?.ui.language !== state.ui.language) writeStorage(STORAGE_KEYS.language, state.ui.language);
    if (before?.ui.currency !== state.ui.currency) writeStorage(STORAGE_KEYS.currency, state.ui.currency);
    if (before?.ui.theme !== state.ui.theme) writeStorage(STORAGE_KEYS.theme, state.ui.theme);
    if (before?.ui.sidebarCollapsed !== state.ui.sidebarCollapsed) {
      writeStorage(STORAGE_KEYS.sidebarCollapsed, String(state.ui.sidebarCollapsed));
    }
  };
  return sync;
};
