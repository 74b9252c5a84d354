import { describe, expect, it } from 'vitest';
import { credentialsOf, userTypeNeeded } from './auth-result';
import { toAuthUser } from './to-auth-user';

const user = { id: 'u1', email: 'olena@example.com', firstName: 'Olena', lastName: 'K', userType: 'SPECIALIST', language: 'ru', currency: 'EUR' };

describe('credentialsOf', () => {
  it('turns an answer with tokens into what the auth slice stores', () => {
    expect(credentialsOf({ user, tokens: { accessToken: 'a', refreshToken: 'r', tokenType: 'Bearer', expiresIn: 900 } })).toEqual({
      user: expect.objectContaining({ id: 'u1', role: 'SPECIALIST', language: 'ru', currency: 'EUR' }),
      tokens: { accessToken: 'a', refreshToken: 'r' },
    });
  });

  it('is null without tokens (e-mail still to be confirmed)', () => {
    expect(credentialsOf({ user, requiresEmailVerification: true })).toBeNull();
  });
});

describe('userTypeNeeded', () => {
  it('reads Google data of a new user', () => {
    expect(
      userTypeNeeded({ requiresUserTypeSelection: true, googleData: { email: 'o@example.com', firstName: 'Olena', lastName: 'K', avatar: null } }),
    ).toEqual({ requiresUserTypeSelection: true, profile: { email: 'o@example.com', firstName: 'Olena', lastName: 'K', avatar: null } });
  });

  it('reads Telegram-style names too', () => {
    expect(userTypeNeeded({ requiresUserTypeSelection: true, telegramData: { first_name: 'Taras', photo_url: 'https://t.me/p.jpg' } })?.profile).toEqual({
      email: null,
      firstName: 'Taras',
      lastName: '',
      avatar: 'https://t.me/p.jpg',
    });
  });

  it('is null for an ordinary answer', () => {
    expect(userTypeNeeded({ user })).toBeNull();
  });
});

describe('toAuthUser', () => {
  it('keeps a Telegram account without e-mail', () => {
    expect(toAuthUser({ ...user, email: null }).email).toBe('');
  });

  it('rejects a user without a known role', () => {
    expect(() => toAuthUser({ ...user, userType: 'ROOT' })).toThrow();
  });
});
