import { describe, expect, it } from 'vitest';
import { buildMessage, messageRun } from '../testing/fixtures';
import { EMPTY_THREAD, mergeMessages, newestUnreadIncoming, threadReducer, type PendingMessage, type ThreadState } from './thread-state';

const newestFirst = <T,>(items: T[]) => [...items].reverse();
const ids = (state: ThreadState) => state.messages.map((m) => m.id);
const pending = (overrides: Partial<PendingMessage> = {}): PendingMessage => ({ clientId: 'local-1', content: 'Hello', createdAt: '2026-11-20T12:00:00.000Z', status: 'sending', ...overrides });

describe('threadReducer', () => {
  it('shows the newest page oldest first and remembers whether there is more', () => {
    const run = messageRun(5);
    const state = threadReducer(EMPTY_THREAD, { type: 'latest', page: { messages: newestFirst(run.slice(2)), hasMore: true } });
    expect(ids(state)).toEqual(['cv1-m3', 'cv1-m4', 'cv1-m5']);
    expect(state).toMatchObject({ loaded: true, hasMore: true });
  });

  it('puts earlier pages before, without duplicates, and takes their hasMore', () => {
    const run = messageRun(5);
    let state = threadReducer(EMPTY_THREAD, { type: 'latest', page: { messages: newestFirst(run.slice(2)), hasMore: true } });
    state = threadReducer(state, { type: 'earlier', page: { messages: newestFirst(run.slice(0, 3)), hasMore: false } });
    expect(ids(state)).toEqual(['cv1-m1', 'cv1-m2', 'cv1-m3', 'cv1-m4', 'cv1-m5']);
    expect(state.hasMore).toBe(false);
  });

  it('merges a poll into what is shown, the server’s copy winning (its readAt), and keeps hasMore', () => {
    const run = messageRun(3);
    let state = threadReducer(EMPTY_THREAD, { type: 'latest', page: { messages: newestFirst(run), hasMore: true } });
    const read = { ...run[2]!, readAt: '2026-11-20T11:00:00.000Z' };
    const next = buildMessage({ id: 'cv1-m4', createdAt: '2026-11-20T10:05:00.000Z' });
    state = threadReducer(state, { type: 'latest', page: { messages: [next, read, run[1]!], hasMore: true } });
    expect(ids(state)).toEqual(['cv1-m1', 'cv1-m2', 'cv1-m3', 'cv1-m4']);
    expect(state.messages[2]?.readAt).toBe('2026-11-20T11:00:00.000Z');
    expect(state.hasMore).toBe(true);
  });

  it('starts again from a newest page that shares nothing with what is shown (more arrived than a page holds)', () => {
    const old = messageRun(2);
    const fresh = messageRun(3, { start: '2026-11-21T10:00:00.000Z' }).map((m, i) => ({ ...m, id: `new-${i}` }));
    let state = threadReducer(EMPTY_THREAD, { type: 'latest', page: { messages: newestFirst(old), hasMore: false } });
    state = threadReducer(state, { type: 'latest', page: { messages: newestFirst(fresh), hasMore: true } });
    expect(ids(state)).toEqual(['new-0', 'new-1', 'new-2']);
    expect(state.hasMore).toBe(true);
  });

  it('appends a live message once, even when it arrives twice', () => {
    const message = buildMessage({ id: 'x1' });
    let state = threadReducer({ ...EMPTY_THREAD, loaded: true }, { type: 'received', message, me: 'c1' });
    state = threadReducer(state, { type: 'received', message, me: 'c1' });
    expect(ids(state)).toEqual(['x1']);
  });

  it('lets my own message heard back live replace its copy still being sent; the POST’s answer then adds nothing', () => {
    let state = threadReducer({ ...EMPTY_THREAD, loaded: true }, { type: 'queued', pending: pending() });
    const mine = buildMessage({ id: 'x2', senderId: 'c1', content: 'Hello' });
    state = threadReducer(state, { type: 'received', message: mine, me: 'c1' });
    expect(state.pending).toEqual([]);
    state = threadReducer(state, { type: 'sent', clientId: 'local-1', message: mine });
    expect(ids(state)).toEqual(['x2']);
  });

  it('marks a failed message, retries it, and forgets a discarded one', () => {
    let state = threadReducer(EMPTY_THREAD, { type: 'queued', pending: pending() });
    state = threadReducer(state, { type: 'failed', clientId: 'local-1', failure: 'rateLimited' });
    expect(state.pending[0]).toMatchObject({ status: 'failed', failure: 'rateLimited' });
    state = threadReducer(state, { type: 'retrying', clientId: 'local-1' });
    expect(state.pending[0]).toMatchObject({ status: 'sending', failure: undefined });
    state = threadReducer(state, { type: 'discarded', clientId: 'local-1' });
    expect(state.pending).toEqual([]);
  });

  it('marks my messages read up to the moment the other person read them', () => {
    const mine = [
      buildMessage({ id: 'a', senderId: 'c1', createdAt: '2026-11-20T10:00:00.000Z' }),
      buildMessage({ id: 'b', senderId: 'c1', createdAt: '2026-11-20T10:10:00.000Z' }),
    ];
    const state = threadReducer({ ...EMPTY_THREAD, messages: mine }, { type: 'readByOther', readerId: 's1', readAt: '2026-11-20T10:05:00.000Z' });
    expect(state.messages.map((m) => m.readAt)).toEqual(['2026-11-20T10:05:00.000Z', null]);
  });

  it('after I read the thread, nothing of theirs is unread any more', () => {
    const messages = [buildMessage({ id: 'a', senderId: 's1' }), buildMessage({ id: 'b', senderId: 'c1', createdAt: '2026-11-20T10:01:00.000Z' })];
    expect(newestUnreadIncoming(messages, 'c1')?.id).toBe('a');
    const state = threadReducer({ ...EMPTY_THREAD, messages }, { type: 'readByMe', me: 'c1', readAt: '2026-11-20T11:00:00.000Z' });
    expect(newestUnreadIncoming(state.messages, 'c1')).toBeUndefined();
    // My own message stays unread until the other side reads it.
    expect(state.messages[1]?.readAt).toBeNull();
  });
});

describe('mergeMessages', () => {
  it('orders by time and then id for messages of the same instant', () => {
    const at = '2026-11-20T10:00:00.000Z';
    const merged = mergeMessages([buildMessage({ id: 'b', createdAt: at })], [buildMessage({ id: 'a', createdAt: at }), buildMessage({ id: 'c', createdAt: '2026-11-20T09:00:00.000Z' })]);
    expect(merged.map((m) => m.id)).toEqual(['c', 'a', 'b']);
  });
});
