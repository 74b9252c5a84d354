import type { Language } from '@vizyt/contracts';
import type { MailMessage } from '../../lib/mailer.js';
import { renderMail } from '../../lib/mail-layout.js';

/** The reminder a specialist sends from a booking (POST /bookings/{id}/reminder), in the customer's language. */
interface ReminderFacts {
  name: string;
  service: string;
  specialist: string;
  /** The start, already formatted in the customer's time zone and language. */
  when: string;
  place: string | null;
  link: string;
}

const LOCALE: Record<Language, string> = { uk: 'uk-UA', en: 'en-GB', ru: 'ru-RU' };

const reminder: Record<Language, (f: ReminderFacts) => { subject: string; lines: string[]; action: string }> = {
  uk: (f) => ({
    subject: `Нагадування: ${f.service}, ${f.when}`,
    lines: [`Вітаємо, ${f.name}!`, `Нагадуємо про ваш запис «${f.service}» до ${f.specialist}: ${f.when}.`, ...(f.place ? [`Місце: ${f.place}.`] : []), 'Якщо плани змінилися, скасуйте або перенесіть запис заздалегідь.'],
    action: 'Відкрити запис',
  }),
  en: (f) => ({
    subject: `Reminder: ${f.service}, ${f.when}`,
    lines: [`Hello, ${f.name}!`, `A reminder of your booking "${f.service}" with ${f.specialist}: ${f.when}.`, ...(f.place ? [`Place: ${f.place}.`] : []), 'If your plans have changed, please cancel or reschedule in good time.'],
    action: 'Open the booking',
  }),
  ru: (f) => ({
    subject: `Напоминание: ${f.service}, ${f.when}`,
    lines: [`Здравствуйте, ${f.name}!`, `Напоминаем о вашей записи «${f.service}» к ${f.specialist}: ${f.when}.`, ...(f.place ? [`Место: ${f.place}.`] : []), 'Если планы изменились, отмените или перенесите запись заранее.'],
    action: 'Открыть запись',
  }),
};

export const languageOf = (value: string): Language => (value === 'en' || value === 'ru' ? value : 'uk');

/** "понеділок, 7 грудня 2026 р. о 10:00 (Europe/Kyiv)": the start in the reader's zone, with the zone named. */
export function formatStart(start: Date, lang: Language, timeZone: string): string {
  let zone = timeZone;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
  } catch {
    zone = 'UTC';
  }
  const text = new Intl.DateTimeFormat(LOCALE[lang], { dateStyle: 'full', timeStyle: 'short', timeZone: zone }).format(start);
  return `${text} (${zone})`;
}

export const reminderMessage = (lang: Language, to: string, facts: ReminderFacts): MailMessage => renderMail(lang, to, reminder[lang](facts), facts.link);
