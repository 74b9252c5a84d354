/** Theme helpers (spec section 4): light or dark, `dark` class on <html>, browser bar colour. */
export type ThemePreference = 'light' | 'dark' | 'system';
export type ResolvedTheme = 'light' | 'dark';

export const THEME_COLORS: Record<ResolvedTheme, string> = { dark: '#1e293b', light: '#ffffff' };

export const isThemePreference = (value: unknown): value is ThemePreference =>
  value === 'light' || value === 'dark' || value === 'system';

/** The stored choice wins; without one the system decides ('system'). */
export const initialThemePreference = (stored: string | null): ThemePreference =>
  isThemePreference(stored) ? stored : 'system';

/** Initial value per spec: the stored one, else dark if the system prefers dark, else light. */
export const resolveTheme = (preference: ThemePreference, systemPrefersDark: boolean): ResolvedTheme =>
  preference === 'system' ? (systemPrefersDark ? 'dark' : 'light') : preference;

export const DARK_QUERY = '(prefers-color-scheme: dark)';

export const systemPrefersDark = (): boolean =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;

/** Puts the theme on the document: `dark` class, color-scheme and <meta name="theme-color">. */
export const applyTheme = (theme: ResolvedTheme, doc: Document = document): void => {
  const root = doc.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
  let meta = doc.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (!meta) {
    meta = doc.createElement('meta');
    meta.name = 'theme-color';
    doc.head.appendChild(meta);
  }
  meta.content = THEME_COLORS[theme];
};
