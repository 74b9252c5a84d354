import { describe, expect, it } from 'vitest';
import type { ApiClientError } from '@/lib/api-client';
import { authErrorKey, authErrorMessage, fieldProblems } from './auth-errors';

const apiError = (overrides: Partial<ApiClientError>): ApiClientError => ({ status: 400, code: 'VALIDATION_ERROR', message: '', ...overrides });

describe('authErrorKey', () => {
  it('translates the codes the API sends', () => {
    expect(authErrorKey(apiError({ status: 401, code: 'INVALID_CREDENTIALS' }), 'login')).toBe('errors:codes.INVALID_CREDENTIALS');
    expect(authErrorKey(apiError({ status: 403, code: 'EMAIL_NOT_VERIFIED' }), 'login')).toBe('errors:codes.EMAIL_NOT_VERIFIED');
    expect(authErrorKey(apiError({ status: 429, code: 'RATE_LIMITED' }), 'forgotPassword')).toBe('errors:codes.RATE_LIMITED');
    expect(authErrorKey(apiError({ status: 0, code: 'NETWORK_ERROR' }), 'register')).toBe('errors:codes.NETWORK_ERROR');
  });

  it("falls back to the call's own message (spec section 8) for anything else", () => {
    expect(authErrorKey(apiError({ status: 502, code: 'HTTP_502' }), 'login')).toBe('auth:failures.login');
    expect(authErrorKey(new Error('boom'), 'google')).toBe('auth:failures.google');
    expect(authErrorKey(undefined, 'resendVerification')).toBe('auth:failures.resendVerification');
  });
});

describe('authErrorMessage (kept in the auth slice)', () => {
  it("is the server's text, else the spec's fallback", () => {
    expect(authErrorMessage(apiError({ message: 'Invalid e-mail or password' }), 'login')).toBe('Invalid e-mail or password');
    expect(authErrorMessage(apiError({ message: '  ' }), 'register')).toBe('Registration failed');
    expect(authErrorMessage(new Error('x'), 'telegram')).toBe('Telegram authentication failed');
    expect(authErrorMessage(null, 'verifyEmail')).toBe('Email verification failed');
  });
});

describe('fieldProblems', () => {
  const fields = ['email', 'password', 'newPassword'] as const;

  it('maps VALIDATION_ERROR details to form fields without the body. prefix, first problem per field', () => {
    const error = apiError({
      details: [
        { path: 'body.email', message: 'invalidEmail', code: 'invalid_format' },
        { path: 'body.email', message: 'tooLong', code: 'too_big' },
        { path: 'body.password', message: 'passwordTooShort', code: 'too_small' },
        { path: 'query.page', message: 'required', code: 'invalid_type' },
        { nonsense: true },
      ],
    });
    expect(fieldProblems(error, fields)).toEqual([
      { field: 'email', message: 'invalidEmail' },
      { field: 'password', message: 'passwordTooShort' },
    ]);
  });

  it('renames API fields to form fields', () => {
    const error = apiError({ details: [{ path: 'body.password', message: 'passwordNeedsDigit', code: 'custom' }] });
    expect(fieldProblems(error, ['newPassword'] as const, { password: 'newPassword' })).toEqual([{ field: 'newPassword', message: 'passwordNeedsDigit' }]);
  });

  it('gives nothing for other errors', () => {
    expect(fieldProblems(apiError({ code: 'EMAIL_TAKEN', status: 409 }), fields)).toEqual([]);
    expect(fieldProblems(new Error('x'), fields)).toEqual([]);
  });
});
