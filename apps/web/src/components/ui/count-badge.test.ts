import { describe, expect, it } from 'vitest';
import { formatBadgeCount } from './count-badge';

describe('formatBadgeCount', () => {
  it("shows '9+' above 9 in the header and '99+' above 99 for specialists", () => {
    expect(formatBadgeCount(9, 9)).toBe('9');
    expect(formatBadgeCount(10, 9)).toBe('9+');
    expect(formatBadgeCount(99, 99)).toBe('99');
    expect(formatBadgeCount(100, 99)).toBe('99+');
  });

  it('shows nothing for zero or nonsense', () => {
    expect(formatBadgeCount(0, 9)).toBeNull();
    expect(formatBadgeCount(-3, 9)).toBeNull();
    expect(formatBadgeCount(Number.NaN, 9)).toBeNull();
  });
});
