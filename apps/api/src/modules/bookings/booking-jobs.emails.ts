import { DEPOSIT_HOLD_MINUTES, type Language } from '@vizyt/contracts';
import type { MailMessage } from '../../lib/mailer.js';
import { renderMail, type MailContent } from '../../lib/mail-layout.js';

/**
 * E-mails the background jobs send on their own, in the recipient's language. (The customer's
 * reminder is the one in bookings.emails.ts, the same text a specialist can send by hand.)
 * Names stand only after a label ("Клієнт: …"): see MailContent.
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
type Template = (f: Facts) => MailContent;

const specialistReminder: Record<Language, Template> = {
  uk: (f) => ({
    subject: `Нагадування: ${f.service}, ${f.when}`,
    lines: ['Вітаємо!', 'Нагадуємо про найближчий запис.'],
    facts: [
      { label: 'Послуга', value: f.service },
      { label: 'Клієнт', value: f.other },
      { label: 'Час', value: f.when },
    ],
    action: 'Відкрити записи',
  }),
  en: (f) => ({
    subject: `Reminder: ${f.service}, ${f.when}`,
    lines: [`Hello, ${f.name}!`, 'A reminder of an upcoming booking.'],
    facts: [
      { label: 'Service', value: f.service },
      { label: 'Customer', value: f.other },
      { label: 'When', value: f.when },
    ],
    action: 'Open bookings',
  }),
  ru: (f) => ({
    subject: `Напоминание: ${f.service}, ${f.when}`,
    lines: [`Здравствуйте, ${f.name}!`, 'Напоминаем о ближайшей записи.'],
    facts: [
      { label: 'Услуга', value: f.service },
      { label: 'Клиент', value: f.other },
      { label: 'Время', value: f.when },
    ],
    action: 'Открыть записи',
  }),
};

const expiredNotice: Record<Language, Template> = {
  uk: (f) => ({
    subject: `Запис не підтверджено: ${f.service}`,
    lines: ['Вітаємо!', 'Фахівець не підтвердив ваш запис вчасно, тому його скасовано. Оплата не знімалася.'],
    facts: [
      { label: 'Послуга', value: f.service },
      { label: 'Фахівець', value: f.other },
      { label: 'Час', value: f.when },
    ],
    action: 'Мої записи',
    after: ['Оберіть інший час або іншого фахівця.'],
  }),
  en: (f) => ({
    subject: `Booking not confirmed: ${f.service}`,
    lines: [`Hello, ${f.name}!`, 'The specialist did not confirm your booking in time, so it has been cancelled. You have not been charged.'],
    facts: [
      { label: 'Service', value: f.service },
      { label: 'Specialist', value: f.other },
      { label: 'When', value: f.when },
    ],
    action: 'My bookings',
    after: ['Please choose another time or another specialist.'],
  }),
  ru: (f) => ({
    subject: `Запись не подтверждена: ${f.service}`,
    lines: [`Здравствуйте, ${f.name}!`, 'Специалист не подтвердил вашу запись вовремя, поэтому она отменена. Оплата не списывалась.'],
    facts: [
      { label: 'Услуга', value: f.service },
      { label: 'Специалист', value: f.other },
      { label: 'Время', value: f.when },
    ],
    action: 'Мои записи',
    after: ['Выберите другое время или другого специалиста.'],
  }),
};

/** The time was released because the required deposit was not paid within DEPOSIT_HOLD_MINUTES (the facts and action of the expiry notice). */
const depositUnpaidNotice: Record<Language, Template> = {
  uk: (f) => ({
    ...expiredNotice.uk(f),
    subject: `Запис скасовано: завдаток не сплачено — ${f.service}`,
    lines: ['Вітаємо!', `Фахівець бере завдаток, а його не було сплачено протягом ${DEPOSIT_HOLD_MINUTES} хвилин, тому запис скасовано і час звільнено. Оплата не знімалася.`],
    after: ['Запишіться знову й одразу сплатіть завдаток.'],
  }),
  en: (f) => ({
    ...expiredNotice.en(f),
    subject: `Booking cancelled: the deposit was not paid — ${f.service}`,
    lines: [`Hello, ${f.name}!`, `The specialist requires a deposit and it was not paid within ${DEPOSIT_HOLD_MINUTES} minutes, so the booking has been cancelled and the time released. You have not been charged.`],
    after: ['Book again and pay the deposit right away.'],
  }),
  ru: (f) => ({
    ...expiredNotice.ru(f),
    subject: `Запись отменена: задаток не оплачен — ${f.service}`,
    lines: [`Здравствуйте, ${f.name}!`, `Специалист берёт задаток, а он не был оплачен в течение ${DEPOSIT_HOLD_MINUTES} минут, поэтому запись отменена и время освобождено. Оплата не списывалась.`],
    after: ['Запишитесь снова и сразу оплатите задаток.'],
  }),
};

const render = (template: Template, lang: Language, to: string, facts: Facts): MailMessage => renderMail(lang, to, template(facts), facts.link);

export const specialistReminderMessage = (lang: Language, to: string, facts: Facts) => render(specialistReminder[lang], lang, to, facts);
export const expiredNoticeMessage = (lang: Language, to: string, facts: Facts) => render(expiredNotice[lang], lang, to, facts);
export const depositUnpaidNoticeMessage = (lang: Language, to: string, facts: Facts) => render(depositUnpaidNotice[lang], lang, to, facts);
