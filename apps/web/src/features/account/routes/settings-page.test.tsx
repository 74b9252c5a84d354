import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toast } from 'sonner';
import i18n from '@/lib/i18n';
import { bodyOf, callOf, errorReply, okReply, type Override, type Reply } from '@/test/mock-api';
import { clearToastMocks, mockToasts, renderRoutes, signedInAs, testUsers } from '@/test/test-utils';
import { buildAccountUser, buildPreferences, serveAccountApi } from '../testing/fixtures';
import { SettingsPage } from './settings-page';
import { SpecialistSettingsPage } from './specialist-settings-page';

mockToasts();

const serveSettings = (override?: Override, user = buildAccountUser()) => serveAccountApi(override, { user });

// The notifications feature's panel is composed in by app/ (app/routes/settings-pages.tsx; tested there).
const notificationsTab = () => <p>Notifications panel</p>;

const renderSettings = (path = '/settings') =>
  renderRoutes(
    [
      { path: '/settings', element: <SettingsPage notificationsTab={notificationsTab} /> },
      { path: '/', element: <h1>Home page</h1> },
    ],
    path,
    signedInAs(testUsers.customer),
  );

beforeEach(async () => {
  clearToastMocks();
  await i18n.changeLanguage('en');
  localStorage.setItem('booking-language', 'en');
});

afterEach(async () => {
  await i18n.changeLanguage('uk');
});

describe('settings tabs', () => {
  it('lists the six sections of the spec in order, opens the one in ?tab= and keeps the URL in step', async () => {
    serveSettings();
    const { router } = renderSettings('/settings?tab=privacy');
    const tablist = screen.getByRole('tablist', { name: 'Settings sections' });
    expect(within(tablist).getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Account',
      'Notifications',
      'Privacy',
      'Language and region',
      'Payment methods',
      'Addresses',
    ]);
    const privacy = screen.getByRole('tab', { name: 'Privacy' });
    expect(privacy).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Privacy' })).toBeInTheDocument();
    // Roving tabindex: one tab stop for the whole list.
    expect(within(tablist).getAllByRole('tab').filter((tab) => tab.tabIndex === 0)).toEqual([privacy]);

    privacy.focus();
    fireEvent.keyDown(privacy, { key: 'ArrowRight' });
    const language = screen.getByRole('tab', { name: 'Language and region' });
    expect(language).toHaveFocus();
    expect(language).toHaveAttribute('aria-selected', 'true');
    expect(router.state.location.search).toBe('?tab=language');

    fireEvent.keyDown(language, { key: 'Home' });
    expect(screen.getByRole('tab', { name: 'Account' })).toHaveFocus();
    expect(router.state.location.search).toBe('');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Account' }), { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: 'Addresses' })).toHaveFocus();
    expect(router.state.location.search).toBe('?tab=addresses');
    expect(screen.getByRole('tabpanel', { name: 'Addresses' })).toHaveTextContent('Save home, work and other addresses');
  });
});

describe('language and region', () => {
  it('applies language, currency and time zone at once and saves each to the server', async () => {
    let answer: (reply: Reply) => void = () => undefined;
    const requests = serveSettings((config) =>
      callOf(config) === 'PUT /users/preferences'
        ? new Promise<Reply>((resolve) => {
            answer = resolve;
          })
        : undefined,
    );
    const { store } = renderSettings('/settings?tab=language');

    fireEvent.change(screen.getByLabelText('Interface language'), { target: { value: 'ru' } });
    // Applied before the server has answered (the app's providers switch i18next from the ui slice).
    expect(store.getState().ui.language).toBe('ru');
    await waitFor(() => expect(requests.filter((r) => callOf(r) === 'PUT /users/preferences')).toHaveLength(1));
    expect(bodyOf(requests.at(-1))).toEqual({ language: 'ru' });
    await act(async () => answer(okReply(buildPreferences({ language: 'ru' }))));
    expect(localStorage.getItem('booking-language')).toBe('ru');

    fireEvent.change(screen.getByLabelText('Display currency'), { target: { value: 'EUR' } });
    expect(store.getState().ui.currency).toBe('EUR');
    await waitFor(() => expect(bodyOf(requests.at(-1))).toEqual({ currency: 'EUR' }));
    await act(async () => answer(okReply(buildPreferences({ language: 'ru', currency: 'EUR' }))));

    fireEvent.change(screen.getByLabelText('Time zone'), { target: { value: 'Europe/Warsaw' } });
    expect(store.getState().user.preferences.timezone).toBe('Europe/Warsaw');
    expect(store.getState().auth.user?.timezone).toBe('Europe/Warsaw');
    await waitFor(() => expect(bodyOf(requests.at(-1))).toEqual({ timezone: 'Europe/Warsaw' }));
    await act(async () => answer(okReply(buildPreferences({ language: 'ru', currency: 'EUR', timezone: 'Europe/Warsaw' }))));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
  });

  it('puts a change back when the server refuses it, with the spec fallback text', async () => {
    serveSettings((config) => (callOf(config) === 'PUT /users/preferences' ? { status: 503, body: 'down' } : undefined));
    const { store } = renderSettings('/settings?tab=language');
    fireEvent.change(screen.getByLabelText('Display currency'), { target: { value: 'USD' } });
    expect(store.getState().ui.currency).toBe('USD');
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to update preferences'));
    expect(store.getState().ui.currency).toBe('UAH');
  });

  it('filters the long time-zone list, Europe/Kyiv first', async () => {
    serveSettings();
    renderSettings('/settings?tab=language');
    const select = await screen.findByLabelText('Time zone');
    await waitFor(() => expect(select).toHaveValue('Europe/Kyiv'));
    const options = within(select).getAllByRole('option');
    expect(options[0]).toHaveValue('Europe/Kyiv');
    expect(options.length).toBeGreaterThan(300);
    fireEvent.change(screen.getByLabelText('Find a time zone'), { target: { value: 'warsaw' } });
    expect(within(select).getAllByRole('option').map((o) => (o as HTMLOptionElement).value)).toEqual(['Europe/Kyiv', 'Europe/Warsaw']);
  });
});

