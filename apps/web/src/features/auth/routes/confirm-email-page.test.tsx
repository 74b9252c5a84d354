import { StrictMode } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signedInAs, testUsers } from '@/test/test-utils';
import { errorReply, fakeAuthApi, okReply, renderAuthPage } from '../testing/render-auth-page';
import { ConfirmEmailPage } from './confirm-email-page';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

const h1 = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });

describe('ConfirmEmailPage (/auth/confirm-email)', () => {
  it('posts the token once (even under StrictMode) and puts the new address in the session', async () => {
    const { bodiesOf } = fakeAuthApi({ 'POST /auth/confirm-email-change': () => okReply({ user: { ...testUsers.customer, email: 'new@example.com' } }) });
    const { store } = await renderAuthPage(
      <StrictMode>
        <ConfirmEmailPage />
      </StrictMode>,
      '/auth/confirm-email?token=tok-1',
      { state: signedInAs({ ...testUsers.customer, email: 'old@example.com' }) },
    );
    expect(await h1('E-mail address changed')).toBeInTheDocument();
    expect(screen.getByText('You now sign in with new@example.com, and booking updates go there.')).toBeInTheDocument();
    expect(bodiesOf('POST /auth/confirm-email-change')).toEqual([{ token: 'tok-1' }]);
    expect(store.getState().auth.user?.email).toBe('new@example.com');
    expect(screen.getByRole('link', { name: 'Back to settings' })).toHaveAttribute('href', '/settings');
  });

  it('explains an expired link and where to ask for a new one, without sending anything twice', async () => {
    const { bodiesOf } = fakeAuthApi({ 'POST /auth/confirm-email-change': () => errorReply(400, 'TOKEN_EXPIRED') });
    await renderAuthPage(<ConfirmEmailPage />, '/auth/confirm-email?token=old');
    expect(await h1('This link has expired')).toBeInTheDocument();
    expect(screen.getByText(/Ask for a new link under Settings → Account/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Try again/ })).not.toBeInTheDocument();
    expect(bodiesOf('POST /auth/confirm-email-change')).toHaveLength(1);
  });

  it('treats a link without a token as invalid and asks nothing of the server', async () => {
    const { bodiesOf } = fakeAuthApi({});
    await renderAuthPage(<ConfirmEmailPage />, '/auth/confirm-email');
    expect(await h1('This link is invalid or has already been used')).toBeInTheDocument();
    expect(bodiesOf('POST /auth/confirm-email-change')).toHaveLength(0);
  });

  it('offers a retry after another failure', async () => {
    let calls = 0;
    fakeAuthApi({ 'POST /auth/confirm-email-change': () => (++calls === 1 ? errorReply(500, 'INTERNAL_ERROR') : okReply({ user: { ...testUsers.customer, email: 'new@example.com' } })) });
    await renderAuthPage(<ConfirmEmailPage />, '/auth/confirm-email?token=tok-2');
    expect(await h1('Could not change the e-mail address')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await h1('E-mail address changed')).toBeInTheDocument();
  });
});
