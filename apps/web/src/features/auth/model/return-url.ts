/**
 * Where a successful sign-in leads: the `returnUrl` of the login link when it is a path of this
 * site, else the user's own dashboard. Pure, so the same-site rule is unit tested case by case.
 */
import type { UserRole } from '@vizyt/contracts';
import { dashboardPath, paths } from '@/config/paths';

const MAX_RETURN_URL_LENGTH = 2048;
/** Any origin works: a same-site path resolves against it and keeps it. */
const PROBE_ORIGIN = 'https://same-site.invalid';

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

const isAuthPage = (path: string): boolean => {
  const pathname = path.split(/[?#]/)[0] ?? '';
  return pathname === paths.auth.root || pathname.startsWith(`${paths.auth.root}/`);
};

/** After sign-in: the safe returnUrl (never back to an /auth page), else the role's dashboard. */
export const postSignInPath = (returnUrl: string | null | undefined, role: UserRole): string => {
  const target = safeReturnUrl(returnUrl);
  return target && !isAuthPage(target) ? target : dashboardPath(role);
};
