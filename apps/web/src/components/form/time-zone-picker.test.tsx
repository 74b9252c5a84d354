import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/lib/i18n';
import { TimeZonePicker } from './time-zone-picker';

const IANA_ID = /^(UTC|[A-Z][A-Za-z_-]+(\/[A-Za-z0-9_+-]+)+)$/;

const Harness = ({ initial = 'Europe/Kyiv', onChange }: { initial?: string; onChange?: (zone: string) => void }) => {
  const [zone, setZone] = useState(initial);
  return (
    <TimeZonePicker
      label="Zone"
      value={zone}
      onChange={(next) => {
        setZone(next);
        onChange?.(next);
      }}
    />
  );
};

const optionsOf = (select: HTMLElement) => within(select).getAllByRole<HTMLOptionElement>('option');

afterEach(async () => {
  vi.restoreAllMocks();
  await act(() => i18n.changeLanguage('uk'));
});

describe('TimeZonePicker', () => {
  it.each([
    ['uk', 'Київ', 'Варшава', 'Нью-Йорк'],
    ['en', 'Kyiv', 'Warsaw', 'New York'],
    ['ru', 'Киев', 'Варшава', 'Нью-Йорк'],
  ])('labels zones by city in %s, Ukraine first, with IANA ids as values', async (language, kyiv, warsaw, newYork) => {
    await act(() => i18n.changeLanguage(language));
    render(<Harness />);
    const select = screen.getByRole('combobox', { name: 'Zone' });
    const options = optionsOf(select);
    expect(options.length).toBeGreaterThan(300);
    expect(options[0]).toHaveValue('Europe/Kyiv');
    expect(options[0]?.textContent).toMatch(new RegExp(`^${kyiv} \\(UTC\\+0[23]:00\\)$`));
    expect(options.find((o) => o.value === 'Europe/Warsaw')?.textContent).toMatch(new RegExp(`^${warsaw} \\(UTC\\+0[12]:00\\)$`));
    expect(options.find((o) => o.value === 'America/New_York')?.textContent).toMatch(new RegExp(`^${newYork} \\(UTC-0[45]:00\\)$`));
    for (const option of options) {
      expect(option.value).toMatch(IANA_ID);
      // By city, not "Europe / Kyiv".
      expect(option.textContent).not.toContain('/');
    }
    // Old names that browsers list show once, under the current name.
    expect(options.some((o) => o.value === 'Europe/Kiev')).toBe(false);
  });

  it('sorts the other zones by city in the interface language', async () => {
    await act(() => i18n.changeLanguage('uk'));
    render(<Harness />);
    const labels = optionsOf(screen.getByRole('combobox', { name: 'Zone' }))
      .slice(1)
      .map((o) => o.textContent ?? '');
    expect(labels).toEqual([...labels].sort(new Intl.Collator('uk').compare));
  });

  it('gives the IANA id of the chosen city', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Zone' }), { target: { value: 'Europe/Warsaw' } });
    expect(onChange).toHaveBeenCalledWith('Europe/Warsaw');
    expect(screen.getByRole('combobox', { name: 'Zone' })).toHaveValue('Europe/Warsaw');
  });

  it('filters by city in the interface language or in English, by id and by offset, keeping the chosen zone', async () => {
    await act(() => i18n.changeLanguage('uk'));
    render(<Harness />);
    const select = screen.getByRole('combobox', { name: 'Zone' });
    const filter = screen.getByRole('searchbox', { name: 'Знайти часовий пояс' });
    fireEvent.change(filter, { target: { value: 'варш' } });
    expect(optionsOf(select).map((o) => o.value)).toEqual(['Europe/Kyiv', 'Europe/Warsaw']);
    expect(screen.getByText('Знайдено поясів: 1')).toBeInTheDocument();
    fireEvent.change(filter, { target: { value: 'new york' } });
    expect(optionsOf(select).map((o) => o.value)).toEqual(['Europe/Kyiv', 'America/New_York']);
    fireEvent.change(filter, { target: { value: 'Buenos_Aires' } });
    expect(optionsOf(select).map((o) => o.value)).toEqual(['Europe/Kyiv', 'America/Argentina/Buenos_Aires']);
    fireEvent.change(filter, { target: { value: 'utc+5:45' } });
    expect(optionsOf(select).map((o) => o.value)).toEqual(['Europe/Kyiv', 'Asia/Kathmandu']);
  });

  it("offers the device's zone by city, and saves its current IANA name", async () => {
    await act(() => i18n.changeLanguage('ru'));
    const original = Intl.DateTimeFormat.prototype.resolvedOptions;
    const system = original.call(new Intl.DateTimeFormat()).timeZone;
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
      const options = original.call(this);
      return options.timeZone === system ? { ...options, timeZone: 'Europe/Kiev' } : options;
    });
    const onChange = vi.fn();
    render(<Harness initial="Europe/Warsaw" onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Использовать пояс этого устройства (Киев)' }));
    expect(onChange).toHaveBeenCalledWith('Europe/Kyiv');
    expect(screen.queryByRole('button', { name: /Использовать пояс/ })).not.toBeInTheDocument();
  });
});
