import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { toast } from 'sonner';
import i18n from '@/lib/i18n';
import { bodyOf, callOf } from '@/test/mock-api';
import { clearToastMocks, mockToasts, renderAt, signedInAs, testUsers } from '@/test/test-utils';
import { buildAvailability, serveScheduleApi } from '../testing/fixtures';
import { suggestedWorkingHours } from '../model/working-hours-form';
import { WorkingHoursEditor } from './working-hours-editor';

mockToasts();

const availability = buildAvailability();
const renderEditor = () =>
  renderAt(<WorkingHoursEditor workingHours={availability.workingHours} timezone="Europe/Kyiv" />, '/specialist/schedule', signedInAs(testUsers.specialist));

beforeEach(async () => {
  clearToastMocks();
  await i18n.changeLanguage('en');
});

describe('WorkingHoursEditor', () => {
  it('shows an end before the start and overlapping intervals on the fields, and sends nothing', async () => {
    const requests = serveScheduleApi();
    renderEditor();
    fireEvent.change(screen.getByLabelText('Monday, interval 1: end'), { target: { value: '08:00' } });
    fireEvent.change(screen.getByLabelText('Wednesday, interval 1: end'), { target: { value: '16:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add an interval to Wednesday' }));
    fireEvent.change(screen.getByLabelText('Wednesday, interval 2: start'), { target: { value: '15:00' } });
    fireEvent.change(screen.getByLabelText('Wednesday, interval 2: end'), { target: { value: '17:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save working hours' }));

    const mondayEnd = screen.getByLabelText('Monday, interval 1: end');
    await waitFor(() => expect(mondayEnd).toHaveAttribute('aria-invalid', 'true'));
    expect(mondayEnd).toHaveAccessibleDescription('The end must be after the start');
    expect(screen.getByText('Intervals of a day must not overlap')).toBeInTheDocument();
    expect(requests.some((r) => callOf(r) === 'PUT /specialists/availability/working-hours')).toBe(false);
  });

  it('saves intervals, days off, Monday copied to weekdays and the time zone', async () => {
    const requests = serveScheduleApi();
    renderEditor();
    fireEvent.click(screen.getByRole('switch', { name: 'Wednesday: working day' }));
    fireEvent.click(screen.getByRole('button', { name: 'Copy Monday to weekdays' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Friday: working day' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Saturday: working day' }));
    fireEvent.change(screen.getByLabelText('Saturday, interval 1: start'), { target: { value: '10:00' } });
    fireEvent.change(screen.getByLabelText('Saturday, interval 1: end'), { target: { value: '14:00' } });
    fireEvent.change(screen.getByLabelText('Time zone'), { target: { value: 'Europe/Warsaw' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save working hours' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Working hours saved'));
    const put = requests.find((r) => callOf(r) === 'PUT /specialists/availability/working-hours');
    const day = [
      { start: '09:00', end: '13:00' },
      { start: '14:00', end: '18:00' },
    ];
    expect(bodyOf(put)).toEqual({ workingHours: { monday: day, tuesday: day, wednesday: day, thursday: day, saturday: [{ start: '10:00', end: '14:00' }] }, timezone: 'Europe/Warsaw' });
  });

  it('removes an interval and marks a day off', () => {
    serveScheduleApi();
    renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Remove interval 2 of Monday' }));
    expect(screen.queryByLabelText('Monday, interval 2: start')).not.toBeInTheDocument();
    const tuesday = screen.getByRole('switch', { name: 'Tuesday: working day' });
    expect(tuesday).not.toBeChecked();
    expect(within(tuesday.closest('li')!).getByText('Not bookable on this day.')).toBeInTheDocument();
  });

  it('embedded (the first-run setup): no card title of its own, a suggested week saved as it is', async () => {
    const requests = serveScheduleApi();
    renderAt(<WorkingHoursEditor embedded workingHours={suggestedWorkingHours()} timezone="Europe/Kyiv" />, '/specialist/get-started', signedInAs(testUsers.specialist));
    expect(screen.queryByRole('heading', { name: 'Working hours' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy Monday to weekdays' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save working hours' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Working hours saved'));
    const day = [{ start: '09:00', end: '18:00' }];
    expect(bodyOf(requests.find((r) => callOf(r) === 'PUT /specialists/availability/working-hours'))).toEqual({
      workingHours: { monday: day, tuesday: day, wednesday: day, thursday: day, friday: day },
      timezone: 'Europe/Kyiv',
    });
  });
});
