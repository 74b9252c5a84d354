import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@vizyt/contracts';
import type { Request } from 'express';

// RFC 9110 §12.5.4: a language range (or "*") and an optional weight q (0–1, at most 3 decimals).
const RANGE = /^(?:\*|[a-z]{1,8}(?:-[a-z0-9]{1,8})*)$/i;
const WEIGHT = /^q=(0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/i;

/**
 * The concrete language (uk/en/ru) an Accept-Language header asks for, or undefined when it names
 * none of ours. `*` means "any language": it never picks one by itself, so the caller's own
 * account language (or the default) applies; a concrete language overrides that only when it is
 * weighted at least as high as `*`. `q=0` refuses a language. Malformed entries are skipped, and a
 * header made only of them counts as absent.
 */
export function preferredLanguage(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  let best: { language: Language; q: number } | undefined;
  let anyQ = -1;
  for (const entry of header.split(',')) {
    const [rawRange = '', ...params] = entry.split(';').map((part) => part.trim());
    if (!RANGE.test(rawRange)) continue;
    // Nothing but one weight may follow the range.
    const weight = params.length === 0 ? '1' : params.length === 1 ? WEIGHT.exec(params[0]!)?.[1] : undefined;
    if (weight === undefined) continue;
    const q = Number(weight);
    if (rawRange === '*') {
      anyQ = Math.max(anyQ, q);
      continue;
    }
    const primary = rawRange.split('-')[0]!.toLowerCase();
    const language = (LANGUAGES as readonly string[]).includes(primary) ? (primary as Language) : undefined;
    if (language && q > 0 && (!best || q > best.q)) best = { language, q };
  }
  return best && best.q >= anyQ ? best.language : undefined;
}

/**
 * The caller's language: what Accept-Language names, else the signed-in account's own language,
 * else uk. So `Accept-Language: *` (many HTTP clients send it) keeps an English account English.
 */
export function requestLanguage(req: Request): Language {
  return preferredLanguage(req.headers['accept-language']) ?? req.actor?.language ?? DEFAULT_LANGUAGE;
}

/** The language the caller asked for with Accept-Language, or undefined when they named none of ours. */
export function askedLanguage(req: Request): Language | undefined {
  return preferredLanguage(req.headers['accept-language']);
}
