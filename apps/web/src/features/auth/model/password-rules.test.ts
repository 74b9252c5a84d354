import { describe, expect, it } from 'vitest';
import { passwordChecklist } from './password-rules';

const met = (password: string) => Object.fromEntries(passwordChecklist(password).map(({ rule, met: ok }) => [rule, ok]));

describe('passwordChecklist (the contract’s NewPasswordSchema)', () => {
  it('marks every rule unmet for an empty password', () => {
    expect(met('')).toEqual({ passwordTooShort: false, passwordNeedsUppercase: false, passwordNeedsLowercase: false, passwordNeedsDigit: false });
  });

  it('checks each rule on its own', () => {
    expect(met('abcdefgh')).toEqual({ passwordTooShort: true, passwordNeedsUppercase: false, passwordNeedsLowercase: true, passwordNeedsDigit: false });
    expect(met('A1')).toEqual({ passwordTooShort: false, passwordNeedsUppercase: true, passwordNeedsLowercase: false, passwordNeedsDigit: true });
  });

  it('accepts Cyrillic letters as upper and lower case', () => {
    expect(met('Пароль2026')).toEqual({ passwordTooShort: true, passwordNeedsUppercase: true, passwordNeedsLowercase: true, passwordNeedsDigit: true });
  });
});
