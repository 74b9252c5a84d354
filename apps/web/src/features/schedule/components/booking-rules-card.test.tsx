import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { toast } from 'sonner';
import i18n from '@/lib/i18n';
import { bodyOf, callOf } from '@/test/mock-api';
import { clearToastMocks, mockToasts, renderAt, signedInAs, testUsers } from '@/test/test-utils';
import { buildAvailability, serveScheduleApi } from '../testing/fixtures';
import { BookingRulesCard } from './booking-rules-card';

mockToasts();

beforeEach(async () => {
  clearToastMocks();
  await i18n.changeLanguage('en');
});

describe('BookingRulesCard', () => {
  it('offers the cancellation windows of spec section 9, explains auto-accept and saves the settings', async () => {
    const requests = serveScheduleApi();
    renderAt(<BookingRulesCard settings={buildAvailability().settings} />, '/', signedInAs(testUsers.specialist));
    const windowSelect = screen.getByLabelText('Cancellation window');
    expect([...(windowSelect as HTMLSelectElement).options].map((o) => o.value)).toEqual(['2', '6', '12', '24', '48']);
    const autoAccept = screen.getByRole('switch', { name: 'Accept bookings automatically' });
    expect(autoAccept).not.toBeChecked();
    expect(autoAccept).toHaveAccessibleDescription(/waits for your confirmation/);

    fireEvent.change(screen.getByLabelText('Buffer between bookings'), { target: { value: '15' } });
    fireEvent.change(screen.getByLabelText('Minimum notice'), { target: { value: '1440' } });
    fireEvent.change(screen.getByLabelText('How far ahead'), { target: { value: '30' } });
    fireEvent.change(windowSelect, { target: { value: '48' } });
    fireEvent.click(autoAccept);
    fireEvent.click(screen.getByRole('button', { name: 'Save rules' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Booking rules saved'));
    const put = requests.find((r) => callOf(r) === 'PUT /specialists/availability/settings');
    expect(bodyOf(put)).toEqual({ bufferMinutes: 15, minNoticeMinutes: 1440, bookingHorizonDays: 30, cancellationWindowHours: 48, autoAccept: true });
  });
});
