import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import i18n from '@/lib/i18n';
import { errorReply, okReply, serveApi } from '@/test/mock-api';
import { clearToastMocks, mockToasts, renderAt } from '@/test/test-utils';
import { SessionRestorer } from './session-restorer';

mockToasts();

const storedSession = { auth: { user: null, tokens: { accessToken: 'stored-access', refreshToken: null }, isAuthenticated: false, isLoading: false, error: null } };

beforeEach(async () => {
  clearToastMocks();
  await i18n.changeLanguage('en');
});

describe('SessionRestorer', () => {
  it('restores a stored session with GET /auth/me behind a spinner', async () => {
    const requests = serveApi(() =>
      okReply({ user: { id: 'u1', email: 'olena@example.com', firstName: 'Olena', lastName: 'K', role: 'CUSTOMER', loyaltyPoints: 5 } }),
    );
    const { store } = renderAt(<SessionRestorer>app</SessionRestorer>, '/', storedSession);
    expect(screen.getByRole('status')).toHaveTextContent('Restoring your session…');
    expect(await screen.findByText('app')).toBeInTheDocument();
    expect(requests[0]?.url).toBe('/auth/me');
    expect(store.getState().auth).toMatchObject({ isAuthenticated: true, user: { id: 'u1', role: 'CUSTOMER' } });
  });

  it('clears a session it cannot restore, quietly (logged, no toast, no redirect)', async () => {
    serveApi(() => errorReply(401, 'UNAUTHENTICATED', 'jwt expired'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { store, router } = renderAt(<SessionRestorer>app</SessionRestorer>, '/somewhere', storedSession);
    expect(await screen.findByText('app')).toBeInTheDocument();
    expect(store.getState().auth).toMatchObject({ isAuthenticated: false, user: null, tokens: null });
    expect(toast.error).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/somewhere');
    expect(localStorage.getItem('auth_token')).toBeNull();
    warn.mockRestore();
  });

  it('does nothing without a stored session', () => {
    const requests = serveApi(() => okReply({}));
    renderAt(<SessionRestorer>app</SessionRestorer>, '/');
    expect(screen.getByText('app')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });
});
