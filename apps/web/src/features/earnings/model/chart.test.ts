import { describe, expect, it } from 'vitest';
import { chartPoints } from './chart';

const nbsp = (text: string) => text.replace(/\s/g, ' ');

describe('chartPoints', () => {
  it('labels months in the interface language and writes the amounts in hryvnia', () => {
    const [point] = chartPoints([{ month: '2026-11', gross: 1250, net: 1150 }], 'UAH', 'uk');
    expect(point).toMatchObject({ month: '2026-11', label: 'лист.', longLabel: 'Листопад 2026 р.', gross: 1250, net: 1150 });
    expect(nbsp(point!.grossText)).toBe('1 250 ₴');
    expect(nbsp(point!.netText)).toBe('1 150 ₴');
    expect(chartPoints([{ month: '2026-11', gross: 450, net: 414 }], 'UAH', 'en')[0]).toMatchObject({ label: 'Nov', longLabel: 'November 2026', grossText: '₴450' });
  });

  it('adds the year to the axis when the months span more than one', () => {
    const points = chartPoints(
      [
        { month: '2025-12', gross: 100, net: 92 },
        { month: '2026-01', gross: 200, net: 184 },
      ],
      'UAH',
      'ru',
    );
    expect(points.map((p) => p.label)).toEqual(['дек. 25 г.', 'янв. 26 г.']);
    expect(points[0]?.longLabel).toBe('Декабрь 2025 г.');
  });
});
