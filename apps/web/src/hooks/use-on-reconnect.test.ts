import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_CONNECT_GRACE_MS, useOnReconnect } from './use-on-reconnect';

const mount = (connected: boolean, enabled = true) => {
  const onReconnect = vi.fn();
  const view = renderHook((props: { connected: boolean; enabled: boolean }) => useOnReconnect(props.connected, onReconnect, props.enabled), {
    initialProps: { connected, enabled },
  });
  return { onReconnect, set: (next: boolean, on = enabled) => view.rerender({ connected: next, enabled: on }) };
};

describe('useOnReconnect', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('does not ask again when the first connection comes up right after the screen mounted', () => {
    const { onReconnect, set } = mount(false);
    vi.advanceTimersByTime(FIRST_CONNECT_GRACE_MS - 1_000);
    set(true);
    expect(onReconnect).not.toHaveBeenCalled();
  });

  it('asks once when the first connection comes late (the screen was polling meanwhile)', () => {
    const { onReconnect, set } = mount(false);
    vi.advanceTimersByTime(FIRST_CONNECT_GRACE_MS + 1_000);
    set(true);
    expect(onReconnect).toHaveBeenCalledTimes(1);
  });

  it('asks again each time a lost connection comes back, however soon', () => {
    const { onReconnect, set } = mount(false);
    set(true);
    set(false);
    set(true);
    expect(onReconnect).toHaveBeenCalledTimes(1);
    set(false);
    set(true);
    expect(onReconnect).toHaveBeenCalledTimes(2);
  });

  it('asks nothing while disabled', () => {
    const { onReconnect, set } = mount(true, false);
    set(false, false);
    set(true, false);
    expect(onReconnect).not.toHaveBeenCalled();
  });
});
