import { useCallback } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { DARK_QUERY, resolveTheme, type ResolvedTheme, type ThemePreference } from '@/lib/theme';
import { selectTheme, setTheme } from '@/stores/ui-slice';
import { useMediaQuery } from './use-media-query';

/** The theme in effect (light or dark) and a toggle that stores an explicit choice. */
export const useTheme = (): {
  preference: ThemePreference;
  theme: ResolvedTheme;
  toggleTheme: () => void;
} => {
  const dispatch = useDispatch();
  const preference = useSelector(selectTheme);
  const systemDark = useMediaQuery(DARK_QUERY);
  const theme = resolveTheme(preference, systemDark);
  const toggleTheme = useCallback(() => {
    dispatch(setTheme(theme === 'dark' ? 'light' : 'dark'));
  }, [dispatch, theme]);
  return { preference, theme, toggleTheme };
};
