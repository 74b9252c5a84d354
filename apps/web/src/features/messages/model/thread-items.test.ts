import { describe, expect, it } from 'vitest';
import { buildMessage } from '../testing/fixtures';
import { threadItems } from './thread-items';

const zone = 'Europe/Kyiv';

describe('threadItems', () => {
  it('puts a separator before each day of the viewer’s zone and groups a sender’s run of messages', () => {
    const messages = [
      // 23:30 and 23:50 on 19 November in Kyiv (UTC+2), then 00:10 on the 20th.
      buildMessage({ id: 'a', senderId: 's1', createdAt: '2026-11-19T21:30:00.000Z' }),
      buildMessage({ id: 'b', senderId: 's1', createdAt: '2026-11-19T21:50:00.000Z' }),
      buildMessage({ id: 'c', senderId: 's1', createdAt: '2026-11-19T22:10:00.000Z' }),
      buildMessage({ id: 'd', senderId: 'c1', createdAt: '2026-11-19T22:20:00.000Z' }),
    ];
    const items = threadItems(messages, [], 'c1', zone);
    expect(items.map((item) => (item.kind === 'day' ? `day ${item.key}` : item.key))).toEqual(['day day-2026-11-19', 'a', 'b', 'day day-2026-11-20', 'c', 'd']);
    const continued = items.flatMap((item) => (item.kind === 'message' ? [[item.key, item.continued, item.own]] : []));
    expect(continued).toEqual([
      ['a', false, false],
      ['b', true, false],
      ['c', false, false],
      ['d', false, true],
    ]);
  });

  it('shows "Read" or "Sent" only under my newest message, and nothing while another is being sent', () => {
    const messages = [
      buildMessage({ id: 'a', senderId: 'c1', readAt: '2026-11-20T10:05:00.000Z', createdAt: '2026-11-20T10:00:00.000Z' }),
      buildMessage({ id: 'b', senderId: 'c1', readAt: '2026-11-20T10:05:00.000Z', createdAt: '2026-11-20T10:01:00.000Z' }),
      buildMessage({ id: 'c', senderId: 's1', createdAt: '2026-11-20T10:02:00.000Z' }),
    ];
    const receipts = (items: ReturnType<typeof threadItems>) => items.flatMap((item) => (item.kind === 'message' ? [item.receipt] : []));
    expect(receipts(threadItems(messages, [], 'c1', zone))).toEqual([null, 'read', null]);
    expect(receipts(threadItems(messages.map((m) => ({ ...m, readAt: null })), [], 'c1', zone))).toEqual([null, 'sent', null]);
    const sending = threadItems(messages, [{ clientId: 'local-1', content: 'x', createdAt: '2026-11-20T10:03:00.000Z', status: 'sending' }], 'c1', zone);
    expect(receipts(sending)).toEqual([null, null, null]);
    expect(sending.at(-1)).toMatchObject({ kind: 'pending', key: 'local-1', continued: false });
  });
});
