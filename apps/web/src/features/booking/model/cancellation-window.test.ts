import { describe, expect, it } from 'vitest';
import { insideCancellationWindow } from './cancellation-window';

const SLOT = '2026-11-30T08:00:00.000Z';
const at = (iso: string) => Date.parse(iso);

describe('insideCancellationWindow', () => {
  it('is inside from start − window on, that instant included (as the API’s reschedule rule)', () => {
    expect(insideCancellationWindow(SLOT, 24, at('2026-11-29T07:59:59.999Z'))).toBe(false);
    expect(insideCancellationWindow(SLOT, 24, at('2026-11-29T08:00:00.000Z'))).toBe(true);
    expect(insideCancellationWindow(SLOT, 24, at('2026-11-30T07:00:00.000Z'))).toBe(true);
  });

  it('follows the specialist’s window', () => {
    const now = at('2026-11-29T20:00:00.000Z'); // 12 h before the slot
    expect(insideCancellationWindow(SLOT, 6, now)).toBe(false);
    expect(insideCancellationWindow(SLOT, 12, now)).toBe(true);
    expect(insideCancellationWindow(SLOT, 48, now)).toBe(true);
  });
});
