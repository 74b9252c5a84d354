/**
 * The same-site rule for `returnUrl` (where a sign-in leads back to), pure and defined once:
 * paths.auth.login() builds only such links, and the login page follows only such values.
 */
const MAX_RETURN_URL_LENGTH = 2048;
/** Any origin works: a same-site path resolves against it and keeps it. */
const PROBE_ORIGIN = 'https://same-site.invalid';
const AUTH_ROOT = '/auth';

/** Browsers read '\' as '/' and drop tabs and line breaks, so '/\t/evil.example' would become '//evil.example'. */
const hasUnsafeCharacter = (value: string): boolean => {
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    if (char === '\\' || code < 0x20 || code === 0x7f) return true;
  }
  return false;
};

/**
 * A returnUrl is followed only when it is a path inside this app: it starts with a single '/'
 * (not '//host'), has no scheme, backslash or control character, and resolves to this origin.
 * Returns the path (with its query and hash) or null.
 */
export const safeReturnUrl = (value: string | null | undefined): string | null => {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_RETURN_URL_LENGTH) return null;
  if (!value.startsWith('/') || value.startsWith('//') || hasUnsafeCharacter(value)) return null;
  try {
    if (new URL(value, PROBE_ORIGIN).origin !== PROBE_ORIGIN) return null;
  } catch {
    return null;
  }
  return value;
};

/** /auth and everything under it (sign-in, registration, reset…): never a place to come back to. */
export const isAuthPage = (path: string): boolean => {
  const pathname = path.split(/[?#]/)[0] ?? '';
  return pathname === AUTH_ROOT || pathname.startsWith(`${AUTH_ROOT}/`);
};

/**
 * The returnUrl worth carrying to the sign-in page: a safe in-app path that is not an auth page,
 * else none. So an expired session on /auth/login?returnUrl=… never nests a second returnUrl.
 */
export const returnUrlOrNone = (value: string | null | undefined): string | undefined => {
  const target = safeReturnUrl(value);
  return target && !isAuthPage(target) ? target : undefined;
};
