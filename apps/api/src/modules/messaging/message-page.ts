import type { Message } from '@vizyt/contracts';
import { ValidationError } from '../../http/errors.js';
import { isUuid, type Db } from '../../lib/db.js';
import { presentMessage } from './messaging.presenter.js';
import { findMessageIn, messagesBefore, type MessageRow } from './messaging.repository.js';

/** A page of a conversation's messages, newest first; `before` is the id of the oldest message already shown. */
export async function pageOfMessages(db: Db, conversationId: string, query: { before?: string | undefined; limit: number }): Promise<{ messages: Message[]; hasMore: boolean }> {
  let cursor: MessageRow | null = null;
  if (query.before !== undefined) {
    cursor = isUuid(query.before) ? await findMessageIn(db, conversationId, query.before) : null;
    if (!cursor) throw ValidationError([{ path: 'query.before', message: 'invalidCursor', code: 'custom' }], 'The cursor is not a message of this conversation');
  }
  const rows = await messagesBefore(db, conversationId, cursor, query.limit + 1);
  return { messages: rows.slice(0, query.limit).map(presentMessage), hasMore: rows.length > query.limit };
}
