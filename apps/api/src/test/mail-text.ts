import type { MailMessage } from '../lib/mailer.js';

/** An e-mail's HTML as the lines a reader sees (tags dropped, entities decoded). */
export const htmlLines = (html: string): string[] =>
  html
    .replace(/<br\s*\/?>|<\/p>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** Every line of the subject, the text and the HTML of a message that mentions `name`. */
export const linesNaming = (message: MailMessage, name: string): string[] =>
  [message.subject, ...message.text.split('\n'), ...htmlLines(message.html)].filter((line) => line.includes(name));

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether a line names someone where Ukrainian and Russian need no grammatical case: as the
 * whole value after a label and a colon ("Фахівець: Олена Ковальчук"), or in a greeting that
 * `greeting` allows (Russian addresses people in the nominative: "Здравствуйте, Олена!").
 */
export const isNominativeSafe = (line: string, name: string, labels: readonly string[], greeting?: string): boolean => {
  const n = escapeRegExp(name);
  if (new RegExp(`^(${labels.map(escapeRegExp).join('|')}): ${n}$`).test(line)) return true;
  return greeting !== undefined && line === greeting.replace('{name}', name);
};
