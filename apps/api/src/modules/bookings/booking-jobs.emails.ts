import type { Language } from '@vizyt/contracts';
import type { MailMessage } from '../../lib/mailer.js';
import { renderMail } from '../../lib/mail-layout.js';

/**
 * E-mails the background jobs send on their own, in the recipient's language. (The customer's
 * reminder is the one in bookings.emails.ts, the same text a specialist can send by hand.)
 */
interface Facts {
  name: string;
  service: string;
  /** The other party's name. */
  other: string;
  /** The start, already formatted in the recipient's time zone and language. */
  when: string;
  link: string;
}
type Template = (f: Facts) => { subject: string; lines: string[]; action: string };

const specialistReminder: Record<Language, Template> = {
  uk: (f) => ({
    subject: `Нагадування: ${f.service}, ${f.when}`,
    lines: [`Вітаємо, ${f.name}!`, `Нагадуємо про запис «${f.service}» клієнта ${f.other}: ${f.when}.`],
    action: 'Відкрити записи',
  }),
  en: (f) => ({
    subject: `Reminder: ${f.service}, ${f.when}`,
    lines: [`Hello, ${f.name}!`, `A reminder of the booking "${f.service}" by ${f.other}: ${f.when}.`],
    action: 'Open bookings',
  }),
  ru: (f) => ({
    subject: `Напоминание: ${f.service}, ${f.when}`,
    lines: [`Здравствуйте, ${f.name}!`, `Напоминаем о записи «${f.service}» клиента ${f.other}: ${f.when}.`],
    action: 'Открыть записи',
  }),
};

const expiredNotice: Record<Language, Template> = {
  uk: (f) => ({
    subject: `Запис не підтверджено: ${f.service}`,
    lines: [`Вітаємо, ${f.name}!`, `${f.other} не підтвердив(ла) ваш запис «${f.service}» на ${f.when} вчасно, тому його скасовано. Оплата не знімалася.`, 'Оберіть інший час або іншого спеціаліста.'],
    action: 'Мої записи',
  }),
  en: (f) => ({
    subject: `Booking not confirmed: ${f.service}`,
    lines: [`Hello, ${f.name}!`, `${f.other} did not confirm your booking "${f.service}" for ${f.when} in time, so it has been cancelled. You have not been charged.`, 'Please choose another time or another specialist.'],
    action: 'My bookings',
  }),
  ru: (f) => ({
    subject: `Запись не подтверждена: ${f.service}`,
    lines: [`Здравствуйте, ${f.name}!`, `${f.other} не подтвердил(а) вашу запись «${f.service}» на ${f.when} вовремя, поэтому она отменена. Оплата не списывалась.`, 'Выберите другое время или другого специалиста.'],
    action: 'Мои записи',
  }),
};

const render = (template: Template, lang: Language, to: string, facts: Facts): MailMessage => renderMail(lang, to, template(facts), facts.link);

export const specialistReminderMessage = (lang: Language, to: string, facts: Facts) => render(specialistReminder[lang], lang, to, facts);
export const expiredNoticeMessage = (lang: Language, to: string, facts: Facts) => render(expiredNotice[lang], lang, to, facts);
