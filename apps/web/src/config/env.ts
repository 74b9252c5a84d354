/** Build-time configuration (Vite `VITE_*` variables), read in one place. */
export const env = {
  /** Base of every API call; the dev server proxies /api to the API on port 3000. */
  apiUrl: (import.meta.env.VITE_API_URL as string | undefined)?.replace(/\/+$/, '') || '/api/v1',
  isDev: import.meta.env.DEV,
} as const;
