import { DEFAULT_TIMEZONE, NOTIFICATION_GROUPS, NOTIFICATION_TOPIC, NOTIFICATION_TYPES, type Language, type NotificationType } from '@vizyt/contracts';
import { formatStart } from '../bookings/bookings.emails.js';

/**
 * The words of every notification type in uk, en and ru. Notifications store their type and
 * params; the words are made when they are read or sent, in the reader's language and time
 * zone at that moment (a user who switches to English sees their old notifications in English).
 */
export type Params = Record<string, string | number | boolean | null | undefined>;
interface Reader {
  language: Language;
  timezone: string;
}
type Words = { title: string; message: string };
type Template = (p: Params, fmt: Formatters) => Words;

interface Formatters {
  when: (iso: unknown) => string;
  money: (minor: unknown, currency: unknown) => string;
  s: (value: unknown) => string;
}

const MONEY_LOCALE: Record<Language, string> = { uk: 'uk-UA', en: 'en-US', ru: 'ru-UA' };

function formatters(reader: Reader): Formatters {
  return {
    when: (iso) => (typeof iso === 'string' && !Number.isNaN(Date.parse(iso)) ? formatStart(new Date(iso), reader.language, reader.timezone) : ''),
    // "450 ₴" in uk and ru, "₴450" in en; kopiyky only when there are some.
    money: (minor, currency) => {
      const amount = typeof minor === 'number' ? minor / 100 : 0;
      return new Intl.NumberFormat(MONEY_LOCALE[reader.language], {
        style: 'currency',
        currency: typeof currency === 'string' ? currency : 'UAH',
        currencyDisplay: 'narrowSymbol',
        minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
        maximumFractionDigits: 2,
      }).format(amount);
    },
    s: (value) => (value === null || value === undefined ? '' : String(value)),
  };
}

/** Who did it, for the booking texts: the other side's name, or the system (expiry). */
const cancelledBy = (p: Params, lang: Language, s: Formatters['s']) => {
  if (p.by === 'system' && p.reason === 'deposit_not_paid') {
    return { uk: 'Запис скасовано автоматично: завдаток не сплачено вчасно, час звільнено.', en: 'It was cancelled automatically: the deposit was not paid in time, so the time was released.', ru: 'Запись отменена автоматически: задаток не оплачен вовремя, время освобождено.' }[lang];
  }
  if (p.by === 'system') return { uk: 'Запис скасовано автоматично: фахівець не відповів вчасно.', en: 'It was cancelled automatically: the specialist did not answer in time.', ru: 'Запись отменена автоматически: специалист не ответил вовремя.' }[lang];
  const reason = p.reason && p.reason !== 'expired' ? s(p.reason) : '';
  return reason ? { uk: `Причина: ${reason}`, en: `Reason: ${reason}`, ru: `Причина: ${reason}` }[lang] : '';
};

/** System notifications of our own (params.key), in every language. */
const SYSTEM_TEXTS: Record<string, Record<Language, Words>> = {
  welcome: {
    uk: { title: 'Ласкаво просимо до Vizyt', message: 'Тут з’являтимуться записи, оплати, відгуки та повідомлення. Канали сповіщень — у Налаштуваннях.' },
    en: { title: 'Welcome to Vizyt', message: 'Bookings, payments, reviews and messages will show up here. Choose your channels in Settings.' },
    ru: { title: 'Добро пожаловать в Vizyt', message: 'Здесь будут появляться записи, оплаты, отзывы и сообщения. Каналы уведомлений — в Настройках.' },
  },
  test: {
    uk: { title: 'Тестове сповіщення', message: 'Так виглядатимуть ваші сповіщення. Канали — у Налаштуваннях → Сповіщення.' },
    en: { title: 'Test notification', message: 'This is how your notifications will look. Channels are in Settings → Notifications.' },
    ru: { title: 'Тестовое уведомление', message: 'Так будут выглядеть ваши уведомления. Каналы — в Настройках → Уведомления.' },
  },
};

