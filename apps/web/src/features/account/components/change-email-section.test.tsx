import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import { bodyOf, callOf, errorReply, okReply, serveApi } from '@/test/mock-api';
import { buildUser } from '@/test/builders';
import { clearToastMocks, mockToasts, renderRoutes, signedInAs, testUsers } from '@/test/test-utils';
import { ChangeEmailSection } from './change-email-section';

mockToasts();

const renderSection = (user = buildUser({ email: 'olena@example.com', pendingEmail: null, hasPassword: true })) =>
  renderRoutes([{ path: '/settings', element: <ChangeEmailSection user={user} /> }], '/settings', signedInAs(testUsers.customer));

const fill = (email: string, password: string) => {
  fireEvent.change(screen.getByLabelText('New e-mail address'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Your password (to confirm)'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Send confirmation link' }));
};

beforeEach(async () => {
  clearToastMocks();
  await i18n.changeLanguage('en');
});

afterEach(async () => {
  await i18n.changeLanguage('uk');
});

describe('Settings → Account → e-mail change', () => {
  it('sends the new address with the password and says to check the new inbox', async () => {
    const requests = serveApi((config) =>
      callOf(config) === 'POST /auth/change-email' ? okReply({ message: 'sent', pendingEmail: 'new@example.com' }) : errorReply(404, 'ROUTE_NOT_FOUND'),
    );
    renderSection();
    expect(screen.getByText('You sign in with olena@example.com.')).toBeInTheDocument();
    fill('new@example.com', 'Secret123');
    expect(await screen.findByText('Check your new inbox')).toBeInTheDocument();
    expect(screen.getByText(/We sent a confirmation link to new@example.com/)).toBeInTheDocument();
    expect(bodyOf(requests.find((r) => callOf(r) === 'POST /auth/change-email'))).toEqual({ newEmail: 'new@example.com', currentPassword: 'Secret123' });
    expect(screen.getByLabelText('New e-mail address')).toHaveValue('');
  });

  it('shows a pending address the server already knows', () => {
    serveApi(() => errorReply(404, 'ROUTE_NOT_FOUND'));
    renderSection(buildUser({ email: 'olena@example.com', pendingEmail: 'waiting@example.com', hasPassword: true }));
    expect(screen.getByRole('status')).toHaveTextContent('waiting@example.com');
  });

  it('checks the address, refuses the current one, and puts a wrong password on its field', async () => {
    const requests = serveApi((config) => (callOf(config) === 'POST /auth/change-email' ? errorReply(401, 'INVALID_PASSWORD') : errorReply(404, 'ROUTE_NOT_FOUND')));
    renderSection();
    fill('not-an-email', '');
    expect(await screen.findByText('Enter a valid e-mail address')).toBeInTheDocument();
    fill('OLENA@example.com', 'x');
    expect(await screen.findByText('This is already your e-mail address')).toBeInTheDocument();
    expect(requests.filter((r) => callOf(r) === 'POST /auth/change-email')).toHaveLength(0);

    fill('new@example.com', 'Wrong123');
    expect(await screen.findByText('The current password is incorrect')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Your password (to confirm)')).toHaveFocus());
    expect(screen.queryByText('Check your new inbox')).not.toBeInTheDocument();
  });

  it('says when the new address belongs to another account', async () => {
    serveApi((config) => (callOf(config) === 'POST /auth/change-email' ? errorReply(409, 'EMAIL_TAKEN') : errorReply(404, 'ROUTE_NOT_FOUND')));
    renderSection();
    fill('taken@example.com', 'Secret123');
    expect(await screen.findByText('This e-mail address is already used by another account')).toBeInTheDocument();
  });

  it('explains that an account without a password cannot confirm a change', () => {
    serveApi(() => errorReply(404, 'ROUTE_NOT_FOUND'));
    renderSection(buildUser({ hasPassword: false, authProviders: ['google'] }));
    expect(screen.queryByLabelText('New e-mail address')).not.toBeInTheDocument();
    expect(screen.getByText(/has no password/)).toBeInTheDocument();
  });
});
