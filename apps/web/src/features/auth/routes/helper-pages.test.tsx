import { StrictMode } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signedInAs, testUsers } from '@/test/test-utils';
import { apiUser, errorReply, fakeAuthApi, okReply, renderAuthPage, tokens, validationReply } from '../testing/render-auth-page';
import { AuthCallbackPage, callbackErrorKey } from './auth-callback-page';
import { ForgotPasswordPage } from './forgot-password-page';
import { ResetPasswordPage } from './reset-password-page';
import { VerifyEmailPage } from './verify-email-page';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

const h1 = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });

describe('VerifyEmailPage', () => {
  it('verifies the token once on load (even under StrictMode) and offers sign-in', async () => {
    const { bodiesOf } = fakeAuthApi({ 'POST /auth-enhanced/verify-email': () => okReply({ user: apiUser() }) });
    await renderAuthPage(
      <StrictMode>
        <VerifyEmailPage />
      </StrictMode>,
      '/auth/verify-email?token=tok-123',
    );
    expect(await h1('E-mail confirmed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/login');
    expect(bodiesOf('POST /auth-enhanced/verify-email')).toEqual([{ token: 'tok-123' }]);
  });

  it('marks a signed-in user verified and links the dashboard', async () => {
    fakeAuthApi({ 'POST /auth-enhanced/verify-email': () => okReply({ user: apiUser() }) });
    const { store } = await renderAuthPage(<VerifyEmailPage />, '/auth/verify-email?token=tok-123', {
      state: signedInAs({ ...testUsers.customer, isEmailVerified: false }),
    });
    expect(await h1('E-mail confirmed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(store.getState().auth.user?.isEmailVerified).toBe(true);
  });

  it('says an expired link must be renewed, and sends a new one to the given address', async () => {
    const { bodiesOf } = fakeAuthApi({
      'POST /auth-enhanced/verify-email': () => errorReply(400, 'TOKEN_EXPIRED'),
      'POST /auth/resend-verification': () => okReply({ message: 'sent' }),
    });
    await renderAuthPage(<VerifyEmailPage />, '/auth/verify-email?token=old');
    expect(await h1('This link has expired')).toBeInTheDocument();
    expect(screen.getByText('Confirmation links work for a limited time. Request a new e-mail below.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'olena@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the e-mail again' }));
    expect(await screen.findByText(/A new confirmation link is on its way/)).toBeInTheDocument();
    expect(bodiesOf('POST /auth/resend-verification')).toEqual([{ email: 'olena@example.com' }]);
  });

  it('explains an invalid or missing token', async () => {
    fakeAuthApi({ 'POST /auth-enhanced/verify-email': () => errorReply(400, 'TOKEN_INVALID') });
    await renderAuthPage(<VerifyEmailPage />, '/auth/verify-email?token=used');
    expect(await h1('This link does not work')).toBeInTheDocument();
    expect(screen.getByText('This link is invalid or has already been used')).toBeInTheDocument();
  });

  it('without a token asks for the address instead of calling the API', async () => {
    const { bodiesOf } = fakeAuthApi({});
    await renderAuthPage(<VerifyEmailPage />, '/auth/verify-email');
    expect(await h1('This link does not work')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toBeInTheDocument();
    expect(bodiesOf('POST /auth-enhanced/verify-email')).toEqual([]);
  });

  it('offers a retry after a failure that is not about the link', async () => {
    let calls = 0;
    fakeAuthApi({ 'POST /auth-enhanced/verify-email': () => (++calls === 1 ? 'network' : okReply({ user: apiUser() })) });
    await renderAuthPage(<VerifyEmailPage />, '/auth/verify-email?token=tok');
    expect(await h1('We could not confirm your e-mail')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await h1('E-mail confirmed')).toBeInTheDocument();
  });
});

describe('ForgotPasswordPage', () => {
  it('validates the address, then answers neutrally', async () => {
    const { bodiesOf } = fakeAuthApi({ 'POST /auth/request-password-reset': () => okReply({ message: 'If the account exists…' }) });
    await renderAuthPage(<ForgotPasswordPage />, '/auth/forgot-password');
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'Someone@Example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await h1('Check your e-mail')).toBeInTheDocument();
    expect(screen.getByText(/If an account with/)).toHaveTextContent('If an account with someone@example.com exists');
    expect(bodiesOf('POST /auth/request-password-reset')).toEqual([{ email: 'someone@example.com' }]);
    fireEvent.click(screen.getByRole('button', { name: 'Use a different address' }));
    expect(screen.getByLabelText('E-mail')).toHaveValue('someone@example.com');
  });

  it('shows "Failed to send reset email" when the call fails', async () => {
    fakeAuthApi({ 'POST /auth/request-password-reset': () => ({ status: 503, body: '' }) });
    await renderAuthPage(<ForgotPasswordPage />, '/auth/forgot-password');
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'someone@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send reset email');
  });
});

describe('ResetPasswordPage', () => {
  const fillPasswords = (first: string, second: string) => {
    fireEvent.change(screen.getByLabelText('New password', { selector: 'input' }), { target: { value: first } });
    fireEvent.change(screen.getByLabelText('Repeat password', { selector: 'input' }), { target: { value: second } });
    fireEvent.click(screen.getByRole('button', { name: 'Save password' }));
  };

  it('without a token links to a new request', async () => {
    fakeAuthApi({});
    await renderAuthPage(<ResetPasswordPage />, '/auth/reset-password');
    expect(await h1('This link does not work')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/auth/forgot-password');
  });

  it('checks the new password like registration does', async () => {
    fakeAuthApi({});
    await renderAuthPage(<ResetPasswordPage />, '/auth/reset-password?token=t');
    fillPasswords('short', 'other');
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
  });

  it('sends token and password, then offers sign-in', async () => {
    const { bodiesOf } = fakeAuthApi({ 'POST /auth/reset-password': () => okReply({ message: 'ok' }) });
    await renderAuthPage(<ResetPasswordPage />, '/auth/reset-password?token=reset-1');
    fillPasswords('NewSecret1', 'NewSecret1');
    expect(await h1('Password changed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/login');
    expect(bodiesOf('POST /auth/reset-password')).toEqual([{ token: 'reset-1', password: 'NewSecret1' }]);
  });

  it('says an expired link must be requested again', async () => {
    fakeAuthApi({ 'POST /auth/reset-password': () => errorReply(400, 'TOKEN_EXPIRED') });
    await renderAuthPage(<ResetPasswordPage />, '/auth/reset-password?token=old');
    fillPasswords('NewSecret1', 'NewSecret1');
    expect(await h1('This link has expired')).toBeInTheDocument();
    expect(screen.getByText(/Request a new one/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toBeInTheDocument();
  });

  it('maps the server’s password problem onto the new-password field', async () => {
    fakeAuthApi({ 'POST /auth/reset-password': () => validationReply([{ path: 'body.password', message: 'passwordNeedsDigit' }]) });
    await renderAuthPage(<ResetPasswordPage />, '/auth/reset-password?token=t');
    fillPasswords('NewSecret1', 'NewSecret1');
    expect(await screen.findByText('Password must contain a digit')).toBeInTheDocument();
  });
});

describe('AuthCallbackPage', () => {
  it('shows a provider error with a way back to login', async () => {
    fakeAuthApi({});
    await renderAuthPage(<AuthCallbackPage />, '/auth/callback?error=access_denied');
    expect(await h1('Sign-in was not completed')).toBeInTheDocument();
    expect(screen.getByText('Sign-in was cancelled. You can try again at any time.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/auth/login');
  });

  it('has nothing to do without parameters', async () => {
    fakeAuthApi({});
    await renderAuthPage(<AuthCallbackPage />, '/auth/callback');
    expect(await h1('Nothing to finish here')).toBeInTheDocument();
  });

  it('finishes a Telegram sign-in from the query and continues to the returnUrl', async () => {
    const hash = 'a'.repeat(64);
    const { bodiesOf } = fakeAuthApi({ 'POST /auth-enhanced/telegram': () => okReply({ user: apiUser({ email: null }), tokens }) });
    const { where } = await renderAuthPage(
      <AuthCallbackPage />,
      `/auth/callback?id=42&first_name=Taras&auth_date=1760000000&hash=${hash}&returnUrl=%2Fbookings`,
    );
    await waitFor(() => expect(where()).toBe('/bookings'));
    expect(bodiesOf('POST /auth-enhanced/telegram')).toEqual([{ id: 42, first_name: 'Taras', auth_date: 1760000000, hash }]);
  });

  it('maps error codes', () => {
    expect(callbackErrorKey('TELEGRAM_AUTH_FAILED')).toBe('errors:codes.TELEGRAM_AUTH_FAILED');
    expect(callbackErrorKey('weird')).toBe('auth:callback.failedDescription');
  });
});
