import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import { bodyOf, callOf, errorReply, okReply, paramsOf } from '@/test/mock-api';
import { mockViewport, renderAt, signedInAs, testUsers } from '@/test/test-utils';
import { adminUsers, buildAdminUser, serveAdminApi, userPage } from '../testing/fixtures';
import { UsersTab } from './users-tab';

const renderTab = () => renderAt(<UsersTab />, '/admin/dashboard?tab=users', signedInAs(testUsers.admin));
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const listCalls = (calls: Parameters<typeof callOf>[0][]) => calls.filter((c) => callOf(c) === 'GET /admin/users').map(paramsOf);
const row = (name: string) => screen.getAllByTestId('user-row').find((r) => r.textContent?.includes(name))!;

beforeEach(async () => {
  mockViewport(1280);
  await i18n.changeLanguage('en');
});

describe('UsersTab', () => {
  it('shows the spec’s columns: user, type, status, bookings, revenue', async () => {
    serveAdminApi();
    renderTab();
    const table = await screen.findByRole('table', { name: 'Users: type, status, bookings and revenue' });
    const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers.slice(0, 5)).toEqual(['User', 'Type', 'Status', 'Bookings', 'Revenue']);
    expect(plain(row('Taras Shevchuk').textContent)).toContain('SpecialistVerifiedActive41₴18,450');
    expect(within(row('Maria Ivanenko')).getByTestId('user-status')).toHaveTextContent('Suspended');
    expect(within(row('Maria Ivanenko')).getByRole('button', { name: 'Reactivate Maria Ivanenko' })).toBeInTheDocument();
    // The admin signed in cannot suspend themselves.
    expect(within(row('Iryna Bondar')).queryByRole('button', { name: /Suspend/ })).not.toBeInTheDocument();
  });

  it('sends the search, type and status filters as the query, from page 1', async () => {
    const calls = serveAdminApi((config) => (callOf(config) === 'GET /admin/users' && paramsOf(config).page === 2 ? okReply(userPage(adminUsers.slice(0, 1), 2, 3)) : callOf(config) === 'GET /admin/users' ? okReply(userPage(adminUsers, 1, 3)) : undefined));
    renderTab();
    await screen.findByTestId('users-table');
    expect(listCalls(calls)).toEqual([{ page: 1, limit: 20 }]);

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(listCalls(calls).at(-1)).toEqual({ page: 2, limit: 20 }));
    expect(await screen.findByText(/Page 2 of 3/)).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'SPECIALIST' } });
    await waitFor(() => expect(listCalls(calls).at(-1)).toEqual({ userType: 'SPECIALIST', page: 1, limit: 20 }));
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'SUSPENDED' } });
    await waitFor(() => expect(listCalls(calls).at(-1)).toEqual({ userType: 'SPECIALIST', status: 'SUSPENDED', page: 1, limit: 20 }));
    // The search waits for typing to pause, and is sent trimmed.
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: '  taras ' } });
    await waitFor(() => expect(listCalls(calls).at(-1)).toEqual({ search: 'taras', userType: 'SPECIALIST', status: 'SUSPENDED', page: 1, limit: 20 }));
    expect(listCalls(calls).filter((p) => p.search !== undefined)).toHaveLength(1);
  });

  it('offers to clear filters that match nobody', async () => {
    serveAdminApi((config) => (callOf(config) === 'GET /admin/users' && paramsOf(config).status ? okReply(userPage([], 1, 0)) : undefined));
    renderTab();
    await screen.findByTestId('users-table');
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'PENDING' } });
    expect(await screen.findByTestId('users-empty')).toHaveTextContent('Nobody matches these filters.');
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByTestId('users-table')).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveValue('');
  });

  it('suspends only with a reason, sending the reason and the bookings choice', async () => {
    const calls = serveAdminApi((config) =>
      callOf(config) === 'PUT /admin/users/u1/status' ? okReply({ user: buildAdminUser({ status: 'SUSPENDED' }), cancelledBookings: 2, refunds: 1 }) : undefined,
    );
    renderTab();
    await screen.findByTestId('users-table');
    fireEvent.click(within(row('Olena Kovalenko')).getByRole('button', { name: 'Suspend Olena Kovalenko' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Olena Kovalenko?' });
    const reason = within(dialog).getByLabelText(/Reason/);
    expect(reason).toHaveFocus();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await within(dialog).findByText('Please give a reason')).toBeInTheDocument();
    fireEvent.change(reason, { target: { value: 'spam' } });
    expect(await within(dialog).findByText('At least 5 characters')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(calls.filter((c) => callOf(c).startsWith('PUT'))).toHaveLength(0);

    fireEvent.change(reason, { target: { value: '  Spam in messages  ' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Cancel upcoming bookings with full refunds/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const puts = calls.filter((c) => callOf(c) === 'PUT /admin/users/u1/status');
    expect(puts.map(bodyOf)).toEqual([{ status: 'SUSPENDED', reason: 'Spam in messages', cancelBookings: true }]);
    // The list is asked again.
    await waitFor(() => expect(listCalls(calls).length).toBeGreaterThanOrEqual(2));
  });

  it('reactivates with a reason and no bookings choice', async () => {
    const calls = serveAdminApi((config) => (callOf(config) === 'PUT /admin/users/u3/status' ? okReply({ user: buildAdminUser({ id: 'u3' }), cancelledBookings: 0, refunds: 0 }) : undefined));
    renderTab();
    await screen.findByTestId('users-table');
    fireEvent.click(within(row('Maria Ivanenko')).getByRole('button', { name: 'Reactivate Maria Ivanenko' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reactivate Maria Ivanenko?' });
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Appeal accepted' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reactivate' }));
    await waitFor(() => expect(calls.filter((c) => callOf(c) === 'PUT /admin/users/u3/status').map(bodyOf)).toEqual([{ status: 'ACTIVE', reason: 'Appeal accepted', cancelBookings: false }]));
  });

  it('shows the server’s refusal in the dialog, keyed by its code', async () => {
    serveAdminApi((config) => (callOf(config) === 'PUT /admin/users/u1/status' ? errorReply(409, 'CANNOT_SUSPEND_ADMIN', 'Cannot suspend') : undefined));
    renderTab();
    await screen.findByTestId('users-table');
    fireEvent.click(within(row('Olena Kovalenko')).getByRole('button', { name: 'Suspend Olena Kovalenko' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Spam in messages' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You cannot suspend your own account or the last administrator');
  });

  it('opens a person’s details with their bookings and payments', async () => {
    const calls = serveAdminApi();
    renderTab();
    await screen.findByTestId('users-table');
    fireEvent.click(within(row('Olena Kovalenko')).getByRole('button', { name: 'Details of Olena Kovalenko' }));
    const dialog = await screen.findByRole('dialog', { name: 'Olena Kovalenko' });
    const detail = await within(dialog).findByTestId('user-detail');
    await within(detail).findByText('Manicure');
    expect(calls.some((c) => callOf(c) === 'GET /admin/users/u1')).toBe(true);
    expect(detail).toHaveTextContent('+380501112233');
    expect(plain(detail.textContent)).toContain('Taras Shevchuk');
    expect(plain(detail.textContent)).toContain('₴450');
    expect(within(detail).getAllByText('Completed').length).toBeGreaterThan(0);
    expect(within(detail).getByText('Paid')).toBeInTheDocument();
    // The status action from the details opens the confirmation.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByRole('dialog', { name: 'Suspend Olena Kovalenko?' })).toBeInTheDocument();
  });
});
