import { describe, expect, it } from 'vitest';
import type { Language } from '@vizyt/contracts';
import { htmlLines, isNominativeSafe, linesNaming } from '../../test/mail-text.js';
import { expiredNoticeMessage, specialistReminderMessage } from './booking-jobs.emails.js';
import { formatStart, reminderMessage } from './bookings.emails.js';

/**
 * Ukrainian and Russian decline names ("до Олени Ковальчук", "клиента Олены Ковальчук") and we
 * cannot compute the cases, so the booking e-mails name people only after a label.
 */
const CUSTOMER = { first: 'Олена', full: 'Олена Ковальчук' };
const SPECIALIST = { first: 'Тарас', full: 'Тарас Шевчук' };
const start = new Date('2030-01-07T08:00:00Z');
const LINK = 'https://vizyt.test/bookings';

const messagesIn = (lang: Language) => {
  const when = formatStart(start, lang, 'Europe/Kyiv');
  return {
    customerReminder: reminderMessage(lang, 'c@example.test', { name: CUSTOMER.first, service: 'Манікюр класичний', specialist: SPECIALIST.full, when, place: 'вул. Хрещатик, 1, Київ', link: LINK }),
    specialistReminder: specialistReminderMessage(lang, 's@example.test', { name: SPECIALIST.first, service: 'Манікюр класичний', other: CUSTOMER.full, when, link: LINK }),
    expiredNotice: expiredNoticeMessage(lang, 'c@example.test', { name: CUSTOMER.first, service: 'Манікюр класичний', other: SPECIALIST.full, when, link: LINK }),
  };
};

const LABELS = { uk: ['Фахівець', 'Клієнт'], ru: ['Специалист', 'Клиент'] } as const;
const GREETING = { uk: undefined, ru: 'Здравствуйте, {name}!' } as const;

describe('booking e-mails in uk and ru name people only where no case is needed', () => {
  it.each(['uk', 'ru'] as const)('%s: names stand after a label (or in a Russian greeting), never inside a sentence', (lang) => {
    const messages = messagesIn(lang);
    const named = [
      [messages.customerReminder, SPECIALIST.full],
      [messages.specialistReminder, CUSTOMER.full],
      [messages.expiredNotice, SPECIALIST.full],
    ] as const;
    for (const [message, other] of named) {
      // The other party is named, in the text and in the HTML …
      expect(message.text.split('\n')).toContain(`${lang === 'uk' ? (other === CUSTOMER.full ? 'Клієнт' : 'Фахівець') : other === CUSTOMER.full ? 'Клиент' : 'Специалист'}: ${other}`);
      expect(htmlLines(message.html).some((line) => line.endsWith(`: ${other}`))).toBe(true);
      // … and every mention of anyone is nominative-safe.
      for (const person of [CUSTOMER, SPECIALIST]) {
        for (const line of linesNaming(message, person.full)) {
          expect(isNominativeSafe(line, person.full, LABELS[lang], GREETING[lang]), `${lang} "${line}"`).toBe(true);
        }
        // The first name alone (outside the full name): only in a greeting that allows it.
        for (const line of linesNaming(message, person.first).filter((l) => l.replaceAll(person.full, '').includes(person.first))) {
          expect(isNominativeSafe(line, person.first, LABELS[lang], GREETING[lang]), `${lang} "${line}"`).toBe(true);
        }
      }
      expect(message.subject).not.toContain(other);
    }
  });

  it('uk: greets without a name (the vocative cannot be computed) and says "фахівець"', () => {
    for (const message of Object.values(messagesIn('uk'))) {
      expect(message.text.split('\n')[0]).toBe('Вітаємо!');
      expect(`${message.subject}\n${message.text}`).not.toMatch(/спеціаліст/i);
    }
    expect(messagesIn('uk').expiredNotice.text).toContain('Оберіть інший час або іншого фахівця.');
  });

  it('en keeps natural sentences with the name in the greeting', () => {
    const { customerReminder, expiredNotice } = messagesIn('en');
    expect(customerReminder.text).toContain('Hello, Олена!');
    expect(customerReminder.text).toContain('Specialist: Тарас Шевчук');
    expect(expiredNotice.text).toContain('The specialist did not confirm your booking in time');
    expect(expiredNotice.text).toContain('another specialist');
  });

  it('the checker itself refuses names inside sentences', () => {
    expect(isNominativeSafe('Нагадуємо про ваш запис «Манікюр» до Тарас Шевчук: понеділок.', 'Тарас Шевчук', LABELS.uk)).toBe(false);
    expect(isNominativeSafe('Вітаємо, Олена!', 'Олена', LABELS.uk)).toBe(false);
    expect(isNominativeSafe('Фахівець: Тарас Шевчук', 'Тарас Шевчук', LABELS.uk)).toBe(true);
  });
});

describe('formatStart', () => {
  it('names the zone by its city in the reader’s language', () => {
    expect(formatStart(start, 'uk', 'Europe/Kyiv')).toMatch(/10:00 \(Київ\)$/);
    expect(formatStart(start, 'ru', 'Europe/Kyiv')).toMatch(/10:00 \(Киев\)$/);
    expect(formatStart(start, 'en', 'America/New_York')).toMatch(/03:00 \(New York\)$/);
    expect(formatStart(start, 'uk', 'Not/AZone')).toMatch(/08:00 \(UTC\)$/);
  });
});
