export const FAVORITES_TABS = ['specialists', 'services'] as const;
export type FavoritesTab = (typeof FAVORITES_TABS)[number];

/** `?tab=` of /favorites; anything unknown shows the first tab. */
export const parseFavoritesTab = (value: string | null): FavoritesTab =>
  FAVORITES_TABS.includes(value as FavoritesTab) ? (value as FavoritesTab) : 'specialists';
