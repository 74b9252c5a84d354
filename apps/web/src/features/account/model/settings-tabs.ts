/**
 * Sections of the settings screens, in the spec's order (section 2), and how the open one is kept
 * in the URL (`?tab=language`): links to a section can be shared and survive a reload.
 */
export const CUSTOMER_SETTINGS_TABS = ['account', 'notifications', 'privacy', 'language', 'payments', 'addresses'] as const;
export const SPECIALIST_SETTINGS_TABS = ['account', 'notifications', 'privacy', 'language', 'business', 'verification'] as const;

export type SettingsTab = (typeof CUSTOMER_SETTINGS_TABS)[number] | (typeof SPECIALIST_SETTINGS_TABS)[number];

export const TAB_PARAM = 'tab';

/** The tab named in the query if this screen has it, else the first. */
export const tabFromSearch = <T extends SettingsTab>(tabs: readonly T[], search: URLSearchParams): T => {
  const wanted = search.get(TAB_PARAM);
  return tabs.find((tab) => tab === wanted) ?? (tabs[0] as T);
};
