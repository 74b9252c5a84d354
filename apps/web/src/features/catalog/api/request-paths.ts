/**
 * API paths of the catalog's pages, in a module of their own: the router asks for a service
 * page's data early (lib/early-requests.ts) without loading the API client to learn the path.
 */
export const servicePath = (id: string) => `/services/${encodeURIComponent(id)}`;
