import { DEFAULT_PASSWORD, buildAccount } from '../../test/accounts.js';
import { oneTimeToken, unique, type Example } from '../../test/example-helpers.js';

/** Valid requests for the accounts module's endpoints, for the access matrix and the fuzzer (see test/route-examples.ts). */
export const accountsExamples: Record<string, Example> = {
  // ── auth ──
  'POST /auth-enhanced/register': () => ({
    body: { firstName: 'Олена', lastName: 'Коваль', email: `new-${unique()}@world.test`, password: 'Passw0rdOk', confirmPassword: 'Passw0rdOk', userType: 'CUSTOMER', agreeToTerms: true },
  }),
  'POST /auth-enhanced/login': ({ world }) => ({ body: { email: world.accounts.customerA.email, password: DEFAULT_PASSWORD } }),
  // Not configured in tests (no GOOGLE_CLIENT_ID / TELEGRAM_BOT_TOKEN): a clear 422, the same for everyone.
  'POST /auth-enhanced/google': () => ({ body: { credential: 'header.payload.signature' }, expect: 422 }),
  'POST /auth-enhanced/telegram': () => ({
    body: { id: 12345, first_name: 'Олена', auth_date: Math.floor(Date.now() / 1000), hash: 'a'.repeat(64) },
    expect: 422,
  }),
  'POST /auth-enhanced/refresh': async ({ signInCustomerA }) => ({ body: { refreshToken: (await signInCustomerA()).refreshToken } }),
  'POST /auth/refresh': async ({ signInCustomerA }) => ({ body: { refreshToken: (await signInCustomerA()).refreshToken } }),
  'POST /auth-enhanced/logout': async ({ signInCustomerA }) => ({ body: { refreshToken: (await signInCustomerA()).refreshToken } }),
  'POST /auth-enhanced/verify-email': async ({ db, world }) => ({ body: { token: await oneTimeToken(db, world.accounts.customerA.id, 'VERIFY_EMAIL') } }),
  'POST /auth/resend-verification': ({ world }) => ({ body: { email: world.accounts.customerA.email } }),
  'POST /auth/request-password-reset': ({ world }) => ({ body: { email: world.accounts.customerA.email } }),
  'POST /auth/reset-password': async ({ db, world }) => ({
    body: { token: await oneTimeToken(db, world.accounts.customerA.id, 'RESET_PASSWORD'), password: 'NewPassw0rd1' },
  }),
  'POST /auth/change-password': () => ({ body: { currentPassword: DEFAULT_PASSWORD, newPassword: 'NewPassw0rd1' } }),
  'GET /auth/me': () => ({}),

  // ── users ──
  'PUT /users/profile': () => ({ body: { firstName: 'Олена', lastName: 'Коваль', phone: '+380501234567' } }),
  'GET /users/preferences': () => ({}),
  'PUT /users/preferences': () => ({ body: { language: 'en', currency: 'USD' } }),
  'DELETE /users': () => ({ body: { password: DEFAULT_PASSWORD } }),

  // ── privacy and e-mail change (issue #14) ──
  'GET /users/privacy': () => ({}),
  'PUT /users/privacy': () => ({ body: { showPhone: true, dataProcessingConsent: true } }),
  'POST /auth/change-email': () => ({ body: { newEmail: `changed-${unique()}@world.test`, currentPassword: DEFAULT_PASSWORD } }),
  // A person of its own, so the world's accounts keep their addresses.
  'POST /auth/confirm-email-change': async ({ db }) => {
    const person = await buildAccount(db, { email: `before-${unique()}@world.test`, pendingEmail: `after-${unique()}@world.test` });
    return { body: { token: await oneTimeToken(db, person.id, 'CHANGE_EMAIL') } };
  },
};
