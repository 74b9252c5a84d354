import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import type { Reply } from '@/test/mock-api';
import { clearToastMocks, mockToasts, signedInAs, testUsers } from '@/test/test-utils';
import { GOOGLE_SCRIPT_SRC, resetGoogleIdentityForTests } from '../components/google-sign-in-button';
import { apiUser, errorReply, fakeAuthApi, noProviders, okReply, renderAuthPage, tokens } from '../testing/render-auth-page';
import { LoginPage } from './login-page';

mockToasts();

const fill = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
const emailInput = () => screen.getByLabelText('E-mail');
const passwordInput = () => screen.getByLabelText('Password', { selector: 'input' });

beforeEach(() => {
  clearToastMocks();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
  delete window.google;
  resetGoogleIdentityForTests();
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

describe('LoginPage validation (spec section 5, LoginRequestSchema)', () => {
  it('requires e-mail and password, marks both invalid and focuses the first', async () => {
    const { bodiesOf } = fakeAuthApi({});
    await renderAuthPage(<LoginPage />, '/auth/login');
    submit();
    const errors = await screen.findAllByText('This field is required');
    expect(errors).toHaveLength(2);
    expect(emailInput()).toHaveAttribute('aria-invalid', 'true');
    expect(emailInput()).toHaveAccessibleDescription('This field is required');
    expect(passwordInput()).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(emailInput()).toHaveFocus());
    expect(bodiesOf('POST /auth-enhanced/login')).toEqual([]);
  });

  it('wants a valid e-mail and a password of at least 6 characters', async () => {
    fakeAuthApi({});
    await renderAuthPage(<LoginPage />, '/auth/login');
    fill('E-mail', 'olena@');
    fireEvent.change(passwordInput(), { target: { value: '12345' } });
    submit();
    expect(await screen.findByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
  });

  it('has the autocomplete hints and a show-password switch', async () => {
    fakeAuthApi({});
    await renderAuthPage(<LoginPage />, '/auth/login');
    expect(emailInput()).toHaveAttribute('autocomplete', 'email');
    expect(passwordInput()).toHaveAttribute('autocomplete', 'current-password');
    expect(passwordInput()).toHaveAttribute('type', 'password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    fireEvent.click(toggle);
    expect(passwordInput()).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/auth/forgot-password');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/auth/register');
  });
});

describe('LoginPage sign-in', () => {
  it('signs in, stores the tokens under the spec keys and returns to a same-site returnUrl', async () => {
    let release: (reply: Reply) => void = () => undefined;
    const { bodiesOf } = fakeAuthApi({
      'POST /auth-enhanced/login': () => new Promise<Reply>((resolve) => (release = resolve)),
    });
    const { store, where } = await renderAuthPage(<LoginPage />, '/auth/login?returnUrl=%2Fbookings%3Ftab%3Dpast');
    fill('E-mail', '  Olena@Example.com ');
    fireEvent.change(passwordInput(), { target: { value: 'Secret123' } });
    submit();

    const busy = await screen.findByRole('button', { name: 'Signing in…' });
    expect(busy).toBeDisabled();
    expect(bodiesOf('POST /auth-enhanced/login')).toEqual([{ email: 'olena@example.com', password: 'Secret123' }]);

    release(okReply({ user: apiUser(), tokens }));
    await waitFor(() => expect(where()).toBe('/bookings?tab=past'));
    expect(store.getState().auth).toMatchObject({ isAuthenticated: true, user: { id: 'u-1', role: 'CUSTOMER' }, tokens: { accessToken: 'access-new' } });
    expect(localStorage.getItem('auth_token')).toBe('access-new');
    expect(localStorage.getItem('refresh_token')).toBe('refresh-new');
  });

  it('ignores a returnUrl to another site and goes to the role dashboard', async () => {
    fakeAuthApi({ 'POST /auth-enhanced/login': () => okReply({ user: apiUser({ userType: 'SPECIALIST' }), tokens }) });
    const { where } = await renderAuthPage(<LoginPage />, '/auth/login?returnUrl=%2F%2Fevil.example%2Fx');
    fill('E-mail', 'taras@example.com');
    fireEvent.change(passwordInput(), { target: { value: 'Secret123' } });
    submit();
    await waitFor(() => expect(where()).toBe('/specialist/dashboard'));
  });

  it('sends a signed-in visitor straight on', async () => {
    fakeAuthApi({});
    const { where } = await renderAuthPage(<LoginPage />, '/auth/login?returnUrl=%2Ffavorites', { state: signedInAs(testUsers.customer) });
    await waitFor(() => expect(where()).toBe('/favorites'));
  });
});

describe('LoginPage errors', () => {
  it('shows the translated INVALID_CREDENTIALS message, without a toast or a refresh attempt', async () => {
    const { calls } = fakeAuthApi({ 'POST /auth-enhanced/login': () => errorReply(401, 'INVALID_CREDENTIALS', 'Invalid e-mail or password') });
    const { store } = await renderAuthPage(<LoginPage />, '/auth/login', {
      state: { auth: { user: null, tokens: { accessToken: 'stale', refreshToken: 'stale-refresh' }, isAuthenticated: false, isLoading: false, error: null } },
    });
    fill('E-mail', 'olena@example.com');
    fireEvent.change(passwordInput(), { target: { value: 'wrong-password' } });
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect e-mail or password');
    expect(toast.error).not.toHaveBeenCalled();
    expect(calls.map((c) => c.url)).not.toContain('/auth/refresh');
    expect(store.getState().auth).toMatchObject({ isAuthenticated: false, error: 'Invalid e-mail or password' });
  });

  it('in Ukrainian too', async () => {
    fakeAuthApi({ 'POST /auth-enhanced/login': () => errorReply(401, 'INVALID_CREDENTIALS') });
    await renderAuthPage(<LoginPage />, '/auth/login', { language: 'uk' });
    fireEvent.change(screen.getByLabelText('Електронна пошта'), { target: { value: 'olena@example.com' } });
    fireEvent.change(screen.getByLabelText('Пароль', { selector: 'input' }), { target: { value: 'wrong-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Увійти' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Неправильна електронна адреса або пароль');
  });

  it('offers to resend the confirmation e-mail when the address is not verified', async () => {
    const { bodiesOf } = fakeAuthApi({
      'POST /auth-enhanced/login': () => errorReply(403, 'EMAIL_NOT_VERIFIED'),
      'POST /auth/resend-verification': () => okReply({ message: 'sent' }),
    });
    await renderAuthPage(<LoginPage />, '/auth/login');
    fill('E-mail', 'new@example.com');
    fireEvent.change(passwordInput(), { target: { value: 'Secret123' } });
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Please confirm your e-mail address first');
    fireEvent.click(screen.getByRole('button', { name: 'Send the e-mail again' }));
    expect(await screen.findByRole('status')).toHaveTextContent('A new confirmation link is on its way to new@example.com.');
    expect(bodiesOf('POST /auth/resend-verification')).toEqual([{ email: 'new@example.com' }]);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it.each([
    [403, 'ACCOUNT_SUSPENDED', 'This account is suspended. Please contact support'],
    [429, 'RATE_LIMITED', 'Too many requests. Please try again later'],
    [502, 'HTTP_502', 'Login failed'],
  ])('%i %s → "%s"', async (status, code, text) => {
    fakeAuthApi({ 'POST /auth-enhanced/login': () => errorReply(status, code) });
    await renderAuthPage(<LoginPage />, '/auth/login');
    fill('E-mail', 'olena@example.com');
    fireEvent.change(passwordInput(), { target: { value: 'Secret123' } });
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('says so when the network is down', async () => {
    fakeAuthApi({ 'POST /auth-enhanced/login': () => 'network' });
    await renderAuthPage(<LoginPage />, '/auth/login');
    fill('E-mail', 'olena@example.com');
    fireEvent.change(passwordInput(), { target: { value: 'Secret123' } });
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Network error. Please check your connection');
  });
});

describe('LoginPage with Google', () => {
  const installGoogle = () => {
    const identity = { initialize: vi.fn(), renderButton: vi.fn() };
    window.google = { accounts: { id: identity } };
    const sendCredential = (credential: string) => {
      const [[config]] = identity.initialize.mock.calls as [[{ callback: (r: { credential: string }) => void }]];
      config.callback({ credential });
    };
    return { identity, sendCredential };
  };

  it('loads nothing from Google when no client id is configured', async () => {
    fakeAuthApi({});
    await renderAuthPage(<LoginPage />, '/auth/login');
    await screen.findByRole('button', { name: 'Sign in' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('google-sign-in')).not.toBeInTheDocument();
    expect(document.querySelector(`script[src="${GOOGLE_SCRIPT_SRC}"]`)).toBeNull();
  });

  it('loads the Google script when a client id is configured', async () => {
    fakeAuthApi({ 'GET /config': () => okReply({ ...noProviders, googleClientId: 'client-1.apps.googleusercontent.com' }) });
    await renderAuthPage(<LoginPage />, '/auth/login');
    await screen.findByTestId('google-sign-in');
    await waitFor(() => expect(document.querySelector(`script[src="${GOOGLE_SCRIPT_SRC}"]`)).not.toBeNull());
  });

  it('asks a new Google user for the account type, then sends the credential again with it', async () => {
    const { identity, sendCredential } = installGoogle();
    const { bodiesOf } = fakeAuthApi({
      'GET /config': () => okReply({ ...noProviders, googleClientId: 'client-1.apps.googleusercontent.com' }),
      'POST /auth-enhanced/google': (body) =>
        body.userType
          ? okReply({ user: apiUser({ userType: body.userType, email: 'olena@gmail.com' }), tokens })
          : okReply({ requiresUserTypeSelection: true, googleData: { email: 'olena@gmail.com', firstName: 'Olena', lastName: 'K', avatar: null } }),
    });
    const { store, where } = await renderAuthPage(<LoginPage />, '/auth/login');
    await waitFor(() => expect(identity.renderButton).toHaveBeenCalled());
    expect(identity.initialize).toHaveBeenCalledWith(expect.objectContaining({ client_id: 'client-1.apps.googleusercontent.com' }));
    expect(identity.renderButton.mock.calls[0]?.[1]).toMatchObject({ text: 'signin_with', locale: 'en' });

    sendCredential('google-id-token-credential');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Welcome, Olena!' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(store.getState().auth.isAuthenticated).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Choose an account type')).toBeInTheDocument();

    const group = screen.getByRole('group', { name: 'How will you use Vizyt?' });
    fireEvent.click(within(group).getByRole('radio', { name: 'Specialist' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(where()).toBe('/specialist/dashboard'));
    expect(bodiesOf('POST /auth-enhanced/google')).toEqual([
      { credential: 'google-id-token-credential' },
      { credential: 'google-id-token-credential', userType: 'SPECIALIST' },
    ]);
    expect(store.getState().auth).toMatchObject({ isAuthenticated: true, user: { role: 'SPECIALIST' } });
  });

  it('shows the Google failure and keeps the form', async () => {
    const { identity, sendCredential } = installGoogle();
    fakeAuthApi({
      'GET /config': () => okReply({ ...noProviders, googleClientId: 'client-1.apps.googleusercontent.com' }),
      'POST /auth-enhanced/google': () => errorReply(401, 'GOOGLE_AUTH_FAILED'),
    });
    await renderAuthPage(<LoginPage />, '/auth/login');
    await waitFor(() => expect(identity.renderButton).toHaveBeenCalled());
    sendCredential('bad-credential-bad-credential');
    expect(await screen.findByRole('alert')).toHaveTextContent('Google authentication failed');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });
});

// Issue #26 item 17/4: a session that ended by itself says why on the sign-in page.
describe('LoginPage reason', () => {
  it.each([
    ['suspended', 'alert', 'Your account has been suspended by an administrator'],
    ['session-ended', 'status', 'Your session has ended'],
  ] as const)('?reason=%s shows why the session ended', async (reason, role, words) => {
    fakeAuthApi({});
    await renderAuthPage(<LoginPage />, `/auth/login?reason=${reason}`);
    expect(await screen.findByRole(role)).toHaveTextContent(words);
  });

  it('shows nothing for an unknown reason', async () => {
    fakeAuthApi({});
    await renderAuthPage(<LoginPage />, '/auth/login?reason=whatever');
    await screen.findByRole('button', { name: 'Sign in' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/session has ended/)).not.toBeInTheDocument();
  });
});
