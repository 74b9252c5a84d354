import { timeZoneCity, type Language } from '@vizyt/contracts';
import type { MailMessage } from '../../lib/mailer.js';
import { renderMail, type MailContent } from '../../lib/mail-layout.js';

/**
 * The reminder a specialist sends from a booking (POST /bookings/{id}/reminder), in the
 * customer's language. Names stand only after a label ("Фахівець: …"): see MailContent.
 */
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

const reminder: Record<Language, (f: ReminderFacts) => MailContent> = {
  uk: (f) => ({
    subject: `Нагадування: ${f.service}, ${f.when}`,
    lines: ['Вітаємо!', 'Нагадуємо про ваш запис.'],
    facts: [
      { label: 'Послуга', value: f.service },
      { label: 'Фахівець', value: f.specialist },
      { label: 'Час', value: f.when },
      ...(f.place ? [{ label: 'Місце', value: f.place }] : []),
    ],
    action: 'Відкрити запис',
    after: ['Якщо плани змінилися, скасуйте або перенесіть запис заздалегідь.'],
  }),
  en: (f) => ({
    subject: `Reminder: ${f.service}, ${f.when}`,
    lines: [`Hello, ${f.name}!`, 'A reminder of your upcoming booking.'],
    facts: [
      { label: 'Service', value: f.service },
      { label: 'Specialist', value: f.specialist },
      { label: 'When', value: f.when },
      ...(f.place ? [{ label: 'Place', value: f.place }] : []),
    ],
    action: 'Open the booking',
    after: ['If your plans have changed, please cancel or reschedule in good time.'],
  }),
  ru: (f) => ({
    subject: `Напоминание: ${f.service}, ${f.when}`,
    lines: [`Здравствуйте, ${f.name}!`, 'Напоминаем о вашей записи.'],
    facts: [
      { label: 'Услуга', value: f.service },
      { label: 'Специалист', value: f.specialist },
      { label: 'Время', value: f.when },
      ...(f.place ? [{ label: 'Место', value: f.place }] : []),
    ],
    action: 'Открыть запись',
    after: ['Если планы изменились, отмените или перенесите запись заранее.'],
  }),
};

export const languageOf = (value: string): Language => (value === 'en' || value === 'ru' ? value : 'uk');

/** "понеділок, 7 грудня 2026 р. о 10:00 (Київ)": the start in the reader's zone, the zone named by its city. */
export function formatStart(start: Date, lang: Language, timeZone: string): string {
  const { format, zone } = startFormat(lang, timeZone);
  return `${format.format(start)} (${timeZoneCity(zone, lang)})`;
}

/** Formatters per language and zone, made once (a new Intl.DateTimeFormat costs more than formatting with it). */
const startFormats = new Map<string, { format: Intl.DateTimeFormat; zone: string }>();
function startFormat(lang: Language, timeZone: string) {
  const key = `${lang} ${timeZone}`;
  let found = startFormats.get(key);
  if (!found) {
    let zone = timeZone;
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
    } catch {
      zone = 'UTC';
    }
    found = { format: new Intl.DateTimeFormat(LOCALE[lang], { dateStyle: 'full', timeStyle: 'short', timeZone: zone }), zone };
    // Zones come from a fixed list (and unknown ones become UTC): the map stays small.
    if (startFormats.size < 2_000) startFormats.set(key, found);
  }
  return found;
}

export const reminderMessage = (lang: Language, to: string, facts: ReminderFacts): MailMessage => renderMail(lang, to, reminder[lang](facts), facts.link);
