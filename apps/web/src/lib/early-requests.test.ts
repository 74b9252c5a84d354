import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { okReply, serveApi } from '@/test/mock-api';
import { createTestStore, signedInAs, testUsers } from '@/test/test-utils';
import { api } from './api';
import { requestEarly, takeEarlyResponse } from './early-requests';

const probeApi = api.injectEndpoints({
  endpoints: (build) => ({ earlyProbe: build.query<unknown, string>({ query: (url) => ({ url }), extraOptions: { silent: true } }) }),
});

const envelope = (data: unknown) => new Response(JSON.stringify({ success: true, data, error: null }), { status: 200, headers: { 'Content-Type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(async () => envelope({ service: { id: 's1', name: 'Early' } }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('early requests', () => {
  it('asks once, with the client headers and the language, and hands the answer out once', async () => {
    requestEarly('/services/s1', 'en');
    requestEarly('/services/s1', 'en');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/v1/services/s1');
    expect(init.headers).toMatchObject({ 'Accept-Language': 'en', 'X-Client-Version': '1.0.0', 'X-Platform': 'web' });
    await expect(takeEarlyResponse('/services/s1', 'en')).resolves.toMatchObject({ data: { service: { name: 'Early' } } });
    expect(takeEarlyResponse('/services/s1', 'en')).toBeUndefined();
  });

  it('gives nothing for another language, after ten seconds, or for a failed answer', async () => {
    requestEarly('/services/lang', 'uk');
    expect(takeEarlyResponse('/services/lang', 'en')).toBeUndefined();

    vi.useFakeTimers({ toFake: ['Date'] });
    requestEarly('/services/old', 'uk');
    vi.setSystemTime(Date.now() + 10_001);
    expect(takeEarlyResponse('/services/old', 'uk')).toBeUndefined();
    vi.useRealTimers();

    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 500 }));
    requestEarly('/services/broken', 'uk');
    await expect(takeEarlyResponse('/services/broken', 'uk')).resolves.toBeUndefined();
  });

  it('answers a guest’s first identical GET without a second request, and then asks the server again', async () => {
    const requests = serveApi(() => okReply({ service: { id: 's1', name: 'From the server' } }));
    requestEarly('/services/s2', 'uk');
    const store = createTestStore();
    const first = await store.dispatch(probeApi.endpoints.earlyProbe.initiate('/services/s2'));
    expect(first.data).toEqual({ service: { id: 's1', name: 'Early' } });
    expect(requests).toHaveLength(0);
    const again = await store.dispatch(probeApi.endpoints.earlyProbe.initiate('/services/s2', { forceRefetch: true }));
    expect(again.data).toEqual({ service: { id: 's1', name: 'From the server' } });
    expect(requests).toHaveLength(1);
  });

  it('is not used for a signed-in user (the answer may differ with the token)', async () => {
    const requests = serveApi(() => okReply({ service: { id: 's1', name: 'From the server' } }));
    requestEarly('/services/s3', 'uk');
    const store = createTestStore(signedInAs(testUsers.customer));
    const result = await store.dispatch(probeApi.endpoints.earlyProbe.initiate('/services/s3'));
    expect(result.data).toEqual({ service: { id: 's1', name: 'From the server' } });
    expect(requests).toHaveLength(1);
  });
});