const join = (...parts: string[]) => parts.filter(Boolean).join(' ');

const TEMPLATES: Record<NotificationType, Record<Language, Template>> = {
  new_booking: {
    uk: (p, f) => ({ title: 'Новий запис', message: `${f.s(p.customer)} записується на «${f.s(p.service)}» — ${f.when(p.when)}.${p.pending ? ' Підтвердьте або відхиліть запис.' : ''}` }),
    en: (p, f) => ({ title: 'New booking', message: `${f.s(p.customer)} booked “${f.s(p.service)}” for ${f.when(p.when)}.${p.pending ? ' Confirm or decline it.' : ''}` }),
    ru: (p, f) => ({ title: 'Новая запись', message: `${f.s(p.customer)} записывается на «${f.s(p.service)}» — ${f.when(p.when)}.${p.pending ? ' Подтвердите или отклоните запись.' : ''}` }),
  },
  booking_confirmed: {
    uk: (p, f) => ({ title: 'Запис підтверджено', message: `«${f.s(p.service)}» у фахівця ${f.s(p.specialist)} — ${f.when(p.when)}.` }),
    en: (p, f) => ({ title: 'Booking confirmed', message: `“${f.s(p.service)}” with ${f.s(p.specialist)} — ${f.when(p.when)}.` }),
    ru: (p, f) => ({ title: 'Запись подтверждена', message: `«${f.s(p.service)}» у специалиста ${f.s(p.specialist)} — ${f.when(p.when)}.` }),
  },
  booking_updated: {
    uk: (p, f) =>
      p.change === 'rescheduled'
        ? { title: 'Запис перенесено', message: `«${f.s(p.service)}» тепер ${f.when(p.when)} (було ${f.when(p.previous)}).${p.pending ? ' Очікує підтвердження.' : ''}` }
        : { title: 'Запис змінено', message: `${f.s(p.by)} змінює деталі запису «${f.s(p.service)}» — ${f.when(p.when)}.` },
    en: (p, f) =>
      p.change === 'rescheduled'
        ? { title: 'Booking rescheduled', message: `“${f.s(p.service)}” is now ${f.when(p.when)} (was ${f.when(p.previous)}).${p.pending ? ' Waiting for confirmation.' : ''}` }
        : { title: 'Booking changed', message: `${f.s(p.by)} changed the details of “${f.s(p.service)}” — ${f.when(p.when)}.` },
    ru: (p, f) =>
      p.change === 'rescheduled'
        ? { title: 'Запись перенесена', message: `«${f.s(p.service)}» теперь ${f.when(p.when)} (было ${f.when(p.previous)}).${p.pending ? ' Ожидает подтверждения.' : ''}` }
        : { title: 'Запись изменена', message: `${f.s(p.by)} меняет детали записи «${f.s(p.service)}» — ${f.when(p.when)}.` },
  },
  booking_cancelled: {
    uk: (p, f) => ({ title: 'Запис скасовано', message: join(`«${f.s(p.service)}» — ${f.when(p.when)}.`, cancelledBy(p, 'uk', f.s)) }),
    en: (p, f) => ({ title: 'Booking cancelled', message: join(`“${f.s(p.service)}” — ${f.when(p.when)}.`, cancelledBy(p, 'en', f.s)) }),
    ru: (p, f) => ({ title: 'Запись отменена', message: join(`«${f.s(p.service)}» — ${f.when(p.when)}.`, cancelledBy(p, 'ru', f.s)) }),
  },
  booking_reminder: {
    uk: (p, f) => ({ title: 'Нагадування про запис', message: `«${f.s(p.service)}» — ${f.when(p.when)}. ${p.role === 'specialist' ? `Клієнт: ${f.s(p.customer)}.` : `Фахівець: ${f.s(p.specialist)}.`}` }),
    en: (p, f) => ({ title: 'Upcoming appointment', message: `“${f.s(p.service)}” — ${f.when(p.when)}. ${p.role === 'specialist' ? `Customer: ${f.s(p.customer)}.` : `Specialist: ${f.s(p.specialist)}.`}` }),
    ru: (p, f) => ({ title: 'Напоминание о записи', message: `«${f.s(p.service)}» — ${f.when(p.when)}. ${p.role === 'specialist' ? `Клиент: ${f.s(p.customer)}.` : `Специалист: ${f.s(p.specialist)}.`}` }),
  },
  payment_received: {
    uk: (p, f) => ({ title: 'Оплату отримано', message: p.role === 'specialist' ? `${f.s(p.customer)} оплачує ${f.money(p.amount, p.currency)} за «${f.s(p.service)}».` : `Ви сплатили ${f.money(p.amount, p.currency)} за «${f.s(p.service)}».` }),
    en: (p, f) => ({ title: 'Payment received', message: p.role === 'specialist' ? `${f.s(p.customer)} paid ${f.money(p.amount, p.currency)} for “${f.s(p.service)}”.` : `You paid ${f.money(p.amount, p.currency)} for “${f.s(p.service)}”.` }),
    ru: (p, f) => ({ title: 'Оплата получена', message: p.role === 'specialist' ? `${f.s(p.customer)} оплачивает ${f.money(p.amount, p.currency)} за «${f.s(p.service)}».` : `Вы оплатили ${f.money(p.amount, p.currency)} за «${f.s(p.service)}».` }),
  },
  payment_failed: {
    uk: (p, f) => ({ title: 'Оплата не пройшла', message: `${f.money(p.amount, p.currency)} за «${f.s(p.service)}» не списано. Спробуйте іншу картку.` }),
    en: (p, f) => ({ title: 'Payment failed', message: `${f.money(p.amount, p.currency)} for “${f.s(p.service)}” was not charged. Try another card.` }),
    ru: (p, f) => ({ title: 'Оплата не прошла', message: `${f.money(p.amount, p.currency)} за «${f.s(p.service)}» не списано. Попробуйте другую карту.` }),
  },
  refund_issued: {
    uk: (p, f) => ({ title: 'Кошти повернено', message: `${f.money(p.amount, p.currency)} за «${f.s(p.service)}» повертаються на вашу картку (зазвичай 5–10 днів).` }),
    en: (p, f) => ({ title: 'Refund issued', message: `${f.money(p.amount, p.currency)} for “${f.s(p.service)}” is on its way back to your card (usually 5–10 days).` }),
    ru: (p, f) => ({ title: 'Деньги возвращены', message: `${f.money(p.amount, p.currency)} за «${f.s(p.service)}» возвращаются на вашу карту (обычно 5–10 дней).` }),
  },
  review_received: {
    uk: (p, f) => ({ title: 'Новий відгук', message: `${f.s(p.customer)} оцінює «${f.s(p.service)}» на ${f.s(p.rating)} з 5.` }),
    en: (p, f) => ({ title: 'New review', message: `${f.s(p.customer)} rated “${f.s(p.service)}” ${f.s(p.rating)} out of 5.` }),
    ru: (p, f) => ({ title: 'Новый отзыв', message: `${f.s(p.customer)} оценивает «${f.s(p.service)}» на ${f.s(p.rating)} из 5.` }),
  },
  review_response: {
    uk: (p, f) => ({ title: 'Відповідь на ваш відгук', message: `${f.s(p.specialist)} відповідає на ваш відгук про «${f.s(p.service)}».` }),
    en: (p, f) => ({ title: 'Reply to your review', message: `${f.s(p.specialist)} replied to your review of “${f.s(p.service)}”.` }),
    ru: (p, f) => ({ title: 'Ответ на ваш отзыв', message: `${f.s(p.specialist)} отвечает на ваш отзыв о «${f.s(p.service)}».` }),
  },
  new_message: {
    uk: (p, f) => ({ title: `Повідомлення: ${f.s(p.sender)}`, message: f.s(p.preview) }),
    en: (p, f) => ({ title: `Message from ${f.s(p.sender)}`, message: f.s(p.preview) }),
    ru: (p, f) => ({ title: `Сообщение: ${f.s(p.sender)}`, message: f.s(p.preview) }),
  },
  verification_approved: {
    uk: () => ({ title: 'Профіль підтверджено', message: 'Ваш профіль перевірено: клієнти бачать позначку «Перевірений фахівець».' }),
    en: () => ({ title: 'Profile verified', message: 'Your profile has been verified: customers now see the “Verified specialist” badge.' }),
    ru: () => ({ title: 'Профиль подтверждён', message: 'Ваш профиль проверен: клиенты видят отметку «Проверенный специалист».' }),
  },
  verification_rejected: {
    uk: (p, f) => ({ title: 'Перевірку не пройдено', message: join('Документи не прийнято.', p.reason ? `Причина: ${f.s(p.reason)}.` : '', 'Ви можете надіслати їх ще раз.') }),
    en: (p, f) => ({ title: 'Verification declined', message: join('Your documents were not accepted.', p.reason ? `Reason: ${f.s(p.reason)}.` : '', 'You can send them again.') }),
    ru: (p, f) => ({ title: 'Проверка не пройдена', message: join('Документы не приняты.', p.reason ? `Причина: ${f.s(p.reason)}.` : '', 'Вы можете отправить их ещё раз.') }),
  },
  system: {
    uk: (p, f) => SYSTEM_TEXTS[String(p.key)]?.uk ?? { title: f.s(p.title) || 'Vizyt', message: f.s(p.message) },
    en: (p, f) => SYSTEM_TEXTS[String(p.key)]?.en ?? { title: f.s(p.title) || 'Vizyt', message: f.s(p.message) },
    ru: (p, f) => SYSTEM_TEXTS[String(p.key)]?.ru ?? { title: f.s(p.title) || 'Vizyt', message: f.s(p.message) },
  },
};

