/**
 * The pieces every feature's error texts are made of (STYLE.md rule 5): is this a failed call,
 * what errors:codes.<CODE> says about it, and which form fields the server's `details` name.
 * Each feature keeps its own fallbacks and the codes it finds too vague to show.
 */
import type { TFunction } from 'i18next';
import { isApiClientError } from '@/lib/api-error-status';
import i18n from '@/lib/i18n';

export { isApiClientError };

/** errors:codes.<CODE> when the call failed with a code that is not in `vague` and has a text; else null. */
export const errorCodeText = (t: TFunction, error: unknown, vague: ReadonlySet<string>): string | null => {
  if (!isApiClientError(error) || vague.has(error.code)) return null;
  const key = `errors:codes.${error.code}`;
  return i18n.exists(key) ? t(key) : null;
};

export interface FieldIssue {
  field: string;
  message: string;
}

/**
 * `details: [{ path: 'body.timeSlots.2', message }]` → [{ field: 'timeSlots', message }]: the
 * request part goes; `wholePath` keeps the rest ('address.city'), else only its first segment.
 */
export const detailIssues = (error: unknown, { wholePath = false }: { wholePath?: boolean } = {}): FieldIssue[] => {
  if (!isApiClientError(error) || !Array.isArray(error.details)) return [];
  return error.details.flatMap((detail: unknown) => {
    const { path, message } = (detail ?? {}) as { path?: unknown; message?: unknown };
    if (typeof path !== 'string' || typeof message !== 'string') return [];
    const rest = path.replace(/^(body|query|params)\./, '');
    const field = wholePath ? rest : (rest.split('.')[0] ?? '');
    return field ? [{ field, message }] : [];
  });
};

/** The issues that name one of a form's `fields`, typed as those fields. */
export const issuesOn = <Field extends string>(issues: FieldIssue[], fields: readonly Field[]): Array<{ field: Field; message: string }> =>
  issues.filter((issue): issue is { field: Field; message: string } => (fields as readonly string[]).includes(issue.field));

/** Puts each server issue under its field (react-hook-form's `setError`); the first field, to focus, or null when there is none. */
export const showServerIssues = <Field extends string>(setError: (field: Field, error: { type: string; message: string }) => void, issues: Array<{ field: Field; message: string }>): Field | null => {
  for (const issue of issues) setError(issue.field, { type: 'server', message: issue.message });
  return issues[0]?.field ?? null;
};
