import { fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/lib/i18n';
import { errorReply, serveApi } from '@/test/mock-api';
import { clearToastMocks, mockToasts, renderAt, signedInAs, testUsers } from '@/test/test-utils';
import { ReportDialog } from './report-dialog';

mockToasts();

beforeEach(async () => {
  clearToastMocks();
  await i18n.changeLanguage('en');
});

describe('ReportDialog', () => {
  it('is a labelled dialog that asks for details of at least 10 characters for "Something else"', async () => {
    const requests = serveApi(() => errorReply(500, 'INTERNAL_ERROR'));
    renderAt(<ReportDialog serviceId="svc-1" open onClose={() => undefined} />, '/service/svc-1', signedInAs(testUsers.customer));
    expect(screen.getByRole('dialog', { name: 'Report this service' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a reason.');

    fireEvent.click(screen.getByRole('radio', { name: 'Something else' }));
    fireEvent.change(screen.getByLabelText('Details'), { target: { value: 'too short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('at least 10 characters');
    expect(requests).toHaveLength(0);
  });

  it('explains a 409 as "already reported" and closes', async () => {
    const onClose = vi.fn();
    const requests = serveApi(() => errorReply(409, 'CONFLICT', 'Already reported'));
    renderAt(<ReportDialog serviceId="svc-1" open onClose={onClose} />, '/service/svc-1', signedInAs(testUsers.customer));
    fireEvent.click(screen.getByRole('radio', { name: 'Spam' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(toast.info).toHaveBeenCalledWith('You have already reported this service.'));
    expect(onClose).toHaveBeenCalled();
    expect(requests[0]?.url).toBe('/services/svc-1/report');
    expect(JSON.parse(String(requests[0]?.data))).toEqual({ reason: 'SPAM' });
  });
});
