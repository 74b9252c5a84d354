import { useState } from 'react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toast } from 'sonner';
import type { PrivacySettings as Privacy } from '@vizyt/contracts';
import i18n from '@/lib/i18n';
import { bodyOf, callOf, errorReply, okReply, serveApi, type Reply } from '@/test/mock-api';
import { clearToastMocks, mockToasts, renderRoutes, signedInAs, testUsers } from '@/test/test-utils';
import { PrivacySettings } from './privacy-settings';

mockToasts();

const PRIVACY: Privacy = { showPhone: false, showEmail: true, allowDirectMessages: true, dataProcessingConsent: false, dataProcessingConsentAt: null };

const renderPrivacy = () => renderRoutes([{ path: '/settings', element: <PrivacySettings /> }], '/settings', signedInAs(testUsers.customer));

beforeEach(async () => {
  clearToastMocks();
  await i18n.changeLanguage('en');
});

afterEach(async () => {
  await i18n.changeLanguage('uk');
});

describe('Settings → Privacy', () => {
  it('shows the four switches as stored and saves a change at once, with "Saved"', async () => {
    let answer: (reply: Reply) => void = () => undefined;
    const requests = serveApi((config) => {
      if (callOf(config) === 'GET /users/privacy') return okReply({ privacy: PRIVACY });
      if (callOf(config) === 'PUT /users/privacy')
        return new Promise<Reply>((resolve) => {
          answer = resolve;
        });
      return errorReply(404, 'ROUTE_NOT_FOUND');
    });
    renderPrivacy();
    const phone = await screen.findByRole('switch', { name: 'Show my phone number' });
    expect(phone).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('switch', { name: 'Show my e-mail address' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('switch', { name: 'Allow direct messages' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('switch', { name: 'Consent to data processing for personalisation' })).toHaveAttribute('aria-checked', 'false');
    for (const control of screen.getAllByRole('switch')) expect(control).toBeEnabled();

    fireEvent.click(screen.getByRole('switch', { name: 'Consent to data processing for personalisation' }));
    // Moves at once, before the server answers.
    expect(screen.getByRole('switch', { name: 'Consent to data processing for personalisation' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Saving…');
    await waitFor(() => expect(bodyOf(requests.find((r) => callOf(r) === 'PUT /users/privacy'))).toEqual({ dataProcessingConsent: true }));
    await act(async () => answer(okReply({ privacy: { ...PRIVACY, dataProcessingConsent: true, dataProcessingConsentAt: '2026-11-20T10:00:00.000Z' } })));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(screen.getByText(/Consent given on 20 November 2026/)).toBeInTheDocument();
  });

  it('asks again each time the tab opens (direct messages can change in the Notifications tab meanwhile)', async () => {
    let allowDirectMessages = true;
    const requests = serveApi((config) => {
      if (callOf(config) === 'GET /users/privacy') return okReply({ privacy: { ...PRIVACY, allowDirectMessages } });
      return errorReply(404, 'ROUTE_NOT_FOUND');
    });
    const Tabs = () => {
      const [open, setOpen] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setOpen((was) => !was)}>
            toggle tab
          </button>
          {open && <PrivacySettings />}
        </>
      );
    };
    renderRoutes([{ path: '/settings', element: <Tabs /> }], '/settings', signedInAs(testUsers.customer));
    expect(await screen.findByRole('switch', { name: 'Allow direct messages' })).toHaveAttribute('aria-checked', 'true');

    allowDirectMessages = false;
    fireEvent.click(screen.getByRole('button', { name: 'toggle tab' }));
    fireEvent.click(screen.getByRole('button', { name: 'toggle tab' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Allow direct messages' })).toHaveAttribute('aria-checked', 'false'));
    expect(requests.filter((r) => callOf(r) === 'GET /users/privacy')).toHaveLength(2);
  });

  it('puts the switch back and says so when saving fails', async () => {
    serveApi((config) => {
      if (callOf(config) === 'GET /users/privacy') return okReply({ privacy: PRIVACY });
      if (callOf(config) === 'PUT /users/privacy') return errorReply(500, 'INTERNAL_ERROR');
      return errorReply(404, 'ROUTE_NOT_FOUND');
    });
    renderPrivacy();
    fireEvent.click(await screen.findByRole('switch', { name: 'Show my phone number' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to update privacy settings'));
    expect(screen.getByRole('switch', { name: 'Show my phone number' })).toHaveAttribute('aria-checked', 'false');
  });

  it('shows a load failure with Retry instead of switches that claim a state', async () => {
    serveApi(() => errorReply(500, 'INTERNAL_ERROR'));
    renderPrivacy();
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load your privacy settings');
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });
});
