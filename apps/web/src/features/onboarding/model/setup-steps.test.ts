import { describe, expect, it } from 'vitest';
import { hasAnyWorkingHours, setupProgress, stepNumber } from './setup-steps';

describe('setupProgress', () => {
  it('starts at the business profile for a specialist who has nothing yet', () => {
    expect(setupProgress({ hasProfile: false, hasService: false, hasWorkingHours: false })).toEqual({
      done: { profile: false, service: false, hours: false },
      current: 'profile',
      doneCount: 0,
      total: 3,
      complete: false,
    });
  });

  it('moves to the first service once the profile exists', () => {
    const progress = setupProgress({ hasProfile: true, hasService: false, hasWorkingHours: false });
    expect(progress.current).toBe('service');
    expect(progress.doneCount).toBe(1);
  });

  it('moves to working hours once a service exists', () => {
    const progress = setupProgress({ hasProfile: true, hasService: true, hasWorkingHours: false });
    expect(progress.current).toBe('hours');
    expect(progress.done).toEqual({ profile: true, service: true, hours: false });
  });

  it('resumes at the missing service when the hours were set first (on the schedule page)', () => {
    const progress = setupProgress({ hasProfile: true, hasService: false, hasWorkingHours: true });
    expect(progress.current).toBe('service');
    expect(progress.done.hours).toBe(true);
    expect(progress.doneCount).toBe(2);
  });

  it('never counts services or hours without a profile (both belong to it)', () => {
    const progress = setupProgress({ hasProfile: false, hasService: true, hasWorkingHours: true });
    expect(progress.current).toBe('profile');
    expect(progress.doneCount).toBe(0);
  });

  it('is complete when all three are there', () => {
    expect(setupProgress({ hasProfile: true, hasService: true, hasWorkingHours: true })).toMatchObject({ current: null, doneCount: 3, complete: true });
  });

  it('numbers the steps from 1', () => {
    expect([stepNumber('profile'), stepNumber('service'), stepNumber('hours')]).toEqual([1, 2, 3]);
  });
});

describe('hasAnyWorkingHours', () => {
  it('is false for an empty week, days without intervals, or nothing at all', () => {
    expect(hasAnyWorkingHours({})).toBe(false);
    expect(hasAnyWorkingHours({ monday: [], sunday: [] })).toBe(false);
    expect(hasAnyWorkingHours(undefined)).toBe(false);
  });

  it('is true with one interval on any day', () => {
    expect(hasAnyWorkingHours({ saturday: [{ start: '10:00', end: '14:00' }] })).toBe(true);
  });
});
