import type { PayloadAction } from '@reduxjs/toolkit';
import {
  CURRENCIES,
  DEFAULT_CURRENCY,
  DEFAULT_LANGUAGE,
  LANGUAGES,
  type Currency,
  type Language,
} from '@vizyt/contracts';
import { setCredentials } from './auth-slice';
import { defineSlice } from './slice';
import { readStorage, STORAGE_KEYS } from '@/lib/storage';
import { initialThemePreference, type ThemePreference } from '@/lib/theme';

/**
 * Interface preferences of spec section 3 that the shell uses today. The spec's defaults
 * (en, USD) are replaced by the product defaults: uk and UAH. Density, font size, high
 * contrast and layout arrive with the settings screen.
 */
export interface UiState {
  theme: ThemePreference;
  language: Language;
  currency: Currency;
  sidebarCollapsed: boolean;
}

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

export const isCurrency = (value: unknown): value is Currency =>
  typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);

export const initialUiState = (): UiState => {
  const language = readStorage(STORAGE_KEYS.language);
  const currency = readStorage(STORAGE_KEYS.currency);
  return {
    theme: initialThemePreference(readStorage(STORAGE_KEYS.theme)),
    language: isLanguage(language) ? language : DEFAULT_LANGUAGE,
    currency: isCurrency(currency) ? currency : DEFAULT_CURRENCY,
    sidebarCollapsed: readStorage(STORAGE_KEYS.sidebarCollapsed) === 'true',
  };
};

export const uiSlice = defineSlice({
  name: 'ui',
  initialState: initialUiState,
  reducers: {
    setTheme: (state: UiState, action: PayloadAction<ThemePreference>): UiState => ({ ...state, theme: action.payload }),
    setLanguage: (state: UiState, action: PayloadAction<Language>): UiState => ({ ...state, language: action.payload }),
    setCurrency: (state: UiState, action: PayloadAction<Currency>): UiState => ({ ...state, currency: action.payload }),
    setSidebarCollapsed: (state: UiState, action: PayloadAction<boolean>): UiState => ({ ...state, sidebarCollapsed: action.payload }),
    toggleSidebar: (state: UiState): UiState => ({ ...state, sidebarCollapsed: !state.sidebarCollapsed }),
  },
  // Signing in (any way) brings the account's saved language and currency to this device;
  // restoring a session does not, so a choice made on this device stands.
  extraReducer: (state, action) => {
    if (!setCredentials.match(action)) return state;
    const { language, currency } = action.payload.user;
    const next = { ...state };
    if (isLanguage(language)) next.language = language;
    if (isCurrency(currency)) next.currency = currency;
    return next;
  },
});

export const { setTheme, setLanguage, setCurrency, setSidebarCollapsed, toggleSidebar } = uiSlice.actions;

export type UiRootState = { ui: UiState };
export const selectTheme = (state: UiRootState) => state.ui.theme;
export const selectLanguage = (state: UiRootState) => state.ui.language;
export const selectCurrency = (state: UiRootState) => state.ui.currency;
export const selectSidebarCollapsed = (state: UiRootState) => state.ui.sidebarCollapsed;
