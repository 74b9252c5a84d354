import { describe, expect, it } from 'vitest';
import { isNominativeSafe, linesNaming } from '../../test/mail-text.js';
import { resetPasswordMessage, verifyEmailMessage } from './auth.emails.js';

const NAME = 'Олена';
const LINK = 'https://vizyt.test/auth/verify-email?token=t';

describe('account e-mails name people only where no case is needed', () => {
  it.each([
    ['verification', verifyEmailMessage],
    ['password reset', resetPasswordMessage],
  ])('%s: the uk one greets without the name, the ru one in the nominative, en naturally', (_, message) => {
    const uk = message('uk', 'o@example.test', NAME, LINK);
    expect(linesNaming(uk, NAME)).toEqual([]);
    expect(uk.text.split('\n')[0]).toBe('Вітаємо!');
    expect(uk.text).not.toMatch(/спеціаліст/i);

    const ru = message('ru', 'o@example.test', NAME, LINK);
    const named = linesNaming(ru, NAME);
    expect(named.length).toBeGreaterThan(0);
    for (const line of named) expect(isNominativeSafe(line, NAME, [], 'Здравствуйте, {name}!'), line).toBe(true);

    expect(message('en', 'o@example.test', NAME, LINK).text).toContain(`Hello, ${NAME}!`);
  });
});
