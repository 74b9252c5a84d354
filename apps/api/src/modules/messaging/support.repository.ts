import { SUPPORT_USER_ID } from '@vizyt/contracts';
import { isUuid, type DbOrTx } from '../../lib/db.js';
import { transactional } from '../../lib/unit-of-work.js';
import { conversationRefSelect, type ConversationRef, type SupportInboxRow } from './messaging.rows.js';

/** The support desk's reads: its conversations, its inbox and the admins who answer. */
export function createSupportRepository(db: DbOrTx) {
  return transactional(db, (client) => ({
    /** A conversation with Vizyt support, by id; null for any other conversation and for ids that cannot exist. */
    async findSupportConversation(conversationId: string): Promise<ConversationRef | null> {
      if (!isUuid(conversationId)) return null;
      return client.conversation.findFirst({
        where: { id: conversationId, specialistUserId: SUPPORT_USER_ID },
        select: conversationRefSelect,
      });
    },

    /** Every admin who can answer (the support desk hears of new messages on their sockets). */
    async activeAdminIds(): Promise<string[]> {
      const rows = await client.user.findMany({ where: { role: 'ADMIN', status: 'ACTIVE', deletedAt: null }, select: { id: true } });
      return rows.map((r) => r.id);
    },

    /** The person writing to support: role and the language of their notification link. */
    findSupportPerson: (userId: string) => client.user.findUnique({ where: { id: userId }, select: { id: true, role: true } }),

    /**
     * Support conversations for the desk: unanswered ones first (the last message is not support's),
     * then the newest; the last message and the unread count come from lateral joins (one query).
     */
    async supportInbox(page: { offset: number; limit: number }): Promise<SupportInboxRow[]> {
      return client.$queryRaw<SupportInboxRow[]>`
    SELECT c.id::text AS id, c.last_message_at,
           p.id::text AS person_id, p.first_name AS person_first_name, p.last_name AS person_last_name,
           p.avatar_url AS person_avatar, (p.deleted_at IS NOT NULL) AS person_deleted, p.role::text AS person_role,
           lm.id::text AS last_id, lm.sender_id::text AS last_sender_id, lm.content AS last_content,
           lm.created_at AS last_created_at, lm.read_at AS last_read_at,
           un.n AS unread
      FROM conversations c
      JOIN users p ON p.id = c.customer_id
      LEFT JOIN LATERAL (
             SELECT m.id, m.sender_id, m.content, m.created_at, m.read_at FROM messages m
              WHERE m.conversation_id = c.id ORDER BY m.created_at DESC, m.id DESC LIMIT 1) lm ON true
      CROSS JOIN LATERAL (
             SELECT count(*)::int AS n FROM messages m
              WHERE m.conversation_id = c.id AND m.sender_id <> ${SUPPORT_USER_ID}::uuid AND m.read_at IS NULL) un
     WHERE c.specialist_user_id = ${SUPPORT_USER_ID}::uuid
     ORDER BY (lm.sender_id IS NOT DISTINCT FROM ${SUPPORT_USER_ID}::uuid) ASC, c.last_message_at DESC, c.id DESC
     OFFSET ${page.offset} LIMIT ${page.limit}`;
    },

    /** How many support conversations there are, and how many of their messages no admin has read. */
    async supportTotals(): Promise<{ total: number; unread: number }> {
      const [row] = await client.$queryRaw<{ total: number; unread: number }[]>`
    SELECT (SELECT count(*)::int FROM conversations WHERE specialist_user_id = ${SUPPORT_USER_ID}::uuid) AS total,
           (SELECT count(*)::int FROM messages m JOIN conversations c ON c.id = m.conversation_id
             WHERE c.specialist_user_id = ${SUPPORT_USER_ID}::uuid AND m.sender_id <> ${SUPPORT_USER_ID}::uuid AND m.read_at IS NULL) AS unread`;
      return { total: row?.total ?? 0, unread: row?.unread ?? 0 };
    },
  }));
}
export type SupportRepository = ReturnType<typeof createSupportRepository>;
