import type { ChatLanguage } from './channels.repository.js';

/**
 * What the Telegram bot says. Plain text (no parse mode), so nothing here needs escaping. A
 * chat of no known account gets Ukrainian and English together (issue #13): the bot cannot
 * know the person's language before the link.
 */
export const BOT_TEXTS = {
  linked: {
    uk: '✅ Telegram підключено. Сповіщення Vizyt тепер надходитимуть сюди.\nЩоб вимкнути їх, надішліть /stop.',
    en: '✅ Telegram connected. Vizyt notifications will arrive here now.\nTo turn them off, send /stop.',
    ru: '✅ Telegram подключён. Уведомления Vizyt теперь будут приходить сюда.\nЧтобы отключить их, отправьте /stop.',
  },
  stopped: {
    uk: 'Сповіщення в Telegram вимкнено. Підключити знову можна в налаштуваннях сповіщень на Vizyt.',
    en: 'Telegram notifications are off. You can connect again in your Vizyt notification settings.',
    ru: 'Уведомления в Telegram отключены. Подключить снова можно в настройках уведомлений Vizyt.',
  },
} satisfies Record<string, Record<ChatLanguage, string>>;

export const BILINGUAL_TEXTS = {
  invalidLink:
    'Це посилання недійсне або застаріло (воно діє 15 хвилин і лише один раз). Відкрийте налаштування сповіщень на Vizyt і натисніть «Підключити Telegram» ще раз.\n\n' +
    'This link is invalid or has expired (it works once, for 15 minutes). Open your Vizyt notification settings and press “Connect Telegram” again.',
  help:
    'Це бот сповіщень Vizyt. Щоб отримувати сповіщення тут, відкрийте налаштування сповіщень на Vizyt і натисніть «Підключити Telegram». /stop — вимкнути сповіщення.\n\n' +
    'This is the Vizyt notifications bot. To get notifications here, open your Vizyt notification settings and press “Connect Telegram”. /stop turns them off.',
  notLinked:
    'Цей чат не підключено до облікового запису Vizyt, тож сповіщень сюди не надходить.\n\n' +
    'This chat is not connected to a Vizyt account, so no notifications come here.',
};

/** The caption of the button under a notification that opens it in the app. */
export const OPEN_BUTTON: Record<ChatLanguage, string> = { uk: 'Відкрити', en: 'Open', ru: 'Открыть' };
