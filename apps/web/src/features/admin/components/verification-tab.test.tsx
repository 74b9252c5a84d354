import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/lib/i18n';
import { bodyOf, callOf, okReply, paramsOf } from '@/test/mock-api';
import { mockViewport, renderAt, signedInAs, testUsers } from '@/test/test-utils';
import { buildVerification, serveAdminApi } from '../testing/fixtures';
import { VerificationTab } from './verification-tab';

const renderTab = () => renderAt(<VerificationTab />, '/admin/dashboard?tab=verification', signedInAs(testUsers.admin));
const decided = (status: 'APPROVED' | 'REJECTED', reason: string | null = null) =>
  okReply({ verification: buildVerification({ status, reason, decidedAt: '2026-11-26T09:00:00.000Z', decidedBy: { id: 'a1', name: 'Iryna Bondar' } }) });

beforeEach(async () => {
  mockViewport(1280);
  await i18n.changeLanguage('en');
  URL.createObjectURL = vi.fn(() => 'blob:document-1');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

describe('VerificationTab', () => {
  it('lists the pending requests with the specialist and their documents', async () => {
    const calls = serveAdminApi();
    renderTab();
    const request = await screen.findByTestId('verification-request');
    expect(request).toHaveTextContent('Taras Shevchuk');
    expect(request).toHaveTextContent('Taras Nails · Manicure · Kyiv');
    expect(request).toHaveTextContent('Ten years of practice.');
    expect(within(request).getByRole('button', { name: /Business licence/ })).toHaveTextContent('PDF · 200 KB');
    expect(within(request).getByRole('button', { name: /Identity document/ })).toHaveTextContent('Image · 50 KB');
    expect(calls.filter((c) => callOf(c) === 'GET /admin/verifications').map(paramsOf)).toEqual([{ status: 'PENDING', page: 1 }]);

    fireEvent.click(screen.getByRole('button', { name: 'Rejected' }));
    await waitFor(() => expect(calls.filter((c) => callOf(c) === 'GET /admin/verifications').map(paramsOf).at(-1)).toEqual({ status: 'REJECTED', page: 1 }));
  });

  it('approves after a confirmation', async () => {
    const calls = serveAdminApi((config) => (callOf(config) === 'POST /admin/verifications/v1/approve' ? decided('APPROVED') : undefined));
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Approve Taras Shevchuk' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve Taras Shevchuk?' });
    expect(calls.some((c) => callOf(c).startsWith('POST'))).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((c) => callOf(c) === 'POST /admin/verifications/v1/approve')).toHaveLength(1);
    // The queue is asked again.
    await waitFor(() => expect(calls.filter((c) => callOf(c) === 'GET /admin/verifications').length).toBe(2));
  });

  it('rejects only with a reason, and sends it', async () => {
    const calls = serveAdminApi((config) => (callOf(config) === 'POST /admin/verifications/v1/reject' ? decided('REJECTED', 'The licence is expired') : undefined));
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Reject Taras Shevchuk' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the request of Taras Shevchuk?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Please give a reason')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Reason/)).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => callOf(c).startsWith('POST'))).toBe(false);

    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: ' The licence is expired ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((c) => callOf(c) === 'POST /admin/verifications/v1/reject').map(bodyOf)).toEqual([{ reason: 'The licence is expired' }]);
  });

  it('previews a private document fetched with the session, and releases it on close', async () => {
    const calls = serveAdminApi((config) =>
      callOf(config) === 'GET /admin/verifications/v1/documents/businessLicense' ? { status: 200, body: new Blob(['%PDF-1.4'], { type: 'application/pdf' }) } : undefined,
    );
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: /Business licence/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Business licence — Taras Shevchuk' });
    const frame = await within(dialog).findByTitle('Business licence — Taras Shevchuk');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'blob:document-1');
    expect(within(dialog).getByRole('link', { name: 'Open in a new tab' })).toHaveAttribute('href', 'blob:document-1');
    const request = calls.find((c) => callOf(c) === 'GET /admin/verifications/v1/documents/businessLicense');
    expect(request?.headers.Authorization).toBe('Bearer access-1');
    expect(request?.responseType).toBe('blob');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:document-1'));
  });

  it('shows an image document as an image', async () => {
    serveAdminApi((config) =>
      callOf(config) === 'GET /admin/verifications/v1/documents/identityDocument' ? { status: 200, body: new Blob(['png'], { type: 'image/png' }) } : undefined,
    );
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: /Identity document/ }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('img', { name: 'Identity document — Taras Shevchuk' })).toHaveAttribute('src', 'blob:document-1');
  });
});
