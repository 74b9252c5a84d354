/**
 * Server data the first page needs, asked for as soon as the entry script runs (main.tsx,
 * preloadRoute) instead of after the page's chunk, the API client's chunk and the first render:
 * the API client (api-client.ts, sendRequest) takes the answer for its first identical call.
 * Only guests' public GETs go this way (no token, no query string), and an answer is used once,
 * within a few seconds, in the language it was asked in; anything else, and any failure, falls
 * back to an ordinary request.
 */
import { CLIENT_PLATFORM, CLIENT_VERSION } from '@vizyt/contracts';
import { env } from '@/config/env';

const MAX_AGE_MS = 10_000;

interface EarlyRequest {
  language: string;
  at: number;
  /** The JSON body of a 2xx answer; undefined after an error. */
  body: Promise<unknown>;
}

const early = new Map<string, EarlyRequest>();

/** GET `path` (relative to the API base, as the endpoints write it) now, for the first call to take. */
export const requestEarly = (path: string, language: string): void => {
  if (early.has(path) || typeof fetch !== 'function') return;
  const body = fetch(`${env.apiUrl}${path}`, {
    headers: { Accept: 'application/json', 'Accept-Language': language, 'X-Client-Version': CLIENT_VERSION, 'X-Platform': CLIENT_PLATFORM },
  })
    .then((response) => (response.ok ? response.json() : undefined))
    .catch(() => undefined);
  early.set(path, { language, at: Date.now(), body });
};

/** The early answer to GET `path` in `language` (once), or undefined when there is none to use. */
export const takeEarlyResponse = (path: string, language: string): Promise<unknown> | undefined => {
  const request = early.get(path);
  if (!request) return undefined;
  early.delete(path);
  return request.language === language && Date.now() - request.at <= MAX_AGE_MS ? request.body : undefined;
};
