import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Message } from '@vizyt/contracts';
import i18n from '@/lib/i18n';
import { bodyOf, callOf, errorReply, okReply, paramsOf, type Reply } from '@/test/mock-api';
import { renderRoutes, signedInAs, testUsers } from '@/test/test-utils';
import { MessagesRealtimeContext, type MessagesRealtime } from '../model/realtime';
import { buildConversation, buildMessage, created, fakeRealtime, messageRun, serveMessagesApi } from '../testing/fixtures';
import { MessagesPage } from './messages-page';

const routes = (realtime?: MessagesRealtime) => [
  {
    path: '/messages',
    element: realtime ? (
      <MessagesRealtimeContext.Provider value={realtime}>
        <MessagesPage role="customer" />
      </MessagesRealtimeContext.Provider>
    ) : (
      <MessagesPage role="customer" />
    ),
  },
  { path: '/specialist/messages', element: <MessagesPage role="specialist" /> },
  { path: '/search', element: <p>Search page</p> },
];
const open = (path: string, { as = testUsers.customer, realtime }: { as?: typeof testUsers.customer | typeof testUsers.specialist; realtime?: MessagesRealtime } = {}) =>
  renderRoutes(routes(realtime), path, signedInAs(as));

const calls = (requests: InternalAxiosRequestConfig[], call: string) => requests.filter((r) => callOf(r) === call);
const bubbles = () => screen.queryAllByTestId('message-bubble');
const texts = () => bubbles().map((b) => b.querySelector('p')?.textContent?.replace(/^(You|Taras Shevchuk): /, ''));
/** An answer the test releases when it wants. */
const deferred = () => {
  let release: (reply: Reply) => void = () => undefined;
  const promise = new Promise<Reply>((resolve) => (release = resolve));
  return { promise, release };
};
const type = (text: string) => fireEvent.change(screen.getByTestId('message-input'), { target: { value: text } });
const pressEnter = (init: Partial<KeyboardEventInit> = {}) => fireEvent.keyDown(screen.getByTestId('message-input'), { key: 'Enter', ...init });

beforeEach(async () => {
  // 25 November 2026, 14:00 in Kyiv: the fixtures' 20 November is five days ago.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-25T12:00:00.000Z'));
  await i18n.changeLanguage('en');
});
afterEach(() => vi.useRealTimers());