export const isNotificationType = (value: string): value is NotificationType => (NOTIFICATION_TYPES as readonly string[]).includes(value);

/** Title and message of a stored notification for this reader (literal ones stay as written). */
export function renderNotification(row: { type: string; params: unknown; title: string | null; message: string | null }, reader: Reader): Words {
  if (row.title !== null && row.message !== null) return { title: row.title, message: row.message };
  const type: NotificationType = isNotificationType(row.type) ? row.type : 'system';
  const params = (row.params && typeof row.params === 'object' ? row.params : {}) as Params;
  return TEMPLATES[type][reader.language](params, formatters(reader));
}

const GROUP_OF = Object.fromEntries(Object.entries(NOTIFICATION_GROUPS).flatMap(([group, types]) => types.map((t) => [t, group]))) as Record<NotificationType, 'booking' | 'payment' | 'review' | 'system'>;

/** GET /notifications/templates: every type, its group, the switch that silences it, and its title per language. */
export function templateCatalogue() {
  const sample: Params = { service: '…', specialist: '…', customer: '…', when: null, amount: 0, currency: 'UAH', rating: 5, sender: '…' };
  return NOTIFICATION_TYPES.map((type) => ({
    type,
    group: GROUP_OF[type],
    preference: NOTIFICATION_TOPIC[type],
    titles: {
      uk: TEMPLATES[type].uk(sample, formatters({ language: 'uk', timezone: DEFAULT_TIMEZONE })).title,
      en: TEMPLATES[type].en(sample, formatters({ language: 'en', timezone: DEFAULT_TIMEZONE })).title,
      ru: TEMPLATES[type].ru(sample, formatters({ language: 'ru', timezone: DEFAULT_TIMEZONE })).title,
    },
  }));
}
