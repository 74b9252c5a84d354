import { describe, expect, it } from 'vitest';
import { isSessionCall, messageKeyForError, NO_RESPONSE_STATUS } from './api-errors';

const call = '/bookings';

describe('messageKeyForError (spec section 8)', () => {
  it('400 shows the server message, else "Invalid request data"', () => {
    expect(messageKeyForError(400, 'Email is taken', call)).toEqual({ text: 'Email is taken' });
    expect(messageKeyForError(400, '', call)).toEqual({ key: 'badRequest' });
    expect(messageKeyForError(400, undefined, call)).toEqual({ key: 'badRequest' });
  });

  it('401 asks to log in again, except on login calls', () => {
    expect(messageKeyForError(401, 'jwt expired', call)).toEqual({ key: 'unauthorized' });
    expect(messageKeyForError(401, 'Bad password', '/auth/login')).toBeNull();
    expect(messageKeyForError(401, 'Bad password', '/auth-enhanced/login')).toBeNull();
    expect(messageKeyForError(401, null, '/auth-enhanced/google')).toBeNull();
  });

  it('fixed texts for 403, 404, 429 and server errors', () => {
    expect(messageKeyForError(403, 'nope', call)).toEqual({ key: 'forbidden' });
    expect(messageKeyForError(404, 'nope', call)).toEqual({ key: 'notFound' });
    expect(messageKeyForError(429, 'slow down', call)).toEqual({ key: 'tooManyRequests' });
    expect(messageKeyForError(500, 'boom', call)).toEqual({ key: 'server' });
    expect(messageKeyForError(503, undefined, call)).toEqual({ key: 'server' });
  });

  it('409 and 422 prefer the server message', () => {
    expect(messageKeyForError(409, 'Slot taken', call)).toEqual({ text: 'Slot taken' });
    expect(messageKeyForError(409, undefined, call)).toEqual({ key: 'conflict' });
    expect(messageKeyForError(422, 'Too late to cancel', call)).toEqual({ text: 'Too late to cancel' });
    expect(messageKeyForError(422, '  ', call)).toEqual({ key: 'unprocessable' });
  });

  it('no response is a network error; anything else is unexpected', () => {
    expect(messageKeyForError(NO_RESPONSE_STATUS, 'timeout of 30000ms exceeded', call)).toEqual({ key: 'network' });
    expect(messageKeyForError(418, 'teapot', call)).toEqual({ key: 'unexpected' });
    expect(messageKeyForError(302, undefined, call)).toEqual({ key: 'unexpected' });
  });

  it('logout errors never show a toast', () => {
    expect(messageKeyForError(500, 'boom', '/auth/logout')).toBeNull();
    expect(messageKeyForError(NO_RESPONSE_STATUS, undefined, '/auth-enhanced/logout')).toBeNull();
  });
});

describe('isSessionCall', () => {
  it('matches login, register, refresh, logout, google and telegram calls only', () => {
    for (const url of ['/auth/login', '/auth/register', '/auth/refresh', '/auth-enhanced/logout', '/auth-enhanced/telegram', '/auth/login?x=1']) {
      expect(isSessionCall(url)).toBe(true);
    }
    for (const url of ['/auth/me', '/auth/change-password', '/bookings', '/auth/logout-all-devices-later']) {
      expect(isSessionCall(url)).toBe(false);
    }
  });
});
