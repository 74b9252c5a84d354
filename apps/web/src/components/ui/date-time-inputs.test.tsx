import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/lib/i18n';
import { DateInput } from './date-input';
import { parseDate, parseTime } from './date-time-text';
import { TimeInput } from './time-input';

const Harness = ({ kind, initial = '', onChange }: { kind: 'date' | 'time'; initial?: string; onChange: (value: string) => void }) => {
  const [value, setValue] = useState(initial);
  const props = {
    'aria-label': 'Field',
    value,
    onChange: (next: string) => {
      setValue(next);
      onChange(next);
    },
  };
  return kind === 'date' ? <DateInput {...props} /> : <TimeInput {...props} />;
};

const speak = (language: string) => act(() => i18n.changeLanguage(language));

afterEach(async () => {
  await speak('uk');
});

describe('parseTime / parseDate', () => {
  it('normalises typed times to 24-hour HH:mm and refuses what is no time', () => {
    expect(['09:30', '9:30', '9:5', '9.30', '0930', '930', '9', '23:59', '0:00'].map(parseTime)).toEqual(['09:30', '09:30', '09:05', '09:30', '09:30', '09:30', '09:00', '23:59', '00:00']);
    expect(['24:00', '12:60', '9:30 PM', 'abc', '12345', ''].map(parseTime)).toEqual([null, null, null, null, null, null]);
  });

  it('reads day-first dates and ISO, and refuses days that do not exist', () => {
    expect(['31.12.2026', '1.2.2027', '31/12/2026', '31-12-2026', '31122026', '2026-12-31'].map(parseDate)).toEqual([
      '2026-12-31',
      '2027-02-01',
      '2026-12-31',
      '2026-12-31',
      '2026-12-31',
      '2026-12-31',
    ]);
    expect(['31.02.2026', '12/31/2026', '00.01.2026', '2026-13-01', '1.1.26', ''].map(parseDate)).toEqual([null, null, null, null, null, null]);
  });
});

describe('TimeInput', () => {
  it('shows 24-hour time in every language and sends what it typed, normalised', async () => {
    await speak('en');
    const onChange = vi.fn();
    render(<Harness kind="time" initial="18:30" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Field' });
    expect(input).toHaveValue('18:30');
    expect(input).toHaveAttribute('placeholder', 'hh:mm');

    fireEvent.change(input, { target: { value: '9:5' } });
    expect(onChange).toHaveBeenLastCalledWith('09:05');
    fireEvent.blur(input);
    expect(input).toHaveValue('09:05');

    fireEvent.change(input, { target: { value: '0930' } });
    expect(onChange).toHaveBeenLastCalledWith('09:30');
    fireEvent.blur(input);
    expect(input).toHaveValue('09:30');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('refuses text that is no time with a message in the interface language', async () => {
    await speak('uk');
    const onChange = vi.fn();
    render(<Harness kind="time" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Field' });
    expect(input).toHaveAttribute('placeholder', 'гг:хх');

    fireEvent.change(input, { target: { value: '25:00' } });
    expect(onChange).toHaveBeenLastCalledWith('25:00');
    fireEvent.blur(input);
    expect(input).toHaveValue('25:00');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/Введіть час у 24-годинному форматі/);

    fireEvent.change(input, { target: { value: '21:15' } });
    fireEvent.blur(input);
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(/Введіть час/)).not.toBeInTheDocument();
  });
});

describe('DateInput', () => {
  it('writes the date as the interface language does and keeps yyyy-MM-dd for the form', async () => {
    await speak('uk');
    const onChange = vi.fn();
    render(<Harness kind="date" initial="2026-12-01" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Field' });
    expect(input).toHaveValue('01.12.2026');
    expect(input).toHaveAttribute('placeholder', 'дд.мм.рррр');

    await speak('en');
    expect(input).toHaveValue('01/12/2026');
    await speak('ru');
    expect(input).toHaveValue('01.12.2026');
    expect(input).toHaveAttribute('placeholder', 'дд.мм.гггг');

    fireEvent.change(input, { target: { value: '5.1.2027' } });
    expect(onChange).toHaveBeenLastCalledWith('2027-01-05');
    fireEvent.blur(input);
    expect(input).toHaveValue('05.01.2027');
  });

  it('refuses a day that does not exist with a message in the interface language', async () => {
    await speak('uk');
    const onChange = vi.fn();
    render(<Harness kind="date" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Field' });
    fireEvent.change(input, { target: { value: '31.02.2026' } });
    fireEvent.blur(input);
    expect(onChange).toHaveBeenLastCalledWith('31.02.2026');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/Введіть дату у форматі дд.мм.рррр/);
  });

  it('picks a day from a Ukrainian calendar and hands focus back to its button', async () => {
    await speak('uk');
    const onChange = vi.fn();
    render(<Harness kind="date" initial="2026-12-01" onChange={onChange} />);
    const button = screen.getByRole('button', { name: 'Вибрати дату в календарі' });
    fireEvent.click(button);
    const calendar = screen.getByRole('dialog', { name: 'Календар' });
    expect(calendar).toHaveTextContent(/грудень 2026/i);
    expect(calendar.textContent).toMatch(/пн.*вт.*ср.*чт.*пт.*сб.*нд/i);

    fireEvent.click(within(calendar).getByRole('button', { name: /15-е грудня 2026/i }));
    expect(onChange).toHaveBeenLastCalledWith('2026-12-15');
    expect(screen.getByRole('textbox', { name: 'Field' })).toHaveValue('15.12.2026');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('closes the calendar with Escape without picking', async () => {
    await speak('uk');
    const onChange = vi.fn();
    render(<Harness kind="date" initial="2026-12-01" onChange={onChange} />);
    const button = screen.getByRole('button', { name: 'Вибрати дату в календарі' });
    fireEvent.click(button);
    fireEvent.keyDown(screen.getByRole('dialog', { name: 'Календар' }), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
  });
});