describe('notifications', () => {
  it('shows the notifications panel app/ hands in', () => {
    serveSettings();
    renderSettings('/settings?tab=notifications');
    expect(screen.getByRole('tabpanel', { name: 'Notifications' })).toHaveTextContent('Notifications panel');
  });
});

describe('change password', () => {
  const fill = (current: string, next: string, confirm = next) => {
    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: current } });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: next } });
    fireEvent.change(screen.getByLabelText('Repeat the new password'), { target: { value: confirm } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
  };

  it('changes it, stays signed in and says "Password changed successfully"', async () => {
    const requests = serveSettings((config) =>
      callOf(config) === 'POST /auth/change-password' ? okReply({ message: 'Password changed successfully' }) : undefined,
    );
    const { store } = renderSettings();
    await screen.findByLabelText('Current password');
    fill('OldPass123', 'NewPass456');
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Password changed successfully'));
    expect(bodyOf(requests.find((r) => callOf(r) === 'POST /auth/change-password'))).toEqual({ currentPassword: 'OldPass123', newPassword: 'NewPass456' });
    expect(store.getState().auth).toMatchObject({ isAuthenticated: true, tokens: { accessToken: 'access-1', refreshToken: 'refresh-1' } });
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  it('stores new tokens when the server sends them with the answer', async () => {
    serveSettings((config) =>
      callOf(config) === 'POST /auth/change-password'
        ? okReply({ message: 'Password changed successfully', tokens: { accessToken: 'access-9', refreshToken: 'refresh-9', tokenType: 'Bearer', expiresIn: 900 } })
        : undefined,
    );
    const { store } = renderSettings();
    await screen.findByLabelText('Current password');
    fill('OldPass123', 'NewPass456');
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Password changed successfully'));
    expect(store.getState().auth.tokens).toEqual({ accessToken: 'access-9', refreshToken: 'refresh-9' });
    expect(localStorage.getItem('auth_token')).toBe('access-9');
  });

  it('checks the new password and the confirmation with the contract', async () => {
    const requests = serveSettings();
    renderSettings();
    await screen.findByLabelText('Current password');
    fill('OldPass123', 'short', 'other');
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    fill('OldPass123', 'NewPass456', 'NewPass457');
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByLabelText('Repeat the new password')).toHaveAttribute('aria-invalid', 'true');
    expect(requests.some((r) => r.url === '/auth/change-password')).toBe(false);
  });

  it('shows a wrong current password on its field, without refreshing or signing out', async () => {
    const requests = serveSettings((config) =>
      callOf(config) === 'POST /auth/change-password' ? errorReply(400, 'INVALID_PASSWORD', 'The password is incorrect') : undefined,
    );
    const { store, router } = renderSettings();
    await screen.findByLabelText('Current password');
    fill('WrongPass1', 'NewPass456');
    expect(await screen.findByText('The current password is incorrect')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Current password')).toHaveFocus());
    expect(requests.some((r) => r.url === '/auth/refresh')).toBe(false);
    expect(store.getState().auth.isAuthenticated).toBe(true);
    expect(router.state.location.pathname).toBe('/settings');
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('explains why accounts created with Google have no password to change', async () => {
    serveSettings(undefined, buildAccountUser({ hasPassword: false, authProviders: ['google'] }));
    renderSettings();
    expect(await screen.findByText(/You sign in with Google, so this account has no password/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
  });
});

describe('delete account', () => {
  it('asks in a labelled dialog, requires the password, and signs out to / when done', async () => {
    const requests = serveSettings((config) =>
      callOf(config) === 'DELETE /users' ? okReply({ message: 'Account deleted' }) : undefined,
    );
    const { store, router } = renderSettings();
    const open = await screen.findByRole('button', { name: 'Delete account…' });
    fireEvent.click(open);

    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('We will erase your personal data and sign you out on every device.');
    expect(dialog).toHaveTextContent('Payments and receipts, for accounting as the law requires');
    const password = within(dialog).getByLabelText('Enter your password to confirm');
    expect(password).toHaveFocus();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    expect(requests.some((r) => callOf(r) === 'DELETE /users')).toBe(false);

    fireEvent.change(password, { target: { value: 'Customer12345' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(bodyOf(requests.find((r) => callOf(r) === 'DELETE /users'))).toEqual({ password: 'Customer12345' });
    expect(store.getState().auth).toMatchObject({ user: null, tokens: null, isAuthenticated: false });
    expect(toast.success).toHaveBeenCalledWith('Your account has been deleted');
  });

  it('shows a wrong password on the field and stays signed in', async () => {
    serveSettings((config) => (callOf(config) === 'DELETE /users' ? errorReply(400, 'INVALID_PASSWORD', 'The password is incorrect') : undefined));
    const { store } = renderSettings();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete account…' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Enter your password to confirm'), { target: { value: 'nope' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText('The current password is incorrect')).toBeInTheDocument();
    expect(store.getState().auth.isAuthenticated).toBe(true);
  });

  it('closes on Escape and returns focus to the button that opened it', async () => {
    serveSettings();
    renderSettings();
    const open = await screen.findByRole('button', { name: 'Delete account…' });
    open.focus();
    fireEvent.click(open);
    const dialog = screen.getByRole('dialog');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).toHaveFocus();
  });

  it('keeps Tab inside the dialog', async () => {
    serveSettings();
    renderSettings();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete account…' }));
    const dialog = screen.getByRole('dialog');
    const submit = within(dialog).getByRole('button', { name: 'Delete my account' });
    submit.focus();
    fireEvent.keyDown(submit, { key: 'Tab' });
    expect(within(dialog).getByLabelText('Enter your password to confirm')).toHaveFocus();
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Tab', shiftKey: true });
    expect(submit).toHaveFocus();
  });

  it('asks accounts without a password to type DELETE and sends { confirm: "DELETE" }', async () => {
    const requests = serveSettings(
      (config) => (callOf(config) === 'DELETE /users' ? okReply({ message: 'Account deleted' }) : undefined),
      buildAccountUser({ hasPassword: false, authProviders: ['telegram'], email: null }),
    );
    const { router } = renderSettings();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete account…' }));
    const dialog = screen.getByRole('dialog');
    const confirm = within(dialog).getByLabelText('Type DELETE to confirm');
    fireEvent.change(confirm, { target: { value: 'remove' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText('Type DELETE in capital letters')).toBeInTheDocument();
    fireEvent.change(confirm, { target: { value: 'DELETE' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(bodyOf(requests.find((r) => callOf(r) === 'DELETE /users'))).toEqual({ confirm: 'DELETE' });
  });
});

describe('SpecialistSettingsPage', () => {
  it('has account, notifications, privacy, language and region, business with its three sections, and verification', async () => {
    serveSettings(undefined, buildAccountUser({ userType: 'SPECIALIST' }));
    const { router } = renderRoutes(
      [{ path: '/specialist/settings', element: <SpecialistSettingsPage notificationsTab={notificationsTab} verificationTab={() => <p>Verification panel</p>} /> }],
      '/specialist/settings?tab=business',
      signedInAs(testUsers.specialist),
    );
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Account', 'Notifications', 'Privacy', 'Language and region', 'Business', 'Verification']);
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('heading', { name: 'Business settings' })).toBeInTheDocument();
    expect(within(panel).getByRole('heading', { name: 'Business info' })).toBeInTheDocument();
    expect(within(panel).getByRole('heading', { name: 'Prices' })).toBeInTheDocument();
    expect(panel).not.toHaveTextContent('Coming soon');
    fireEvent.click(screen.getByRole('tab', { name: 'Verification' }));
    expect(router.state.location.search).toBe('?tab=verification');
    expect(within(screen.getByRole('tabpanel')).getByText('Verification panel')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Account' }));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByLabelText('Current password')).toBeInTheDocument();
  });
});
