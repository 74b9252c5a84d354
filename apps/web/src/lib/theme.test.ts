import { describe, expect, it } from 'vitest';
import { applyTheme, initialThemePreference, resolveTheme } from './theme';

describe('initial theme (spec section 4)', () => {
  it('uses the stored value when there is one', () => {
    expect(resolveTheme(initialThemePreference('light'), true)).toBe('light');
    expect(resolveTheme(initialThemePreference('dark'), false)).toBe('dark');
  });

  it('else dark if the system prefers dark, else light', () => {
    expect(resolveTheme(initialThemePreference(null), true)).toBe('dark');
    expect(resolveTheme(initialThemePreference(null), false)).toBe('light');
    expect(resolveTheme(initialThemePreference('system'), true)).toBe('dark');
    expect(resolveTheme(initialThemePreference('purple'), false)).toBe('light');
  });
});

describe('applyTheme', () => {
  it('sets the dark class and the browser bar colour', () => {
    applyTheme('dark');
    expect(document.documentElement).toHaveClass('dark');
    expect(document.querySelector('meta[name="theme-color"]')).toHaveAttribute('content', '#1e293b');
    applyTheme('light');
    expect(document.documentElement).not.toHaveClass('dark');
    expect(document.querySelector('meta[name="theme-color"]')).toHaveAttribute('content', '#ffffff');
  });
});
