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
    const [suspend, settings] = await screen.findAllByTestId('audit-entry');
    expect(suspend).toHaveTextContent('Iryna Bondar');
    expect(suspend).toHaveTextContent('Suspended a user');
    expect(suspend).toHaveTextContent('Useru3');
    expect(within(suspend!).getByText('Reason:').nextSibling).toHaveTextContent('Spam in messages');
    expect(within(suspend!).getByText('Cancel bookings:').nextSibling).toHaveTextContent('yes');
    expect(within(suspend!).getByText('Bookings cancelled:').nextSibling).toHaveTextContent('2');

    expect(settings).toHaveTextContent('Changed the settings');
    // Before → after, only what changed.
    expect(within(settings!).getByText('Commission, %:').nextSibling).toHaveTextContent('10 → 12.5');
    expect(within(settings!).getByText('Features › Online payments:').nextSibling).toHaveTextContent('yes → no');
    expect(within(settings!).queryByText(/File uploads/)).not.toBeInTheDocument();
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
