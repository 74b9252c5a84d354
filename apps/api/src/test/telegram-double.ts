import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the Telegram Bot API (https://core.telegram.org/bots/api), for tests that
 * run the real `grammy` library against it (its `apiRoot` pointed here). It records every call
 * (`/bot<token>/<method>` with its JSON payload) and answers like Telegram: getMe, sendMessage,
 * setWebhook, deleteWebhook, and getUpdates as long polling over the updates a test queues.
 * A test can make any call fail (`failWith`), e.g. sendMessage with 403 "bot was blocked".
 */

export interface RecordedBotCall {
  method: string;
  token: string;
  payload: Record<string, unknown>;
}

/** Telegram's envelope: { ok: true, result } or { ok: false, error_code, description }. */
export type BotAnswer = { status?: number; body: Record<string, unknown> };

export const botError = (code: number, description: string, parameters?: Record<string, unknown>): BotAnswer => ({
  status: code,
  body: { ok: false, error_code: code, description, ...(parameters ? { parameters } : {}) },
});

interface PendingPoll {
  offset: number;
  limit: number;
  res: http.ServerResponse;
  timer: NodeJS.Timeout;
}

/** A private-chat text message as Telegram sends it; a leading /command gets its bot_command entity. */
export function messageUpdate(updateId: number, chatId: number, text: string, from: { languageCode?: string; firstName?: string } = {}) {
  const command = /^\/[A-Za-z0-9_]+(@[A-Za-z0-9_]+)?/.exec(text);
  return {
    update_id: updateId,
    message: {
      message_id: updateId,
      date: Math.floor(Date.now() / 1000),
      chat: { id: chatId, type: 'private', first_name: from.firstName ?? 'Олена' },
      from: { id: chatId, is_bot: false, first_name: from.firstName ?? 'Олена', ...(from.languageCode ? { language_code: from.languageCode } : {}) },
      text,
      ...(command ? { entities: [{ type: 'bot_command', offset: 0, length: command[0].length }] } : {}),
    },
  };
}

export function startTelegramDouble(options: { token: string; username?: string }) {
  const username = options.username ?? 'vizyt_test_bot';
  const botId = Number(options.token.split(':')[0]) || 1;
  const calls: RecordedBotCall[] = [];
  const updates: Record<string, unknown>[] = [];
  const polls: PendingPoll[] = [];
  let failures: ((call: RecordedBotCall) => BotAnswer | undefined) | null = null;
  let messageId = 0;

  const ok = (result: unknown): BotAnswer => ({ body: { ok: true, result } });
  const updateId = (u: Record<string, unknown>) => Number(u.update_id);

  function waiting(offset: number, limit: number) {
    return updates.filter((u) => updateId(u) >= offset).slice(0, limit);
  }

  /** Answers a held getUpdates with what it may take now (Telegram: updates below the offset are confirmed). */
  function flush(poll: PendingPoll, force: boolean) {
    const batch = waiting(poll.offset, poll.limit);
    if (batch.length === 0 && !force) return false;
    clearTimeout(poll.timer);
    polls.splice(polls.indexOf(poll), 1);
    if (!poll.res.writableEnded && !poll.res.destroyed) send(poll.res, ok(batch));
    return true;
  }

  function answer(call: RecordedBotCall, res: http.ServerResponse): BotAnswer | null {
    const failure = failures?.(call);
    if (failure) return failure;
    if (call.token !== options.token) return botError(401, 'Unauthorized');
    const p = call.payload;
    switch (call.method) {
      case 'getMe':
        return ok({ id: botId, is_bot: true, first_name: 'Vizyt', username, can_join_groups: false, can_read_all_group_messages: false, supports_inline_queries: false, can_connect_to_business: false, has_main_web_app: false });
      case 'sendMessage':
        if (typeof p.text !== 'string' || p.text.length === 0) return botError(400, 'Bad Request: message text is empty');
        messageId += 1;
        return ok({ message_id: messageId, date: Math.floor(Date.now() / 1000), chat: { id: p.chat_id, type: 'private' }, text: p.text });
      case 'setWebhook':
      case 'deleteWebhook':
        return ok(true);
      case 'getUpdates': {
        const offset = Number(p.offset ?? 0);
        const limit = Number(p.limit ?? 100);
        // Updates before the offset are confirmed: Telegram forgets them.
        for (let i = updates.length - 1; i >= 0; i -= 1) if (updateId(updates[i]!) < offset) updates.splice(i, 1);
        const timeout = Number(p.timeout ?? 0);
        if (waiting(offset, limit).length > 0 || timeout <= 0) return ok(waiting(offset, limit));
        const poll: PendingPoll = { offset, limit, res, timer: setTimeout(() => flush(poll, true), timeout * 1000) };
        polls.push(poll);
        res.on('close', () => {
          clearTimeout(poll.timer);
          const i = polls.indexOf(poll);
          if (i >= 0) polls.splice(i, 1);
        });
        return null;
      }
      default:
        return botError(404, 'Not Found: method not found');
    }
  }

  function send(res: http.ServerResponse, reply: BotAnswer) {
    res.writeHead(reply.status ?? 200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(reply.body));
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const match = /^\/bot([^/]+)\/([A-Za-z]+)$/.exec(new URL(req.url ?? '/', 'http://double').pathname);
      if (!match) return send(res, botError(404, 'Not Found'));
      const text = Buffer.concat(chunks).toString('utf8');
      let payload: Record<string, unknown> = {};
      try {
        payload = text ? (JSON.parse(text) as Record<string, unknown>) : {};
      } catch {
        return send(res, botError(400, 'Bad Request: invalid JSON'));
      }
      const call: RecordedBotCall = { method: match[2]!, token: decodeURIComponent(match[1]!), payload };
      calls.push(call);
      const reply = answer(call, res);
      if (reply) send(res, reply);
    });
  });

  return {
    calls,
    /** The calls of one method, in order. */
    callsTo: (method: string) => calls.filter((c) => c.method === method),
    /** Messages the bot sent to a chat. */
    messagesTo: (chatId: number) => calls.filter((c) => c.method === 'sendMessage' && c.payload.chat_id === chatId).map((c) => c.payload),
    /** Gives the bot a new update (the next getUpdates returns it). */
    queueUpdate(update: Record<string, unknown>) {
      updates.push(update);
      for (const poll of [...polls]) flush(poll, false);
    },
    /** Calls this answers with a failure instead (undefined: the usual answer). */
    failWith(next: (call: RecordedBotCall) => BotAnswer | undefined) {
      failures = next;
    },
    reset() {
      calls.length = 0;
      updates.length = 0;
      failures = null;
    },
    /** Listens on 127.0.0.1 and resolves to the API root to give grammY. */
    async listen(): Promise<string> {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    async close() {
      for (const poll of [...polls]) flush(poll, true);
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve())));
    },
  };
}

export type TelegramDouble = ReturnType<typeof startTelegramDouble>;
