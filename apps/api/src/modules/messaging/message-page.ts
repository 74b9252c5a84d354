import type { Message } from '@vizyt/contracts';
import { ValidationError } from '../../http/errors.js';
import { isUuid } from '../../lib/db.js';
import { presentMessage } from './messaging.presenter.js';
import type { MessagingRepository } from './messaging.repository.js';
import type { MessageRow } from './messaging.rows.js';

/** A page of a conversation's messages, newest first; `before` is the id of the oldest message already shown. */
export async function pageOfMessages(repo: MessagingRepository, conversationId: string, query: { before?: string | undefined; limit: number }): Promise<{ messages: Message[]; hasMore: boolean }> {
  let cursor: MessageRow | null = null;
  if (query.before !== undefined) {
    cursor = isUuid(query.before) ? await repo.findMessageIn(conversationId, query.before) : null;
    if (!cursor) throw ValidationError([{ path: 'query.before', message: 'invalidCursor', code: 'custom' }], 'The cursor is not a message of this conversation');
  }
  const rows = await repo.messagesBefore(conversationId, cursor, query.limit + 1);
  return { messages: rows.slice(0, query.limit).map(presentMessage), hasMore: rows.length > query.limit };
}
