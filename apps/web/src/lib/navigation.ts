/**
 * Lets code outside React (the API client's session handling) navigate through the router.
 * The router registers itself at start; before that, a full page load does the job.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigate: Navigate = (to, options) => {
  if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
};

export const setNavigator = (fn: Navigate): void => {
  navigate = fn;
};

export const navigateTo: Navigate = (to, options) => navigate(to, options);

/** Path plus query string of the current page, as used for `returnUrl`. */
export const currentPathWithQuery = (): string => `${window.location.pathname}${window.location.search}`;
