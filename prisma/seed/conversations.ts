import type { PrismaClient } from '../../apps/api/src/generated/prisma/client.js';
import { demoAccounts } from './data/accounts.js';

const MINUTE = 60_000;

/** The demo customer's conversation with the demo specialist (customer first, then replies). */
const THREAD: { from: 'customer' | 'specialist'; text: string; minutesAgo: number }[] = [
  { from: 'customer', text: 'Добрий день! Чи можна перенести мій запис на пізніший час?', minutesAgo: 26 * 60 },
  { from: 'specialist', text: 'Добрий день, Ірино! Так, у четвер є вільне вікно о 17:00. Підійде?', minutesAgo: 25 * 60 + 40 },
  { from: 'customer', text: 'Чудово, дякую! Перенесу в застосунку.', minutesAgo: 25 * 60 + 30 },
  { from: 'specialist', text: 'Домовились. До зустрічі в четвер 🙂', minutesAgo: 95 },
];

/**
 * A conversation between the two demo sign-ins, and a welcome notification for each demo
 * account, so /messages and the bell have something to show. Idempotent: nothing is added
 * when the conversation exists.
 */
export async function seedDemoConversations(db: PrismaClient): Promise<number> {
  const [customer, specialist] = await Promise.all([
    db.user.findUnique({ where: { email: demoAccounts.customer.email }, select: { id: true } }),
    db.user.findUnique({ where: { email: demoAccounts.specialist.email }, select: { id: true } }),
  ]);
  if (!customer || !specialist) return 0;
  const existing = await db.conversation.findUnique({ where: { customerId_specialistUserId: { customerId: customer.id, specialistUserId: specialist.id } }, select: { id: true } });
  if (existing) return 0;
  const now = Date.now();
  await db.$transaction(async (tx) => {
    const last = THREAD[THREAD.length - 1]!;
    const conversation = await tx.conversation.create({
      data: {
        customerId: customer.id,
        specialistUserId: specialist.id,
        lastMessageAt: new Date(now - last.minutesAgo * MINUTE),
        createdAt: new Date(now - THREAD[0]!.minutesAgo * MINUTE),
        messages: {
          create: THREAD.map((m, i) => {
            const createdAt = new Date(now - m.minutesAgo * MINUTE);
            // All read but the specialist's last answer: the customer has one unread message.
            const read = i < THREAD.length - 1;
            return { senderId: m.from === 'customer' ? customer.id : specialist.id, content: m.text, createdAt, readAt: read ? new Date(createdAt.getTime() + 5 * MINUTE) : null };
          }),
        },
      },
      select: { id: true },
    });
    const welcome = (userId: string, link: string, minutesAgo: number) => ({
      userId,
      type: 'system',
      params: { key: 'welcome' },
      link,
      createdAt: new Date(now - minutesAgo * MINUTE),
      readAt: new Date(now - (minutesAgo - 1) * MINUTE),
      dedupeKey: 'demo:welcome',
    });
    await tx.notification.createMany({
      data: [
        welcome(customer.id, '/settings', 3 * 24 * 60),
        welcome(specialist.id, '/specialist/settings', 3 * 24 * 60),
        {
          userId: customer.id,
          type: 'new_message',
          params: { sender: 'Олена Ковальчук', preview: last.text, conversationId: conversation.id },
          link: `/messages?c=${conversation.id}`,
          createdAt: new Date(now - last.minutesAgo * MINUTE),
          dedupeKey: 'demo:message',
        },
      ],
      skipDuplicates: true,
    });
  });
  return THREAD.length;
}
