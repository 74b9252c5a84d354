import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { apiClient } from '@/lib/api-client';

export type Reply = { status: number; body?: unknown } | 'network';
export type Handler = (config: InternalAxiosRequestConfig) => Reply | Promise<Reply>;

/**
 * Answers the API client's calls with `handler` instead of the network (`override` answers
 * first where it returns a reply); returns the call log.
 */
export const serveApi = (handler: Handler, override?: Override): InternalAxiosRequestConfig[] => {
  const requests: InternalAxiosRequestConfig[] = [];
  apiClient.defaults.adapter = async (config) => {
    requests.push(config);
    const reply = (await override?.(config)) ?? (await handler(config));
    if (reply === 'network') throw new AxiosError('Network Error', 'ERR_NETWORK', config);
    const response: AxiosResponse = { data: reply.body, status: reply.status, statusText: '', headers: {}, config };
    if (reply.status >= 400) throw new AxiosError('Request failed', 'ERR_BAD_RESPONSE', config, null, response);
    return response;
  };
  return requests;
};

/** Answers one call differently, or returns undefined to leave it to the defaults of a `serve…Api`. */
export type Override = (config: InternalAxiosRequestConfig) => Reply | undefined | Promise<Reply | undefined>;

/** "PUT /users/profile" for a request the mock API received. */
export const callOf = (config: InternalAxiosRequestConfig) => `${(config.method ?? 'get').toUpperCase()} ${config.url}`;

/** The JSON body a request carried. */
export const bodyOf = (config: InternalAxiosRequestConfig | undefined): unknown =>
  typeof config?.data === 'string' ? JSON.parse(config.data) : config?.data;

/** The query parameters a request carried. */
export const paramsOf = (config: InternalAxiosRequestConfig | undefined) => (config?.params ?? {}) as Record<string, unknown>;

export const okReply = (data: unknown): Reply => ({ status: 200, body: { success: true, data, error: null } });
/** `reason`: the finer reason within `code` (a CARD_DECLINED decline reason). */
export const errorReply = (status: number, code: string, message = '', reason?: string): Reply => ({
  status,
  body: { success: false, data: null, error: { code, message, ...(reason && { reason }), timestamp: new Date().toISOString() } },
});
