import type { Language } from '@vizyt/contracts';
import type { MailMessage } from './mailer.js';

/** One e-mail's words: what templates in every module return, per language. */
export interface MailContent {
  subject: string;
  /** Paragraphs before the button. */
  lines: string[];
  /** The button's label. */
  action: string;
  /** Paragraphs after the button, in a quieter colour (e.g. "ignore this if it was not you"). */
  after?: string[];
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The one layout of Vizyt's e-mails: plain text and HTML with the same words and one link. */
export function renderMail(lang: Language, to: string, content: MailContent, link: string): MailMessage {
  const after = content.after ?? [];
  const text = [...content.lines, '', `${content.action}: ${link}`, ...(after.length ? ['', ...after] : []), '', '— Vizyt'].join('\n');
  const html = `<!doctype html><html lang="${lang}"><body style="font-family:Arial,sans-serif;line-height:1.5;color:#0f172a">
${content.lines.map((l) => `<p>${escape(l)}</p>`).join('\n')}
<p><a href="${escape(link)}" style="display:inline-block;padding:10px 18px;background:#1d5fd8;color:#fff;border-radius:8px;text-decoration:none">${escape(content.action)}</a></p>
${after.map((l) => `<p style="color:#475569">${escape(l)}</p>`).join('\n')}
<p>— Vizyt</p></body></html>`;
  return { to, subject: content.subject, text, html };
}
