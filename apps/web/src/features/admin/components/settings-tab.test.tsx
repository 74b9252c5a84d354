import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import { bodyOf, callOf, errorReply, okReply } from '@/test/mock-api';
import { mockViewport, renderAt, signedInAs, testUsers } from '@/test/test-utils';
import { buildSettings, serveAdminApi } from '../testing/fixtures';
import { SettingsTab } from './settings-tab';

const renderTab = () => renderAt(<SettingsTab />, '/admin/dashboard?tab=settings', signedInAs(testUsers.admin));

beforeEach(async () => {
  mockViewport(1280);
  await i18n.changeLanguage('en');
});

describe('SettingsTab', () => {
  it('shows the stored commission and the five switches, and saves the changes', async () => {
    const saved = buildSettings({ commissionPercent: 12.5, features: { ...buildSettings().features, payments: false }, updatedAt: '2026-11-26T09:00:00.000Z' });
    const calls = serveAdminApi((config) => (callOf(config) === 'PUT /admin/settings' ? okReply({ settings: saved }) : undefined));
    renderTab();
    const commission = await screen.findByLabelText('Commission');
    expect(commission).toHaveValue('10');
    const switches = screen.getAllByRole('switch');
    expect(switches.map((s) => s.getAttribute('aria-checked'))).toEqual(['true', 'true', 'true', 'true', 'false']);
    expect(screen.getByTestId('settings-updated')).toHaveTextContent('Last changed');
    expect(screen.getByTestId('settings-updated')).toHaveTextContent('by Iryna Bondar');
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();

    fireEvent.change(commission, { target: { value: '12,5' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Online payments' }));
    expect(save).toBeEnabled();
    fireEvent.click(save);
    await waitFor(() => expect(calls.filter((c) => callOf(c) === 'PUT /admin/settings')).toHaveLength(1));
    expect(bodyOf(calls.find((c) => callOf(c) === 'PUT /admin/settings'))).toEqual({
      commissionPercent: 12.5,
      features: { notifications: true, realtime: true, payments: false, uploads: true, realtimeAnalytics: false },
    });
    // The saved state is shown, and nothing is left to save.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled());
    expect(screen.getByRole('switch', { name: 'Online payments' })).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByLabelText('Commission')).toHaveValue('12.5');
  });

  it('refuses a commission outside 0–50 or finer than 0.1 before sending', async () => {
    const calls = serveAdminApi();
    renderTab();
    const commission = await screen.findByLabelText('Commission');
    fireEvent.change(commission, { target: { value: '60' } });
    expect(screen.getByText('No more than 50%')).toBeInTheDocument();
    fireEvent.change(commission, { target: { value: '12.55' } });
    expect(screen.getByText('Enter a number with at most one decimal place')).toBeInTheDocument();
    fireEvent.change(commission, { target: { value: '' } });
    expect(screen.getByText('Enter the commission')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(calls.some((c) => callOf(c) === 'PUT /admin/settings')).toBe(false);
  });

  it('shows why a save failed and keeps the edits', async () => {
    serveAdminApi((config) => (callOf(config) === 'PUT /admin/settings' ? errorReply(403, 'FORBIDDEN') : undefined));
    renderTab();
    fireEvent.click(await screen.findByRole('switch', { name: 'File uploads' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have permission to perform this action');
    expect(screen.getByRole('switch', { name: 'File uploads' })).toHaveAttribute('aria-checked', 'false');
  });
});
