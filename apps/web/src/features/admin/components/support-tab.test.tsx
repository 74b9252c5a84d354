import { SUPPORT_USER_ID, type SupportInbox } from '@vizyt/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import { bodyOf, callOf, okReply, serveApi } from '@/test/mock-api';
import { mockViewport, renderAt, signedInAs, testUsers } from '@/test/test-utils';
import { SupportLiveContext, type SupportLive } from '../model/support-live';
import { SupportTab } from './support-tab';

const question = { id: 'm1', conversationId: 'c1', senderId: 'u1', content: 'Where is my receipt?', createdAt: '2026-11-27T10:00:00.000Z', readAt: null };
const answer = { id: 'm2', conversationId: 'c1', senderId: SUPPORT_USER_ID, content: 'In Payments.', createdAt: '2026-11-27T10:05:00.000Z', readAt: null };
const inbox = (answered: boolean): SupportInbox => ({
  items: [
    { id: 'c1', person: { id: 'u1', name: 'Olena Koval', avatar: null, role: 'CUSTOMER' }, lastMessage: answered ? answer : question, unreadCount: answered ? 0 : 1, answered, updatedAt: question.createdAt },
  ],
  page: 1,
  total: 1,
  totalPages: 1,
  unreadTotal: answered ? 0 : 1,
});

/** A fake socket: `fire` delivers `message:new` to whoever subscribed. */
function fakeLive() {
  const handlers = new Set<(payload: unknown) => void>();
  const live: SupportLive = { connected: true, subscribe: (_e, h) => (handlers.add(h), () => handlers.delete(h)) };
  return { live, fire: (payload: unknown) => handlers.forEach((h) => h(payload)) };
}

beforeEach(async () => {
  mockViewport(1280);
  await i18n.changeLanguage('en');
});

describe('SupportTab', () => {
  it('lists support conversations with unread counts, opens one and answers as Vizyt support', async () => {
    let answered = false;
    const calls = serveApi((config) => {
      const call = callOf(config);
      if (call === 'GET /admin/support/conversations') return okReply(inbox(answered));
      if (call === 'GET /admin/support/conversations/c1/messages') return okReply({ messages: answered ? [answer, question] : [question], hasMore: false });
      if (call === 'POST /admin/support/conversations/c1/messages') {
        answered = true;
        return { status: 201, body: { success: true, data: { message: answer }, error: null } };
      }
      return okReply({});
    });
    renderAt(<SupportTab />, '/admin/dashboard?tab=support', signedInAs(testUsers.admin));
    const row = await screen.findByTestId('support-thread');
    expect(row).toHaveTextContent('Olena Koval');
    expect(row).toHaveTextContent('Awaiting answer');
    expect(within(row).getByTestId('support-unread')).toHaveTextContent('1');

    fireEvent.click(row);
    expect(await screen.findByTestId('support-message')).toHaveTextContent('Where is my receipt?');
    // An empty answer is refused before any request.
    fireEvent.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText('Write an answer')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Answer as Vizyt support'), { target: { value: '  In Payments.  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send answer' }));
    await waitFor(() => expect(screen.getAllByTestId('support-message')).toHaveLength(2));
    expect(bodyOf(calls.find((c) => callOf(c) === 'POST /admin/support/conversations/c1/messages'))).toEqual({ content: 'In Payments.' });
    expect(screen.getAllByTestId('support-message')[1]).toHaveTextContent('Vizyt support');
    await waitFor(() => expect(screen.getByTestId('support-thread')).toHaveTextContent('Answered'));
  });

  it('a new message on the socket refreshes the inbox without a reload', async () => {
    let unread = 1;
    const calls = serveApi((config) => (callOf(config) === 'GET /admin/support/conversations' ? okReply({ ...inbox(false), items: [{ ...inbox(false).items[0]!, unreadCount: unread }] }) : okReply({})));
    const { live, fire } = fakeLive();
    renderAt(
      <SupportLiveContext.Provider value={live}>
        <SupportTab />
      </SupportLiveContext.Provider>,
      '/admin/dashboard?tab=support',
      signedInAs(testUsers.admin),
    );
    expect(await screen.findByTestId('support-unread')).toHaveTextContent('1');
    unread = 2;
    fire({ conversationId: 'c1', message: { ...question, id: 'm3' } });
    await waitFor(() => expect(screen.getByTestId('support-unread')).toHaveTextContent('2'));
    expect(calls.filter((c) => callOf(c) === 'GET /admin/support/conversations').length).toBeGreaterThanOrEqual(2);
  });
});
