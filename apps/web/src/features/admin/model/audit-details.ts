/**
 * An audit entry's details as readable lines. Details are free-form JSON (the reason, counts,
 * before/after values); `before` and `after` side by side become one line per changed value
 * ("features › payments: true → false"), anything else one line per leaf value.
 */
export interface DetailLine {
  key: string;
  /** The keys from the top ('features', 'payments'). */
  path: string[];
  value: string;
  /** Set for a before/after change. */
  before?: string;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string => {
  if (value === null || value === undefined) return '—';
  if (Array.isArray(value)) return value.map(text).join(', ');
  if (isObject(value)) return JSON.stringify(value);
  return String(value);
};

const leaves = (value: unknown, path: string[]): Array<{ path: string[]; value: unknown }> =>
  isObject(value) && Object.keys(value).length > 0 ? Object.entries(value).flatMap(([key, inner]) => leaves(inner, [...path, key])) : [{ path, value }];

export const describeDetails = (details: Record<string, unknown>): DetailLine[] => {
  const lines: DetailLine[] = [];
  const { before, after, ...rest } = details;
  if (isObject(before) || isObject(after)) {
    const was = new Map(leaves(before ?? {}, []).map((leaf) => [leaf.path.join('.'), leaf.value]));
    const now = new Map(leaves(after ?? {}, []).map((leaf) => [leaf.path.join('.'), leaf.value]));
    for (const key of new Set([...was.keys(), ...now.keys()])) {
      if (key === '') continue;
      const from = was.get(key);
      const to = now.get(key);
      if (text(from) === text(to)) continue;
      lines.push({ key: `change:${key}`, path: key.split('.'), before: text(from), value: text(to) });
    }
  } else {
    if (before !== undefined) rest.before = before;
    if (after !== undefined) rest.after = after;
  }
  for (const leaf of leaves(rest, [])) {
    if (leaf.path.length === 0) continue;
    lines.push({ key: leaf.path.join('.'), path: leaf.path, value: text(leaf.value) });
  }
  return lines;
};
