import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/lib/i18n';
import { bodyOf, callOf } from '@/test/mock-api';
import { clearToastMocks, mockToasts, renderAt, signedInAs, testUsers } from '@/test/test-utils';
import { buildBlock, serveScheduleApi } from '../testing/fixtures';
import { SlotDialog } from './slot-dialog';

mockToasts();

beforeEach(async () => {
  clearToastMocks();
  await i18n.changeLanguage('en');
});

const open = (editing: Parameters<typeof SlotDialog>[0]['editing'], onClose = vi.fn()) => {
  renderAt(<SlotDialog editing={editing} onClose={onClose} onDelete={vi.fn()} />, '/', signedInAs(testUsers.specialist));
  return within(screen.getByRole('dialog', { name: editing?.mode === 'edit' ? 'Edit slot' : 'New slot' }));
};

describe('SlotDialog', () => {
  it('asks for a reason only while the time is not available', () => {
    serveScheduleApi();
    const dialog = open({ mode: 'create', date: '2026-04-06' });
    expect(dialog.getByLabelText(/^Date/)).toHaveFocus();
    expect(dialog.getByLabelText('Reason for unavailability')).toBeInTheDocument();
    fireEvent.click(dialog.getByLabelText('Available for booking'));
    expect(dialog.queryByLabelText('Reason for unavailability')).not.toBeInTheDocument();
  });

  it('sends a blocked weekly slot with the chosen weekdays and its reason', async () => {
    const requests = serveScheduleApi();
    const onClose = vi.fn();
    const dialog = open({ mode: 'create', date: '2026-04-06' }, onClose);
    fireEvent.change(dialog.getByLabelText(/^Start time/), { target: { value: '13:00' } });
    fireEvent.change(dialog.getByLabelText(/^End time/), { target: { value: '14:00' } });
    fireEvent.change(dialog.getByLabelText('Reason for unavailability'), { target: { value: ' Lunch ' } });
    fireEvent.click(dialog.getByLabelText('Repeat weekly'));
    // The weekday of the date is chosen for you.
    expect(dialog.getByLabelText('Monday')).toBeChecked();
    fireEvent.click(dialog.getByLabelText('Thursday'));
    fireEvent.click(dialog.getByRole('button', { name: 'Add slot' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const post = requests.find((r) => callOf(r) === 'POST /availability/specialists/availability/blocks');
    expect(bodyOf(post)).toEqual({ date: '2026-04-06', startTime: '13:00', endTime: '14:00', available: false, reason: 'Lunch', repeatWeekly: true, repeatDays: ['monday', 'thursday'] });
  });

  it('sends an available slot without reason or weekdays, and shows an end before the start on the field', async () => {
    const requests = serveScheduleApi();
    const dialog = open({ mode: 'edit', slot: buildBlock({ id: 's9', reason: 'Old', repeatWeekly: false }) });
    fireEvent.click(dialog.getByLabelText('Available for booking'));
    fireEvent.change(dialog.getByLabelText(/^End time/), { target: { value: '09:00' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(dialog.getByLabelText(/^End time/)).toHaveAccessibleDescription('The end must be after the start'));
    expect(requests.some((r) => r.method === 'put')).toBe(false);

    fireEvent.change(dialog.getByLabelText(/^End time/), { target: { value: '12:00' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(requests.some((r) => callOf(r) === 'PUT /availability/specialists/availability/blocks/s9')).toBe(true));
    const put = requests.find((r) => callOf(r) === 'PUT /availability/specialists/availability/blocks/s9');
    expect(bodyOf(put)).toEqual({ date: '2026-03-29', startTime: '10:00', endTime: '12:00', available: true, repeatWeekly: false, repeatDays: [] });
  });
});
