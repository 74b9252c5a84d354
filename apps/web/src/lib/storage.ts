/**
 * localStorage keys of spec section 3. redux-persist keeps the whole auth/user/ui state under
 * its own key; these plain keys mirror single values so that code outside React (the inline
 * theme script in index.html, e2e tests, a future mobile web view) can read them.
 */
export const STORAGE_KEYS = {
  accessToken: 'auth_token',
  refreshToken: 'refresh_token',
  userPreferences: 'user_preferences',
  language: 'booking-language',
  currency: 'booking-currency',
  sidebarCollapsed: 'sidebar-collapsed',
  theme: 'theme',
  /** Why this device's last session ended by itself (the sign-in page says so, after a reload too). */
  sessionEndedReason: 'session_ended_reason',
  /** Reserved by the spec for later issues (not written yet). */
  bookingCart: 'booking_cart',
  lastSearch: 'last_search',
  onboardingCompleted: 'onboarding_completed',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** localStorage can throw (private mode, quota, disabled cookies): never let that break the app. */
const storage = (): Storage | null => {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
};

export const readStorage = (key: StorageKey): string | null => {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
};

/** Writes the value, or removes the key when the value is null. */
export const writeStorage = (key: StorageKey, value: string | null): void => {
  try {
    const s = storage();
    if (!s) return;
    if (value === null) s.removeItem(key);
    else s.setItem(key, value);
  } catch {
    // Storage full or unavailable: the in-memory state still works for this visit.
  }
};
