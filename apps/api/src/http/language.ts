import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@vizyt/contracts';
import type { Request } from 'express';

/** The caller's language from Accept-Language (quality order), limited to uk/en/ru. */
export function requestLanguage(req: Request): Language {
  const accepted = req.acceptsLanguages(...LANGUAGES);
  return accepted === false ? DEFAULT_LANGUAGE : (accepted as Language);
}

/** The language the caller asked for with Accept-Language, or undefined when they sent none. */
export function askedLanguage(req: Request): Language | undefined {
  return req.headers['accept-language'] ? requestLanguage(req) : undefined;
}
