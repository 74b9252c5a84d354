/** The console's sections, in the order of the tab bar; the active one lives in the URL (?tab=). */
export const ADMIN_TABS = ['overview', 'users', 'analytics', 'verification', 'moderation', 'feedback', 'support', 'settings', 'audit'] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

export const DEFAULT_ADMIN_TAB: AdminTab = 'overview';

export const isAdminTab = (value: unknown): value is AdminTab => typeof value === 'string' && (ADMIN_TABS as readonly string[]).includes(value);

/** The tab a URL asks for; an unknown or missing one is the overview. */
export const tabFromParams = (params: URLSearchParams): AdminTab => {
  const tab = params.get('tab');
  return isAdminTab(tab) ? tab : DEFAULT_ADMIN_TAB;
};

/** The query string of `tab` (the overview has none: /admin/dashboard is the overview). */
export const paramsWithTab = (tab: AdminTab): URLSearchParams => new URLSearchParams(tab === DEFAULT_ADMIN_TAB ? {} : { tab });
