import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/lib/i18n';
import { callOf } from '@/test/mock-api';
import { mockViewport, renderRoutes, signedInAs, testUsers } from '@/test/test-utils';
import { buildConversation, buildMessage, serveMessagesApi } from '@/features/messages/testing/fixtures';
import { CustomerLayout } from '../layouts/customer-layout';
import { CustomerMessagesWithRealtimePage } from './messages-pages';

// The realtime feature, replaced by a switchboard the test drives.
const realtime = vi.hoisted(() => {
  const handlers = new Map<string, Set<(payload: unknown) => void>>();
  return {
    handlers,
    connected: true,
    emitted: [] as Array<[string, unknown]>,
    deliver: (event: string, payload: unknown) => handlers.get(event)?.forEach((handler) => handler(payload)),
  };
});
vi.mock('@/features/realtime', () => ({
  subscribeRealtime: (event: string, handler: (payload: unknown) => void) => {
    const set = realtime.handlers.get(event) ?? new Set();
    set.add(handler);
    realtime.handlers.set(event, set);
    return () => set.delete(handler);
  },
  emitRealtime: (event: string, payload: unknown) => realtime.emitted.push([event, payload]),
  useRealtimeConnected: () => realtime.connected,
  isRealtimeEnabled: () => realtime.connected,
  RealtimeConnection: () => null,
}));

beforeEach(async () => {
  realtime.emitted.length = 0;
  mockViewport(1280);
  await i18n.changeLanguage('en');
});

describe('/messages with the realtime feature', () => {
  it('appends a live message to the open thread, counts another conversation’s on the navigation, and joins the thread', async () => {
    const requests = serveMessagesApi({
      conversations: [
        buildConversation({ id: 'cv1', updatedAt: '2026-11-20T10:00:00.000Z' }),
        buildConversation({ id: 'cv2', updatedAt: '2026-11-19T10:00:00.000Z', participant: { id: 's2', specialistId: 'sp2', name: 'Iryna Bondar' } }),
      ],
      messages: { cv1: [buildMessage({ content: 'Hello' })] },
    });
    renderRoutes(
      [{ element: <CustomerLayout />, children: [{ path: '/messages', element: <CustomerMessagesWithRealtimePage /> }] }],
      '/messages?c=cv1',
      signedInAs(testUsers.customer),
    );
    await screen.findByTestId('message-bubble');
    await waitFor(() => expect(realtime.emitted).toContainEqual(['conversation:join', { conversationId: 'cv1' }]));

    act(() => realtime.deliver('message:new', { conversationId: 'cv1', message: buildMessage({ id: 'live', content: 'Are you there?', createdAt: '2026-11-20T10:05:00.000Z' }) }));
    expect(screen.getAllByTestId('message-bubble').map((b) => b.textContent)).toEqual([expect.stringContaining('Hello'), expect.stringContaining('Are you there?')]);

    act(() => realtime.deliver('message:new', { conversationId: 'cv2', message: buildMessage({ id: 'other', conversationId: 'cv2', senderId: 's2', createdAt: '2026-11-20T10:06:00.000Z' }) }));
    const nav = screen.getByRole('navigation', { name: 'Customer navigation' });
    await waitFor(() => expect(within(nav).getByRole('link', { name: /^Messages/ })).toHaveTextContent('1 unread'));
    // One list request for the page and the badge together; the live events needed no other.
    expect(requests.filter((r) => callOf(r) === 'GET /conversations')).toHaveLength(1);
  });
});
