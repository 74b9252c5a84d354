import { createContext, useContext } from 'react';

/**
 * Where a page is rendered: full-width guest page, padded dashboard panel, or the auth card.
 * Pages that can appear in several layouts (role-dependent routes) size themselves with it.
 */
export type LayoutKind = 'page' | 'panel' | 'card';
export const LayoutKindContext = createContext<LayoutKind>('page');
export const useLayoutKind = () => useContext(LayoutKindContext);
