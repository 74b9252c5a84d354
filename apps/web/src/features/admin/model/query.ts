/**
 * The query string of a list call: only the values that are set (an empty search or an "all"
 * filter is left out, so the server applies its default), with the search trimmed.
 */
export const pageParams = (args: object): Record<string, string | number> => {
  const params: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(args)) {
    if (value === undefined || value === null) continue;
    if (typeof value === 'number') {
      if (Number.isFinite(value)) params[key] = value;
      continue;
    }
    const text = String(value).trim();
    if (text !== '') params[key] = text;
  }
  return params;
};
