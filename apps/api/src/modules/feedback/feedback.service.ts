import { type FeedbackCategory, type FeedbackItem, pageMeta, type PageQuery, pageWindow } from '@vizyt/contracts';
import { ValidationError } from '../../http/errors.js';
import type { Actor } from '../../http/policies.js';
import type { Logger } from '../../lib/logger.js';
import { renderMail, type MailContent } from '../../lib/mail-layout.js';
import type { Mailer } from '../../lib/mailer.js';
import type { FeedbackRepository, FeedbackRow } from './feedback.repository.js';

export interface FeedbackFields {
  category: FeedbackCategory;
  subject: string;
  message: string;
  email?: string | undefined;
}

/** The categories as support reads them (the support team works in Ukrainian). */
const CATEGORY_UK: Record<FeedbackCategory, string> = {
  question: 'Питання',
  booking: 'Бронювання',
  payment: 'Оплата',
  technical: 'Технічна проблема',
  complaint: 'Скарга',
  suggestion: 'Пропозиція',
  other: 'Інше',
};

export function presentFeedback(row: FeedbackRow): FeedbackItem {
  const user = row.user && !row.user.deletedAt ? row.user : null;
  return {
    id: row.id,
    category: row.category as FeedbackCategory,
    subject: row.subject,
    message: row.message,
    email: row.email,
    sender: user ? { id: user.id, firstName: user.firstName, lastName: user.lastName, role: user.role } : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The e-mail to support: the message as sent, and a button that answers the sender. */
function supportMail(to: string, row: FeedbackRow, appUrl: string): ReturnType<typeof renderMail> {
  const sender = row.user ? `${row.user.firstName} ${row.user.lastName}`.trim() : 'Гість';
  const content: MailContent = {
    subject: `[Vizyt: ${CATEGORY_UK[row.category as FeedbackCategory]}] ${row.subject}`,
    lines: ['Нове звернення з форми зворотного зв’язку.', ...row.message.split(/\r?\n/)],
    facts: [
      { label: 'Категорія', value: CATEGORY_UK[row.category as FeedbackCategory] },
      { label: 'Тема', value: row.subject },
      { label: 'Відправник', value: row.user ? `${sender} (${row.user.role.toLowerCase()})` : sender },
      { label: 'E-mail', value: row.email ?? '—' },
      { label: 'Номер звернення', value: row.id },
    ],
    action: row.email ? 'Відповісти' : 'Відкрити Vizyt',
    after: ['Усі звернення: GET /api/v1/feedback (адміністратори).'],
  };
  // The mailer sets no Reply-To, so the button is the answer: a mailto link to the sender.
  const link = row.email ? `mailto:${row.email}?subject=${encodeURIComponent(`Re: ${row.subject}`)}` : appUrl;
  return renderMail('uk', to, content, link);
}

/**
 * The help page's contact form (issue #14): every message is stored (admins list them), and
 * e-mailed to SUPPORT_EMAIL when one is configured. A message that could not be e-mailed is still
 * stored and the sender still gets their answer: the list is the record, the e-mail a courtesy.
 */
export function createFeedbackService(deps: { repo: FeedbackRepository; mailer: Mailer; supportEmail: string | null; appUrl: string; logger: Logger }) {
  const { repo } = deps;
  return {
    async submit(actor: Actor | null, input: FeedbackFields): Promise<{ id: string; createdAt: string }> {
      const data = { category: input.category, subject: input.subject, message: input.message };
      if (!actor && !input.email) throw ValidationError([{ path: 'body.email', message: 'required', code: 'custom' }], 'Guests must give an e-mail address to be answered at');
      const row = actor ? await repo.createFromAccount(actor.userId, input.email ?? null, data) : await repo.createFromGuest(input.email!, data);
      if (deps.supportEmail) {
        try {
          await deps.mailer.send(supportMail(deps.supportEmail, row, deps.appUrl));
        } catch (err) {
          deps.logger.warn({ err, feedbackId: row.id }, 'feedback stored but not e-mailed to support');
        }
      }
      return { id: row.id, createdAt: row.createdAt.toISOString() };
    },

    async list(query: PageQuery) {
      const { rows, total } = await repo.page(pageWindow(query.page, query.limit).skip, query.limit);
      return { feedback: rows.map(presentFeedback), ...pageMeta(total, query) };
    },
  };
}

export type FeedbackService = ReturnType<typeof createFeedbackService>;
