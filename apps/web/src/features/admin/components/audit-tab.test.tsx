import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import { callOf, paramsOf } from '@/test/mock-api';
import { mockViewport, renderAt, signedInAs, testUsers } from '@/test/test-utils';
import { serveAdminApi } from '../testing/fixtures';
import { AuditTab } from './audit-tab';

const renderTab = () => renderAt(<AuditTab />, '/admin/dashboard?tab=audit', signedInAs(testUsers.admin));
const auditCalls = (calls: Parameters<typeof callOf>[0][]) => calls.filter((c) => callOf(c) === 'GET /admin/audit-log').map(paramsOf);

beforeEach(async () => {
  mockViewport(1280);
  await i18n.changeLanguage('en');
});

describe('AuditTab', () => {
  it('shows who did what to what, with readable details', async () => {
    serveAdminApi();
    renderTab();
    const [suspend, settings, hidden] = await screen.findAllByTestId('audit-entry');
    expect(suspend).toHaveTextContent('Iryna Bondar');
    expect(suspend).toHaveTextContent('Suspended a user');
    expect(suspend).toHaveTextContent('UserPetro Hnatiuku3');
    expect(within(suspend!).getByText('Reason:').nextSibling).toHaveTextContent('Spam in messages');
    expect(within(suspend!).getByText('Cancel bookings:').nextSibling).toHaveTextContent('yes');
    expect(within(suspend!).getByText('Bookings cancelled:').nextSibling).toHaveTextContent('2');
    // Issue #26: no raw field names or values ("previousStatus: ACTIVE", "revokedSessions: 2").
    expect(within(suspend!).getByText('Status before:').nextSibling).toHaveTextContent('Active');
    expect(within(suspend!).getByText('Sessions ended:').nextSibling).toHaveTextContent('2');

    expect(settings).toHaveTextContent('Changed the settings');
    // Before → after, only what changed.
    expect(within(settings!).getByText('Commission, %:').nextSibling).toHaveTextContent('10 → 12.5');
    expect(within(settings!).getByText('Features › Online payments:').nextSibling).toHaveTextContent('yes → no');
    expect(within(settings!).queryByText(/File uploads/)).not.toBeInTheDocument();
    expect(within(settings!).getByText('Changed:').nextSibling).toHaveTextContent('Commission, %, Features');

    // A report: the service and its owner by name, the reason in words.
    expect(within(hidden!).getByTestId('audit-target-name')).toHaveTextContent('Classic manicure');
    expect(within(hidden!).getByText('Owner:').nextSibling).toHaveTextContent('Oksana Lysenko');
    expect(within(hidden!).getByText('Reason:').nextSibling).toHaveTextContent('Misleading');
    expect(hidden).not.toHaveTextContent(/ownerId|newlyHidden|resolvedTogether|MISLEADING/);
  });

  it('has a label for every detail field the API writes, in every language', async () => {
    const fields = ['reason', 'note', 'cancelBookings', 'cancelledBookings', 'refunds', 'previousStatus', 'revokedSessions', 'reportId', 'ownerId', 'resolvedTogether',
      'hidden', 'newlyHidden', 'suspended', 'changed', 'specialistId', 'specialistUserId', 'commissionPercent', 'features'];
    for (const language of ['uk', 'en', 'ru']) {
      for (const field of fields) expect(i18n.getFixedT(language, 'admin')(`audit.fields.${field}`, { defaultValue: '' }), `${language}: ${field}`).not.toBe('');
    }
  });

  it('filters by action and by administrator', async () => {
    const calls = serveAdminApi();
    renderTab();
    await screen.findAllByTestId('audit-entry');
    expect(auditCalls(calls)).toEqual([{ page: 1 }]);
    // The admins of the actor filter come from the users list.
    expect(calls.filter((c) => callOf(c) === 'GET /admin/users').map(paramsOf)).toEqual([{ userType: 'ADMIN', limit: 100 }]);

    fireEvent.change(screen.getByLabelText('Action'), { target: { value: 'settings.update' } });
    await waitFor(() => expect(auditCalls(calls).at(-1)).toEqual({ action: 'settings.update', page: 1 }));
    await waitFor(() => expect(screen.getByLabelText('Administrator')).toHaveTextContent('Iryna Bondar'));
    fireEvent.change(screen.getByLabelText('Administrator'), { target: { value: 'a1' } });
    await waitFor(() => expect(auditCalls(calls).at(-1)).toEqual({ action: 'settings.update', actorId: 'a1', page: 1 }));
  });
});
