import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { VerificationStatusResponse } from '@vizyt/contracts';
import i18n from '@/lib/i18n';
import { callOf, errorReply, okReply, serveApi, type Reply } from '@/test/mock-api';
import { renderRoutes, signedInAs, testUsers } from '@/test/test-utils';
import { VerificationSection } from './verification-section';

const NONE: VerificationStatusResponse = { status: 'NOT_REQUESTED', reason: null, submittedAt: null, decidedAt: null, requestId: null, additionalInfo: null, documents: [] };
const PENDING: VerificationStatusResponse = {
  ...NONE,
  status: 'PENDING',
  submittedAt: '2026-11-20T10:00:00.000Z',
  requestId: 'r1',
  documents: [{ name: 'identityDocument', mimeType: 'image/png', size: 2048, url: '/api/v1/specialists/verification/documents/identityDocument' }],
};
const REJECTED: VerificationStatusResponse = { ...PENDING, status: 'REJECTED', decidedAt: '2026-11-21T10:00:00.000Z', reason: 'The licence is unreadable' };
const APPROVED: VerificationStatusResponse = { ...PENDING, status: 'APPROVED', decidedAt: '2026-11-21T10:00:00.000Z' };

const png = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])], name, { type: 'image/png' });
const config = (uploads: boolean) => okReply({ features: { notifications: true, realtime: true, payments: true, uploads, realtimeAnalytics: true } });

const serve = (status: () => VerificationStatusResponse, post: () => Reply = () => ({ status: 201, body: { success: true, data: PENDING, error: null } }), uploads = true) =>
  serveApi((request) => {
    if (callOf(request) === 'GET /specialists/verification/status') return okReply(status());
    if (callOf(request) === 'POST /specialists/verification/request') return post();
    if (callOf(request) === 'GET /config') return config(uploads);
    return errorReply(404, 'ROUTE_NOT_FOUND');
  });

const render = () => renderRoutes([{ path: '/specialist/settings', element: <VerificationSection /> }], '/specialist/settings', signedInAs(testUsers.specialist));
const choose = (label: RegExp, file: File) => fireEvent.change(screen.getByLabelText(label), { target: { files: [file] } });

beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(async () => {
  await i18n.changeLanguage('uk');
});

describe('the verification section', () => {
  it('asks for the missing documents before sending, then sends them as multipart and shows the request under review', async () => {
    const requests = serve(() => NONE);
    render();
    expect(await screen.findByText('Not verified')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Send for verification' }));
    expect(await screen.findByText('Add your identity document.')).toBeInTheDocument();
    expect(screen.getAllByText('Add your business licence or professional certificate.')).toHaveLength(2);
    expect(requests.some((r) => callOf(r) === 'POST /specialists/verification/request')).toBe(false);

    choose(/^Identity document/, png('passport.png'));
    choose(/^Business licence/, new File(['plain text'], 'licence.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Choose a PDF, JPEG, PNG or WebP file.')).toBeInTheDocument();
    choose(/^Professional certificate/, png('diploma.png'));
    await screen.findByText('diploma.png');
    await waitFor(() => expect(screen.queryByText('Add your business licence or professional certificate.')).not.toBeInTheDocument());
    fireEvent.change(screen.getByLabelText(/Additional information/), { target: { value: 'Registered in 2020' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send for verification' }));

    expect(await screen.findByText('Under review')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send for verification' })).not.toBeInTheDocument();
    const sent = requests.find((r) => callOf(r) === 'POST /specialists/verification/request')?.data as FormData;
    expect([...sent.keys()].sort()).toEqual(['additionalInfo', 'identityDocument', 'professionalCertificate']);
    expect(sent.get('additionalInfo')).toBe('Registered in 2020');
  });

  it('shows the rejection reason and offers to request again', async () => {
    serve(() => REJECTED);
    render();
    expect(await screen.findByText('Request rejected')).toBeInTheDocument();
    expect(screen.getByText('The licence is unreadable')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Request again' }));
    expect(screen.getByRole('form', { name: 'Verification request' })).toBeInTheDocument();
  });

  it('tells a second request apart (409 VERIFICATION_PENDING) and reloads the status', async () => {
    let status = NONE;
    serve(
      () => status,
      () => {
        status = PENDING;
        return errorReply(409, 'VERIFICATION_PENDING');
      },
    );
    render();
    await screen.findByText('Not verified');
    choose(/^Identity document/, png('passport.png'));
    choose(/^Business licence/, png('licence.png'));
    await screen.findByText('licence.png');
    fireEvent.click(screen.getByRole('button', { name: 'Send for verification' }));
    expect(await screen.findByText('Under review')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send for verification' })).not.toBeInTheDocument();
  });

  it('shows the badge once verified, with no form', async () => {
    serve(() => APPROVED);
    render();
    const panel = await screen.findByTestId('verification-status');
    expect(panel).toHaveAttribute('data-status', 'APPROVED');
    expect(within(panel).getAllByText('Verified').length).toBeGreaterThan(0);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('disables the file pickers and the button when the admin switched uploads off', async () => {
    serve(() => NONE, undefined, false);
    render();
    expect(await screen.findByText(/Uploads are switched off/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Identity document/)).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send for verification' })).toBeDisabled();
  });
});
