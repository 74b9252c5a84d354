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
