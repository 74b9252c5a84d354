import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import { bodyOf, callOf, errorReply, paramsOf } from '@/test/mock-api';
import { mockViewport, renderAt, signedInAs, testUsers } from '@/test/test-utils';
import { buildFeedback, buildReport, serveAdminApi } from '../testing/fixtures';
import AdminPageDefault, { AdminPage } from './admin-page';

const renderPage = (path = '/admin/dashboard') => renderAt(<AdminPage />, path, signedInAs(testUsers.admin));
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

beforeEach(async () => {
  mockViewport(1280);
  await i18n.changeLanguage('en');
});

describe('AdminPage', () => {
  it('is the default export the router loads', () => {
    expect(AdminPageDefault).toBe(AdminPage);
  });

  it('opens on the overview: the month’s headline numbers and the two queues with their badges', async () => {
    const calls = serveAdminApi();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Admin console' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Overview/ })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByTestId('headline-usersTotal')).toHaveTextContent('Users1,250');
    expect(plain(screen.getByTestId('headline-paid').textContent)).toBe('Paid₴193,500');
    expect(plain(screen.getByTestId('headline-commission').textContent)).toBe('Commission earned₴19,350');
    expect(screen.getByTestId('shortcut-verifications')).toHaveTextContent('3 specialists are waiting');
    expect(within(screen.getByTestId('shortcut-reports')).getByRole('link', { name: 'Open moderation' })).toHaveAttribute('href', '/admin/dashboard?tab=moderation');
    // The badges of the queues on their tabs.
    expect(screen.getByRole('tab', { name: /Verification/ })).toHaveTextContent('Verification, 3');
    expect(screen.getByRole('tab', { name: /Moderation/ })).toHaveTextContent('Moderation, 2');
    expect(calls.filter((c) => callOf(c) === 'GET /admin/stats').map((c) => paramsOf(c).period)).toEqual(['month']);
  });

  it('writes money the Ukrainian way in Ukrainian', async () => {
    serveAdminApi();
    await i18n.changeLanguage('uk');
    renderPage();
    expect(plain((await screen.findByTestId('headline-paid')).textContent)).toBe('Сплачено193 500 ₴');
  });

  it('keeps the section in the URL and switches with the tabs and the arrow keys', async () => {
    serveAdminApi();
    const { router } = renderPage('/admin/dashboard?tab=feedback');
    expect(screen.getByRole('tab', { name: /Feedback/ })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByTestId('feedback-item')).toHaveTextContent('Late specialist');
    expect(screen.getByTestId('feedback-item')).toHaveTextContent('From Olena Kovalenko (Customer)');

    fireEvent.click(screen.getByRole('tab', { name: /Users/ }));
    expect(router.state.location.search).toBe('?tab=users');
    expect(await screen.findByTestId('users-table')).toBeInTheDocument();

    fireEvent.keyDown(screen.getByRole('tab', { name: /Users/ }), { key: 'ArrowRight' });
    expect(router.state.location.search).toBe('?tab=analytics');
    fireEvent.keyDown(screen.getByRole('tab', { name: /Analytics/ }), { key: 'Home' });
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('tab', { name: /Overview/ })).toHaveFocus();
  });

  it('treats an unknown section as the overview', async () => {
    serveAdminApi();
    renderPage('/admin/dashboard?tab=nope');
    expect(screen.getByRole('tab', { name: /Overview/ })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByTestId('headline-bookings')).toBeInTheDocument();
  });

  it('shows a failed load by its error code, and loads again on retry', async () => {
    let fail = true;
    const calls = serveAdminApi((config) => (callOf(config) === 'GET /admin/stats' && fail ? errorReply(503, 'SERVICE_UNAVAILABLE') : undefined));
    renderPage();
    const alert = await screen.findByTestId('admin-error');
    expect(alert).toHaveTextContent('The service is temporarily unavailable. Please try again later');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('headline-usersTotal')).toBeInTheDocument();
    expect(calls.filter((c) => callOf(c) === 'GET /admin/stats').length).toBeGreaterThanOrEqual(2);
  });

  it('shows the empty states of the lists', async () => {
    serveAdminApi((config) => {
      const call = callOf(config);
      if (call === 'GET /feedback') return { status: 200, body: { success: true, data: { feedback: [], total: 0, page: 1, totalPages: 0 }, error: null } };
      if (call === 'GET /admin/reports') return { status: 200, body: { success: true, data: { reports: [], total: 0, page: 1, totalPages: 0 }, error: null } };
      return undefined;
    });
    renderPage('/admin/dashboard?tab=feedback');
    expect(await screen.findByTestId('feedback-empty')).toHaveTextContent('No messages yet.');
    fireEvent.click(screen.getByRole('tab', { name: /Moderation/ }));
    expect(await screen.findByTestId('reports-empty')).toHaveTextContent('No open reports. All clear.');
  });

  it('lists a report and resolves it with the chosen decision and note', async () => {
    const calls = serveAdminApi((config) =>
      callOf(config) === 'POST /admin/reports/service/r1/resolve'
        ? { status: 200, body: { success: true, data: { report: { ...buildReport(), resolvedAt: '2026-11-26T09:00:00.000Z', resolution: 'HIDE' }, resolvedTogether: 1 }, error: null } }
        : undefined,
    );
    renderPage('/admin/dashboard?tab=moderation');
    const report = await screen.findByTestId('report');
    expect(report).toHaveTextContent('Cheap miracle massage');
    expect(report).toHaveTextContent('Misleading');
    expect(report).toHaveTextContent('Owner: Taras Shevchuk');
    fireEvent.click(within(report).getByRole('button', { name: 'Resolve the report on “Cheap miracle massage”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resolve the report' });
    // Suspending the owner needs a reason.
    fireEvent.click(within(dialog).getByRole('radio', { name: /Suspend the owner/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    expect(await within(dialog).findByText('Please give a reason')).toBeInTheDocument();
    expect(calls.some((c) => callOf(c).startsWith('POST'))).toBe(false);

    fireEvent.click(within(dialog).getByRole('radio', { name: /Hide the item/ }));
    fireEvent.change(within(dialog).getByLabelText(/Note/), { target: { value: '  Fake photos  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const posts = calls.filter((c) => callOf(c) === 'POST /admin/reports/service/r1/resolve');
    expect(posts.map(bodyOf)).toEqual([{ resolution: 'HIDE', note: 'Fake photos' }]);
  });

  it('names a guest sender of feedback', async () => {
    serveAdminApi((config) =>
      callOf(config) === 'GET /feedback' ? { status: 200, body: { success: true, data: { feedback: [buildFeedback({ sender: null, email: 'guest@example.com' })], total: 1, page: 1, totalPages: 1 }, error: null } } : undefined,
    );
    renderPage('/admin/dashboard?tab=feedback');
    const item = await screen.findByTestId('feedback-item');
    expect(item).toHaveTextContent('From a guest');
    expect(within(item).getByRole('link', { name: 'guest@example.com' })).toHaveAttribute('href', expect.stringContaining('mailto:guest@example.com'));
  });
});