describe('the conversation list', () => {
  it('lists conversations most recent first with the preview, the time and the unread count', async () => {
    serveMessagesApi({
      conversations: [
        buildConversation({ id: 'cv2', updatedAt: '2026-11-24T09:00:00.000Z', participant: { id: 's2', specialistId: 'sp2', name: 'Iryna Bondar' }, lastMessage: buildMessage({ senderId: 'c1', content: 'See you\non Friday' }) }),
        buildConversation({ id: 'cv1', updatedAt: '2026-11-25T11:30:00.000Z', unreadCount: 3, lastMessage: buildMessage({ content: 'Your time is confirmed' }) }),
        buildConversation({ id: 'cv3', updatedAt: '2026-11-01T09:00:00.000Z', participant: { id: 's3', specialistId: 'sp3', name: 'Petro Melnyk' } }),
      ],
    });
    open('/messages');
    const items = await screen.findAllByTestId('conversation-item');
    expect(items.map((item) => item.dataset.conversationId)).toEqual(['cv1', 'cv2', 'cv3']);
    expect(items[0]).toHaveTextContent('Taras Shevchuk');
    expect(items[0]).toHaveTextContent('Your time is confirmed');
    expect(items[0]).toHaveTextContent('1:30 PM');
    expect(within(items[0]!).getByText('3', { selector: '[aria-hidden="true"]' })).toBeInTheDocument();
    expect(within(items[0]!).getByText('3 unread messages')).toHaveClass('sr-only');
    // My own last message, on one line; yesterday; no unread badge.
    expect(items[1]).toHaveTextContent('You: See you on Friday');
    expect(items[1]).toHaveTextContent('Yesterday');
    expect(within(items[1]!).queryByText(/unread/)).not.toBeInTheDocument();
    expect(items[2]).toHaveTextContent('No messages yet');
    expect(items[0]).toHaveAttribute('href', '/messages?c=cv1');
    expect(screen.getByRole('heading', { name: 'Choose a conversation' })).toBeInTheDocument();
  });

  it('shows a customer with no conversations where to find a specialist', async () => {
    serveMessagesApi();
    open('/messages');
    expect(await screen.findByRole('heading', { name: 'No conversations yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a specialist' })).toHaveAttribute('href', '/search');
  });

  it('tells a specialist with no conversations that customers’ messages will appear here', async () => {
    serveMessagesApi();
    open('/specialist/messages', { as: testUsers.specialist });
    expect(await screen.findByRole('heading', { name: 'No conversations yet' })).toBeInTheDocument();
    expect(screen.getByText(/When customers write to you/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Find a specialist' })).not.toBeInTheDocument();
  });

  it('moves a conversation to the top on a live message and asks again for one it does not know', async () => {
    const live = fakeRealtime();
    const conversations = [
      buildConversation({ id: 'cv1', updatedAt: '2026-11-25T11:00:00.000Z' }),
      buildConversation({ id: 'cv2', updatedAt: '2026-11-24T09:00:00.000Z', participant: { id: 's2', specialistId: 'sp2', name: 'Iryna Bondar' } }),
    ];
    const requests = serveMessagesApi({ conversations: () => conversations });
    open('/messages', { realtime: live.port });
    await screen.findAllByTestId('conversation-item');

    live.deliver('message:new', { conversationId: 'cv2', message: buildMessage({ id: 'n1', conversationId: 'cv2', senderId: 's2', content: 'Are you free tomorrow?', createdAt: '2026-11-25T11:59:00.000Z' }) });
    const items = screen.getAllByTestId('conversation-item');
    expect(items.map((item) => item.dataset.conversationId)).toEqual(['cv2', 'cv1']);
    expect(items[0]).toHaveTextContent('Are you free tomorrow?');
    expect(within(items[0]!).getByText('1 unread message')).toBeInTheDocument();
    expect(calls(requests, 'GET /conversations')).toHaveLength(1);

    conversations.push(buildConversation({ id: 'cv9', updatedAt: '2026-11-25T12:00:00.000Z', participant: { id: 's9', specialistId: 'sp9', name: 'Nadia Koval' } }));
    live.deliver('message:new', { conversationId: 'cv9', message: buildMessage({ conversationId: 'cv9', senderId: 's9' }) });
    await waitFor(() => expect(screen.getAllByTestId('conversation-item')[0]).toHaveTextContent('Nadia Koval'));
    expect(calls(requests, 'GET /conversations')).toHaveLength(2);
  });
});

describe('a thread', () => {
  it('shows the messages oldest first with day separators and loads earlier ones with the cursor', async () => {
    // 35 messages: the newest 30 first, then 5 more before the oldest shown.
    const run = [
      ...messageRun(5, { start: '2026-11-23T10:00:00.000Z' }).map((m, i) => ({ ...m, id: `old-${i + 1}`, content: `Old ${i + 1}` })),
      ...messageRun(30, { start: '2026-11-25T08:00:00.000Z' }),
    ];
    const requests = serveMessagesApi({ conversations: [buildConversation()], messages: { cv1: run } });
    open('/messages?c=cv1');
    await waitFor(() => expect(bubbles()).toHaveLength(30));
    expect(texts()[0]).toBe('Message 1');
    expect(texts()[29]).toBe('Message 30');
    expect(screen.getAllByTestId('day-separator').map((s) => s.textContent)).toEqual(['Today']);
    // Mine on the right, theirs on the left.
    expect(bubbles()[0]).toHaveAttribute('data-own', 'false');
    expect(bubbles()[1]).toHaveAttribute('data-own', 'true');
    expect(paramsOf(calls(requests, 'GET /conversations/cv1/messages')[0])).toEqual({ limit: 30 });

    fireEvent.click(screen.getByRole('button', { name: 'Load earlier messages' }));
    await waitFor(() => expect(bubbles()).toHaveLength(35));
    expect(paramsOf(calls(requests, 'GET /conversations/cv1/messages').at(-1))).toEqual({ before: 'cv1-m1', limit: 30 });
    expect(texts().slice(0, 6)).toEqual(['Old 1', 'Old 2', 'Old 3', 'Old 4', 'Old 5', 'Message 1']);
    expect(screen.getAllByTestId('day-separator').map((s) => s.textContent)).toEqual(['Monday, November 23', 'Today']);
    expect(screen.queryByRole('button', { name: 'Load earlier messages' })).not.toBeInTheDocument();
  });

  it('shows HTML and script in a message as the text it is, line breaks kept', async () => {
    const content = '<img src=x onerror="alert(1)"><b>bold</b>\n<script>alert(2)</script>';
    serveMessagesApi({ conversations: [buildConversation()], messages: { cv1: [buildMessage({ content })] } });
    const { container } = open('/messages?c=cv1');
    const bubble = await screen.findByTestId('message-bubble');
    expect(bubble.querySelector('p')?.textContent).toBe(`Taras Shevchuk: ${content}`);
    expect(container.querySelector('img, b, script')).toBeNull();
    expect(bubble.querySelector('p')).toHaveClass('whitespace-pre-wrap');
  });

  it('marks the thread read when it opens with unread messages, and says "Read" under my message the other person read', async () => {
    const requests = serveMessagesApi({
      conversations: [buildConversation({ unreadCount: 1 })],
      messages: {
        cv1: [
          buildMessage({ id: 'a', senderId: 'c1', content: 'Hello', createdAt: '2026-11-25T10:00:00.000Z', readAt: '2026-11-25T10:01:00.000Z' }),
          buildMessage({ id: 'b', senderId: 's1', content: 'Hi!', createdAt: '2026-11-25T10:02:00.000Z' }),
        ],
      },
    });
    open('/messages?c=cv1');
    await waitFor(() => expect(calls(requests, 'PUT /conversations/cv1/read')).toHaveLength(1));
    expect(screen.getByTestId('read-receipt')).toHaveTextContent('Read');
    expect(bubbles()[0]).toContainElement(screen.getByTestId('read-receipt'));
    // The list's count drops at once.
    await waitFor(() => expect(within(screen.getAllByTestId('conversation-item')[0]!).queryByText(/unread/)).not.toBeInTheDocument());
  });

  it('sends with Enter (trimmed), shows the message at once, and keeps Shift+Enter for a new line', async () => {
    const answer = deferred();
    const requests = serveMessagesApi({
      conversations: [buildConversation()],
      messages: { cv1: [buildMessage({ content: 'Hi' })] },
      override: (config) => (callOf(config) === 'POST /conversations/cv1/messages' ? answer.promise : undefined),
    });
    open('/messages?c=cv1');
    await screen.findByTestId('message-bubble');

    type('   ');
    expect(screen.getByTestId('message-send')).toBeDisabled();
    pressEnter({ shiftKey: true });
    expect(calls(requests, 'POST /conversations/cv1/messages')).toHaveLength(0);

    type('  See you at 10\nThanks  ');
    pressEnter();
    expect(screen.getByTestId('message-input')).toHaveValue('');
    expect(texts()).toEqual(['Hi', 'See you at 10\nThanks']);
    expect(screen.getByText('Sending…')).toBeInTheDocument();
    await waitFor(() => expect(calls(requests, 'POST /conversations/cv1/messages')).toHaveLength(1));
    expect(bodyOf(calls(requests, 'POST /conversations/cv1/messages')[0])).toEqual({ content: 'See you at 10\nThanks' });
    // One message at a time: the next waits until this one is through.
    type('Next');
    expect(screen.getByTestId('message-send')).toBeDisabled();

    answer.release(created({ message: buildMessage({ id: 'sent-1', senderId: 'c1', content: 'See you at 10\nThanks', createdAt: '2026-11-25T11:59:00.000Z' }) }));
    await waitFor(() => expect(screen.queryByText('Sending…')).not.toBeInTheDocument());
    expect(texts()).toEqual(['Hi', 'See you at 10\nThanks']);
    expect(screen.getByText('Sent')).toBeInTheDocument();
    expect(screen.getByTestId('message-send')).toBeEnabled();
    // The list shows it as the last message.
    expect(screen.getAllByTestId('conversation-item')[0]).toHaveTextContent('You: See you at 10 Thanks');
  });

  it('marks a message that failed, and sends it again on Retry', async () => {
    let attempts = 0;
    const requests = serveMessagesApi({
      conversations: [buildConversation()],
      messages: { cv1: [] },
      override: (config) => {
        if (callOf(config) !== 'POST /conversations/cv1/messages') return undefined;
        attempts += 1;
        return attempts === 1 ? errorReply(500, 'INTERNAL_ERROR') : created({ message: buildMessage({ id: 'ok', senderId: 'c1', content: 'Are you open?' }) });
      },
    });
    open('/messages?c=cv1');
    await screen.findByRole('heading', { name: 'No messages yet' });
    type('Are you open?');
    fireEvent.click(screen.getByTestId('message-send'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not sent.');
    expect(texts()).toEqual(['Are you open?']);

    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(calls(requests, 'POST /conversations/cv1/messages')).toHaveLength(2);
    expect(texts()).toEqual(['Are you open?']);
    expect(bubbles()[0]).toHaveAttribute('data-own', 'true');
  });

  it('explains a 429 (too fast)', async () => {
    serveMessagesApi({
      conversations: [buildConversation()],
      messages: { cv1: [] },
      override: (config) => (callOf(config) === 'POST /conversations/cv1/messages' ? errorReply(429, 'RATE_LIMITED') : undefined),
    });
    open('/messages?c=cv1');
    await screen.findByRole('heading', { name: 'No messages yet' });
    type('Hello');
    pressEnter();
    expect(await screen.findByRole('alert')).toHaveTextContent('you are sending messages too fast');
  });

  it('appends a live message, shows "typing…" before it, and tells the server the thread is being read', async () => {
    const live = fakeRealtime();
    const requests = serveMessagesApi({ conversations: [buildConversation()], messages: { cv1: [buildMessage({ content: 'First' })] } });
    open('/messages?c=cv1', { realtime: live.port });
    await screen.findByTestId('message-bubble');
    expect(live.emitted).toEqual([{ event: 'conversation:join', payload: { conversationId: 'cv1' } }]);

    live.deliver('conversation:typing', { conversationId: 'cv1', userId: 's1' });
    expect(screen.getByText('typing…')).toBeInTheDocument();
    // Another conversation's message, or a malformed one, changes nothing here.
    live.deliver('message:new', { conversationId: 'cv2', message: buildMessage({ conversationId: 'cv2', content: 'Elsewhere' }) });
    live.deliver('message:new', { conversationId: 'cv1', message: { id: 'bad' } });
    live.deliver('message:new', { conversationId: 'cv1', message: buildMessage({ id: 'live-1', content: 'Second', createdAt: '2026-11-25T11:00:00.000Z' }) });
    expect(texts()).toEqual(['First', 'Second']);
    expect(screen.queryByText('typing…')).not.toBeInTheDocument();
    // Read at once, since the thread is on screen.
    await waitFor(() => expect(calls(requests, 'PUT /conversations/cv1/read').length).toBeGreaterThan(0));
    // No polling while live.
    expect(calls(requests, 'GET /conversations/cv1/messages')).toHaveLength(1);
  });

  it('shows "Read" when the other person reads my message live', async () => {
    const live = fakeRealtime();
    serveMessagesApi({ conversations: [buildConversation()], messages: { cv1: [buildMessage({ senderId: 'c1', content: 'Mine', createdAt: '2026-11-25T10:00:00.000Z' })] } });
    open('/messages?c=cv1', { realtime: live.port });
    expect(await screen.findByText('Sent')).toBeInTheDocument();
    live.deliver('message:read', { conversationId: 'cv1', readerId: 's1', readAt: '2026-11-25T11:00:00.000Z' });
    expect(screen.getByTestId('read-receipt')).toHaveTextContent('Read');
  });

  it('leaves the conversation on the server when another one opens', async () => {
    const live = fakeRealtime();
    serveMessagesApi({
      conversations: [buildConversation(), buildConversation({ id: 'cv2', participant: { id: 's2', specialistId: 'sp2', name: 'Iryna Bondar' } })],
      messages: { cv1: [buildMessage()], cv2: [buildMessage({ conversationId: 'cv2', senderId: 's2' })] },
    });
    open('/messages?c=cv1', { realtime: live.port });
    await screen.findByTestId('message-bubble');
    fireEvent.click(screen.getAllByTestId('conversation-item')[1]!);
    await waitFor(() =>
      expect(live.emitted.map((e) => `${e.event} ${e.payload.conversationId}`)).toEqual(['conversation:join cv1', 'conversation:leave cv1', 'conversation:join cv2']),
    );
  });

  it('asks for the list again when the address names a conversation it does not have yet', async () => {
    let lists = 0;
    const requests = serveMessagesApi({
      conversations: [buildConversation()],
      messages: { cv1: [buildMessage()] },
      // The first list was fetched before this conversation existed.
      override: (config) => (callOf(config) === 'GET /conversations' && ++lists === 1 ? okReply({ conversations: [], unreadTotal: 0 }) : undefined),
    });
    open('/messages?c=cv1');
    expect(await screen.findByRole('heading', { level: 2, name: 'Taras Shevchuk' })).toBeInTheDocument();
    expect(calls(requests, 'GET /conversations')).toHaveLength(2);
  });

  it('without live updates, asks for the open thread every 10 s and for the list every 30 s', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'], shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2026-11-25T12:00:00.000Z'));
    const thread = [buildMessage({ content: 'First' })];
    const requests = serveMessagesApi({ conversations: [buildConversation()], messages: () => ({ cv1: thread }) });
    open('/messages?c=cv1');
    await screen.findByTestId('message-bubble');
    const threadCalls = () => calls(requests, 'GET /conversations/cv1/messages').length;
    const listCalls = () => calls(requests, 'GET /conversations').length;
    const [threadBefore, listBefore] = [threadCalls(), listCalls()];

    thread.push(buildMessage({ id: 'polled', content: 'Arrived meanwhile', createdAt: '2026-11-25T11:59:00.000Z' }));
    await vi.advanceTimersByTimeAsync(10_000);
    await waitFor(() => expect(texts()).toEqual(['First', 'Arrived meanwhile']));
    expect(threadCalls()).toBe(threadBefore + 1);
    expect(listCalls()).toBe(listBefore);
    await vi.advanceTimersByTimeAsync(20_000);
    await waitFor(() => expect(listCalls()).toBe(listBefore + 1));
    expect(threadCalls()).toBe(threadBefore + 3);
  });

  it('says when the conversation does not exist', async () => {
    serveMessagesApi({ conversations: [] });
    open('/messages?c=nope');
    expect(await screen.findByRole('heading', { name: 'This conversation was not found.' })).toBeInTheDocument();
    expect(screen.queryByTestId('message-input')).not.toBeInTheDocument();
  });
});

describe('starting a conversation', () => {
  const profile = (config: InternalAxiosRequestConfig) =>
    callOf(config) === 'GET /specialists/sp1/public' ? okReply({ profile: { id: 'sp1', firstName: 'Taras', lastName: 'Shevchuk', avatar: null } }) : undefined;

  it('from a specialist’s profile: an empty thread, and the first message creates the conversation', async () => {
    const conversation = buildConversation({ id: 'cv-new' });
    const message: Message = buildMessage({ id: 'first', conversationId: 'cv-new', senderId: 'c1', content: 'Hello! Do you work on Sundays?', createdAt: '2026-11-25T11:59:00.000Z' });
    const requests = serveMessagesApi({
      conversations: [],
      messages: { 'cv-new': [message] },
      override: (config) => profile(config) ?? (callOf(config) === 'POST /conversations' ? created({ conversation: { ...conversation, lastMessage: message }, message }) : undefined),
    });
    const { router } = open('/messages?to=sp1');
    expect(await screen.findByRole('heading', { level: 2, name: 'Taras Shevchuk' })).toBeInTheDocument();
    expect(screen.getByText('Write your first message to Taras Shevchuk.')).toBeInTheDocument();

    type('Hello! Do you work on Sundays?');
    pressEnter();
    await waitFor(() => expect(router.state.location.search).toBe('?c=cv-new'));
    expect(bodyOf(calls(requests, 'POST /conversations')[0])).toEqual({ specialistId: 'sp1', message: 'Hello! Do you work on Sundays?' });
    await waitFor(() => expect(texts()).toEqual(['Hello! Do you work on Sundays?']));
    expect(screen.getAllByTestId('conversation-item')).toHaveLength(1);
  });

  it('opens the existing conversation with that specialist instead', async () => {
    serveMessagesApi({ conversations: [buildConversation({ id: 'cv7' })], messages: { cv7: [buildMessage({ conversationId: 'cv7' })] } });
    const { router } = open('/messages?to=sp1');
    await waitFor(() => expect(router.state.location.search).toBe('?c=cv7'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('explains that the specialist takes messages only from customers with a booking (403)', async () => {
    serveMessagesApi({ conversations: [], override: (config) => profile(config) ?? (callOf(config) === 'POST /conversations' ? errorReply(403, 'FORBIDDEN') : undefined) });
    open('/messages?to=sp1');
    await screen.findByRole('heading', { level: 2, name: 'Taras Shevchuk' });
    type('Hi');
    pressEnter();
    expect(await screen.findByRole('alert')).toHaveTextContent('accepts messages only from customers with a booking');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book a service' })).toHaveAttribute('href', '/specialist/sp1');
  });

  it('a specialist writes to the customer of a booking (customerId and bookingId)', async () => {
    const message = buildMessage({ id: 'f1', conversationId: 'cv5', senderId: 's1', content: 'Please bring your documents' });
    const requests = serveMessagesApi({
      conversations: [],
      messages: { cv5: [message] },
      override: (config) => {
        if (callOf(config) === 'GET /bookings/bk1') return okReply({ booking: { id: 'bk1', customer: { id: 'c1', name: 'Olena Kovalenko', avatar: null } } });
        if (callOf(config) === 'POST /conversations') {
          return created({ conversation: buildConversation({ id: 'cv5', participant: { id: 'c1', specialistId: null, name: 'Olena Kovalenko', role: 'customer' } }), message });
        }
        return undefined;
      },
    });
    const { router } = open('/specialist/messages?customer=c1&booking=bk1', { as: testUsers.specialist });
    expect(await screen.findByRole('heading', { level: 2, name: 'Olena Kovalenko' })).toBeInTheDocument();
    type('Please bring your documents');
    pressEnter();
    await waitFor(() => expect(router.state.location.search).toBe('?c=cv5'));
    expect(bodyOf(calls(requests, 'POST /conversations')[0])).toEqual({ customerId: 'c1', bookingId: 'bk1', message: 'Please bring your documents' });
  });
});
