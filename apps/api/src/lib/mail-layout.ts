import type { Language } from '@vizyt/contracts';
import type { MailMessage } from './mailer.js';

/** One fact of an e-mail: "Фахівець: Олена Ковальчук". */
export interface MailFact {
  label: string;
  value: string;
}

/**
 * One e-mail's words: what templates in every module return, per language.
 *
 * People's names go only where no grammatical case is needed: as the value of a fact after its
 * label ("Фахівець: Олена Ковальчук"), or, in Russian and English, in the greeting. Ukrainian
 * and Russian decline names ("до Олени Ковальчук") and addresses take the vocative in Ukrainian
 * ("Олено!"), which cannot be computed for any name, so the Ukrainian greeting has none.
 */
export interface MailContent {
  subject: string;
  /** Paragraphs before the facts and the button. */
  lines: string[];
  /** Label–value lines after the paragraphs (service, specialist, time, place). */
  facts?: MailFact[];
  /** The button's label. */
  action: string;
  /** Paragraphs after the button, in a quieter colour (e.g. "ignore this if it was not you"). */
  after?: string[];
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The one layout of Vizyt's e-mails: plain text and HTML with the same words and one link. */
export function renderMail(lang: Language, to: string, content: MailContent, link: string): MailMessage {
  const after = content.after ?? [];
  const facts = content.facts ?? [];
  const text = [
    ...content.lines,
    ...(facts.length ? ['', ...facts.map((f) => `${f.label}: ${f.value}`)] : []),
    '',
    `${content.action}: ${link}`,
    ...(after.length ? ['', ...after] : []),
    '',
    '— Vizyt',
  ].join('\n');
  const html = `<!doctype html><html lang="${lang}"><body style="font-family:Arial,sans-serif;line-height:1.5;color:#0f172a">
${content.lines.map((l) => `<p>${escape(l)}</p>`).join('\n')}
${facts.length ? `<p>${facts.map((f) => `<span style="color:#475569">${escape(f.label)}:</span> <strong>${escape(f.value)}</strong>`).join('<br>\n')}</p>` : ''}
<p><a href="${escape(link)}" style="display:inline-block;padding:10px 18px;background:#1d5fd8;color:#fff;border-radius:8px;text-decoration:none">${escape(content.action)}</a></p>
${after.map((l) => `<p style="color:#475569">${escape(l)}</p>`).join('\n')}
<p>— Vizyt</p></body></html>`;
  return { to, subject: content.subject, text, html };
}
