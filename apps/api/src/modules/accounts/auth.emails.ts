import type { Language } from '@vizyt/contracts';
import type { MailMessage } from '../../lib/mailer.js';
import { renderMail } from '../../lib/mail-layout.js';

/**
 * Transactional e-mails of the accounts module, in the recipient's language. The Ukrainian
 * greeting has no name: an address takes the vocative ("Олено!"), which we cannot compute.
 */
type Template = (p: { name: string; link: string }) => { subject: string; lines: string[]; action: string };

const verifyEmail: Record<Language, Template> = {
  uk: () => ({
    subject: 'Підтвердьте електронну адресу у Vizyt',
    lines: ['Вітаємо!', 'Дякуємо за реєстрацію у Vizyt. Щоб увійти, підтвердьте свою електронну адресу.', 'Посилання дійсне 24 години. Якщо ви не реєструвалися, просто проігноруйте цей лист.'],
    action: 'Підтвердити адресу',
  }),
  en: ({ name }) => ({
    subject: 'Confirm your e-mail address for Vizyt',
    lines: [`Hello, ${name}!`, 'Thank you for signing up for Vizyt. Please confirm your e-mail address to sign in.', 'The link is valid for 24 hours. If you did not sign up, just ignore this e-mail.'],
    action: 'Confirm address',
  }),
  ru: ({ name }) => ({
    subject: 'Подтвердите адрес электронной почты в Vizyt',
    lines: [`Здравствуйте, ${name}!`, 'Спасибо за регистрацию в Vizyt. Чтобы войти, подтвердите адрес электронной почты.', 'Ссылка действительна 24 часа. Если вы не регистрировались, просто проигнорируйте это письмо.'],
    action: 'Подтвердить адрес',
  }),
};

const resetPassword: Record<Language, Template> = {
  uk: () => ({
    subject: 'Відновлення пароля у Vizyt',
    lines: ['Вітаємо!', 'Ми отримали запит на зміну пароля до вашого облікового запису Vizyt.', 'Посилання дійсне 1 годину і спрацює лише один раз. Якщо ви не просили змінити пароль, проігноруйте цей лист — пароль залишиться тим самим.'],
    action: 'Задати новий пароль',
  }),
  en: ({ name }) => ({
    subject: 'Reset your Vizyt password',
    lines: [`Hello, ${name}!`, 'We received a request to change the password of your Vizyt account.', 'The link is valid for 1 hour and works once. If you did not ask for this, ignore this e-mail — your password stays the same.'],
    action: 'Set a new password',
  }),
  ru: ({ name }) => ({
    subject: 'Восстановление пароля в Vizyt',
    lines: [`Здравствуйте, ${name}!`, 'Мы получили запрос на смену пароля вашей учётной записи Vizyt.', 'Ссылка действительна 1 час и сработает только один раз. Если вы не запрашивали смену пароля, проигнорируйте это письмо — пароль останется прежним.'],
    action: 'Задать новый пароль',
  }),
};

function render(template: Template, lang: Language, to: string, name: string, link: string): MailMessage {
  const { subject, lines, action } = template({ name, link });
  return renderMail(lang, to, { subject, lines: lines.slice(0, 2), action, after: lines.slice(2) }, link);
}

export const verifyEmailMessage = (lang: Language, to: string, name: string, link: string) => render(verifyEmail[lang], lang, to, name, link);
export const resetPasswordMessage = (lang: Language, to: string, name: string, link: string) => render(resetPassword[lang], lang, to, name, link);

const changeEmail: Record<Language, Template> = {
  uk: () => ({
    subject: 'Підтвердьте нову електронну адресу у Vizyt',
    lines: ['Вітаємо!', 'Ви попросили змінити електронну адресу облікового запису Vizyt на цю. Підтвердьте її — до того вхід працює зі старою адресою.', 'Посилання дійсне 24 години і спрацює лише один раз. Якщо ви цього не просили, проігноруйте лист.'],
    action: 'Підтвердити нову адресу',
  }),
  en: ({ name }) => ({
    subject: 'Confirm your new e-mail address for Vizyt',
    lines: [`Hello, ${name}!`, 'You asked to change the e-mail address of your Vizyt account to this one. Please confirm it — until then you sign in with the old address.', 'The link is valid for 24 hours and works once. If you did not ask for this, ignore this e-mail.'],
    action: 'Confirm new address',
  }),
  ru: ({ name }) => ({
    subject: 'Подтвердите новый адрес электронной почты в Vizyt',
    lines: [`Здравствуйте, ${name}!`, 'Вы попросили сменить адрес электронной почты учётной записи Vizyt на этот. Подтвердите его — до тех пор вход работает со старым адресом.', 'Ссылка действительна 24 часа и сработает только один раз. Если вы этого не просили, проигнорируйте письмо.'],
    action: 'Подтвердить новый адрес',
  }),
};

type NoticeTemplate = (p: { name: string; newEmail: string }) => { subject: string; lines: string[]; action: string };
const emailChangeNotice: Record<Language, NoticeTemplate> = {
  uk: ({ newEmail }) => ({
    subject: 'Запит на зміну електронної адреси у Vizyt',
    lines: ['Вітаємо!', `Для вашого облікового запису Vizyt попросили змінити електронну адресу на ${newEmail}. Адреса зміниться, лише коли її підтвердять за посиланням у листі на нову адресу.`, 'Якщо це були не ви, змініть пароль у налаштуваннях.'],
    action: 'Відкрити налаштування',
  }),
  en: ({ name, newEmail }) => ({
    subject: 'E-mail change requested on Vizyt',
    lines: [`Hello, ${name}!`, `Someone asked to change the e-mail address of your Vizyt account to ${newEmail}. It changes only once confirmed through the link sent to the new address.`, 'If this was not you, change your password in Settings.'],
    action: 'Open settings',
  }),
  ru: ({ name, newEmail }) => ({
    subject: 'Запрос на смену адреса электронной почты в Vizyt',
    lines: [`Здравствуйте, ${name}!`, `Для вашей учётной записи Vizyt запросили смену адреса электронной почты на ${newEmail}. Адрес изменится, только когда его подтвердят по ссылке в письме на новый адрес.`, 'Если это были не вы, смените пароль в настройках.'],
    action: 'Открыть настройки',
  }),
};

export const changeEmailMessage = (lang: Language, to: string, name: string, link: string) => render(changeEmail[lang], lang, to, name, link);
export function emailChangeNoticeMessage(lang: Language, to: string, name: string, newEmail: string, settingsLink: string): MailMessage {
  const { subject, lines, action } = emailChangeNotice[lang]({ name, newEmail });
  return renderMail(lang, to, { subject, lines: lines.slice(0, 2), action, after: lines.slice(2) }, settingsLink);
}
