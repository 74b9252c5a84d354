import { describe, expect, it } from 'vitest';
import { featureFlagsOf } from './feature-flags';

describe('featureFlagsOf', () => {
  it('is all on until GET /config answers, or from a server without switches', () => {
    expect(featureFlagsOf(undefined)).toEqual({ notifications: true, realtime: true, payments: true, uploads: true, realtimeAnalytics: true });
  });

  it('takes the switches the server sends', () => {
    expect(featureFlagsOf({ payments: false, uploads: false })).toMatchObject({ payments: false, uploads: false, realtime: true });
  });
});
