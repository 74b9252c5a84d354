import type { PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_CURRENCY, DEFAULT_LANGUAGE, DEFAULT_TIMEZONE, type Currency, type Language } from '@vizyt/contracts';
import { readStorage, STORAGE_KEYS } from '@/lib/storage';
import { defineSlice } from './slice';

/**
 * The user's account preferences as last known on this device (spec section 3, Preferences).
 * Server data (profile, bookings) lives in RTK Query, not here. Product defaults: uk, UAH, Kyiv.
 */
export interface UserPreferences {
  language: Language;
  currency: Currency;
  timezone: string;
  notifications: { email: boolean; push: boolean; telegram: boolean };
}

export type PreferencesUpdate = Partial<Omit<UserPreferences, 'notifications'>> & {
  notifications?: Partial<UserPreferences['notifications']>;
};

export interface UserState {
  preferences: UserPreferences;
}

export const defaultPreferences: UserPreferences = {
  language: DEFAULT_LANGUAGE,
  currency: DEFAULT_CURRENCY,
  timezone: DEFAULT_TIMEZONE,
  notifications: { email: true, push: true, telegram: false },
};

const storedPreferences = (): UserPreferences => {
  const raw = readStorage(STORAGE_KEYS.userPreferences);
  if (!raw) return defaultPreferences;
  try {
    const parsed = JSON.parse(raw) as Partial<UserPreferences>;
    return {
      ...defaultPreferences,
      ...parsed,
      notifications: { ...defaultPreferences.notifications, ...parsed.notifications },
    };
  } catch {
    return defaultPreferences;
  }
};

export const userSlice = defineSlice({
  name: 'user',
  initialState: (): UserState => ({ preferences: storedPreferences() }),
  reducers: {
    preferencesUpdated: (state: UserState, action: PayloadAction<PreferencesUpdate>): UserState => {
      const { notifications, ...rest } = action.payload;
      return {
        ...state,
        preferences: {
          ...state.preferences,
          ...rest,
          notifications: notifications ? { ...state.preferences.notifications, ...notifications } : state.preferences.notifications,
        },
      };
    },
    preferencesReset: (state: UserState): UserState => ({ ...state, preferences: defaultPreferences }),
  },
});

export const { preferencesUpdated, preferencesReset } = userSlice.actions;
export const selectPreferences = (state: { user: UserState }) => state.user.preferences;
