import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiUser, errorReply, fakeAuthApi, noProviders, okReply, renderAuthPage, tokens, validationReply } from '../testing/render-auth-page';
import { RegisterPage } from './register-page';

const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });
const fill = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
const errorOf = (label: string) => {
  const input = field(label);
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.endsWith('-error'));
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
};
const accountTypes = () => screen.getByRole('group', { name: 'How will you use Vizyt?' });

const fillValidForm = ({ type = 'Customer' }: { type?: 'Customer' | 'Specialist' } = {}) => {
  fireEvent.click(within(accountTypes()).getByRole('radio', { name: type }));
  fill('First name', 'Olena');
  fill('Last name', 'Kovalenko');
  fill('E-mail', 'Olena@Example.com');
  fill('Phone (optional)', '+380 (67) 123-45-67');
  fill('Password', 'Secret2026');
  fill('Repeat password', 'Secret2026');
  fireEvent.click(screen.getByRole('checkbox'));
};

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('RegisterPage validation (spec section 5, RegisterRequestSchema)', () => {
  it('reports every required field and focuses the first problem', async () => {
    const { bodiesOf } = fakeAuthApi({});
    await renderAuthPage(<RegisterPage />, '/auth/register');
    submit();
    expect(await screen.findByText('Choose an account type')).toBeInTheDocument();
    expect(errorOf('First name')).toBe('This field is required');
    expect(errorOf('Last name')).toBe('This field is required');
    expect(errorOf('E-mail')).toBe('This field is required');
    expect(errorOf('Password')).toBe('Password must be at least 8 characters');
    expect(errorOf('Repeat password')).toBe('This field is required');
    expect(errorOf('Phone (optional)')).toBe('');
    expect(screen.getByText('You must agree to the terms')).toBeInTheDocument();
    expect(screen.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(within(accountTypes()).getByRole('radio', { name: 'Customer' })).toHaveFocus());
    expect(bodiesOf('POST /auth-enhanced/register')).toEqual([]);
  });

  it('checks lengths, formats and each password rule', async () => {
    fakeAuthApi({});
    await renderAuthPage(<RegisterPage />, '/auth/register');
    fill('First name', 'O');
    fill('Last name', ' K ');
    fill('E-mail', 'olena.example.com');
    fill('Phone (optional)', '12-34');
    fill('Password', 'secret12');
    submit();
    await waitFor(() => expect(errorOf('First name')).toBe('Must be at least 2 characters'));
    expect(errorOf('Last name')).toBe('Must be at least 2 characters');
    expect(errorOf('E-mail')).toBe('Enter a valid e-mail address');
    expect(errorOf('Phone (optional)')).toBe('Enter a valid phone number, e.g. +380 67 123 4567');
    expect(errorOf('Password')).toBe('Password must contain an uppercase letter');

    fill('Password', 'SECRET12');
    await waitFor(() => expect(errorOf('Password')).toBe('Password must contain a lowercase letter'));
    fill('Password', 'SecretOnly');
    await waitFor(() => expect(errorOf('Password')).toBe('Password must contain a digit'));
    fill('Password', 'Secret12');
    await waitFor(() => expect(errorOf('Password')).toBe(''));
  });

  it('says when the passwords do not match, before the rest of the form is fixed', async () => {
    fakeAuthApi({});
    await renderAuthPage(<RegisterPage />, '/auth/register');
    fill('Password', 'Secret2026');
    fill('Repeat password', 'Secret2025');
    submit();
    await waitFor(() => expect(errorOf('Repeat password')).toBe('Passwords do not match'));
    expect(errorOf('First name')).toBe('This field is required');
  });

  it('ticks the password checklist live', async () => {
    fakeAuthApi({});
    await renderAuthPage(<RegisterPage />, '/auth/register');
    const item = (text: string) => screen.getByText(text).closest('li');
    expect(item('At least 8 characters')).toHaveTextContent('not yet');
    fill('Password', 'abcdefgH');
    await waitFor(() => expect(item('At least 8 characters')).toHaveTextContent('done'));
    expect(item('An uppercase letter')).toHaveTextContent('done');
    expect(item('A lowercase letter')).toHaveTextContent('done');
    expect(item('A digit')).toHaveTextContent('not yet');
    expect(field('Password')).toHaveAccessibleDescription(expect.stringContaining('At least 8 characters'));
  });

  it('preselects the specialist type from ?type=specialist and links the terms', async () => {
    fakeAuthApi({});
    await renderAuthPage(<RegisterPage />, '/auth/register?type=specialist');
    expect(within(accountTypes()).getByRole('radio', { name: 'Specialist' })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(field('First name')).toHaveAttribute('autocomplete', 'given-name');
    expect(field('Last name')).toHaveAttribute('autocomplete', 'family-name');
    expect(field('Phone (optional)')).toHaveAttribute('autocomplete', 'tel');
    expect(field('Password')).toHaveAttribute('autocomplete', 'new-password');
    expect(field('Repeat password')).toHaveAttribute('autocomplete', 'new-password');
  });
});

describe('RegisterPage submit', () => {
  it('without tokens shows "check your e-mail" with a resend button, and stays signed out', async () => {
    const { bodiesOf } = fakeAuthApi({
      'POST /auth-enhanced/register': () => ({ status: 201, body: { success: true, data: { user: apiUser({ isEmailVerified: false }), requiresEmailVerification: true }, error: null } }),
      'POST /auth/resend-verification': () => okReply({ message: 'sent' }),
    });
    const { store, where } = await renderAuthPage(<RegisterPage />, '/auth/register', { language: 'en' });
    fillValidForm();
    submit();

    const heading = await screen.findByRole('heading', { level: 1, name: 'Check your e-mail' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText('olena@example.com')).toBeInTheDocument();
    expect(bodiesOf('POST /auth-enhanced/register')).toEqual([
      {
        firstName: 'Olena',
        lastName: 'Kovalenko',
        email: 'olena@example.com',
        phone: '+380671234567',
        password: 'Secret2026',
        confirmPassword: 'Secret2026',
        userType: 'CUSTOMER',
        agreeToTerms: true,
        language: 'en',
      },
    ]);
    expect(store.getState().auth.isAuthenticated).toBe(false);
    expect(where()).toBe('/auth/register');

    fireEvent.click(screen.getByRole('button', { name: 'Send the e-mail again' }));
    expect(await screen.findByText(/A new confirmation link is on its way/)).toBeInTheDocument();
    expect(bodiesOf('POST /auth/resend-verification')).toEqual([{ email: 'olena@example.com' }]);
  });

  it('links the dev outbox when the server keeps e-mails locally', async () => {
    fakeAuthApi({
      'GET /config': () => okReply({ ...noProviders, devOutbox: true }),
      'POST /auth-enhanced/register': () => okReply({ user: apiUser(), requiresEmailVerification: true }),
    });
    await renderAuthPage(<RegisterPage />, '/auth/register');
    fillValidForm();
    submit();
    expect(await screen.findByRole('link', { name: 'Open the outbox' })).toHaveAttribute('href', '/dev/outbox');
  });

  it('with tokens signs in and goes to the dashboard of the chosen role', async () => {
    fakeAuthApi({ 'POST /auth-enhanced/register': (body) => okReply({ user: apiUser({ userType: body.userType }), tokens }) });
    const { store, where } = await renderAuthPage(<RegisterPage />, '/auth/register');
    fillValidForm({ type: 'Specialist' });
    submit();
    await waitFor(() => expect(where()).toBe('/specialist/dashboard'));
    expect(store.getState().auth).toMatchObject({ isAuthenticated: true, user: { role: 'SPECIALIST' } });
    expect(localStorage.getItem('auth_token')).toBe('access-new');
  });

  it('marks the e-mail when it is taken and offers sign-in', async () => {
    fakeAuthApi({ 'POST /auth-enhanced/register': () => errorReply(409, 'EMAIL_TAKEN', 'Email already registered') });
    await renderAuthPage(<RegisterPage />, '/auth/register');
    fillValidForm();
    submit();
    await waitFor(() => expect(errorOf('E-mail')).toBe('An account with this e-mail already exists'));
    await waitFor(() => expect(field('E-mail')).toHaveFocus());
    const hint = screen.getByRole('status');
    expect(within(hint).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/login');
    expect(within(hint).getByRole('link', { name: 'reset your password' })).toHaveAttribute('href', '/auth/forgot-password');
  });

  it('puts the server’s field problems next to the fields', async () => {
    fakeAuthApi({ 'POST /auth-enhanced/register': () => validationReply([{ path: 'body.phone', message: 'invalidPhone' }]) });
    await renderAuthPage(<RegisterPage />, '/auth/register');
    fillValidForm();
    submit();
    await waitFor(() => expect(errorOf('Phone (optional)')).toBe('Enter a valid phone number, e.g. +380 67 123 4567'));
  });

  it('falls back to "Registration failed"', async () => {
    fakeAuthApi({ 'POST /auth-enhanced/register': () => ({ status: 500, body: 'oops' }) });
    await renderAuthPage(<RegisterPage />, '/auth/register');
    fillValidForm();
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Registration failed');
  });
});
