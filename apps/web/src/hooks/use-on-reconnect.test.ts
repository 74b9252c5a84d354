import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useOnReconnect } from './use-on-reconnect';

const mount = (connected: boolean, enabled = true) => {
  const onReconnect = vi.fn();
  const view = renderHook((props: { connected: boolean; enabled: boolean }) => useOnReconnect(props.connected, onReconnect, props.enabled), {
    initialProps: { connected, enabled },
  });
  return { onReconnect, set: (next: boolean, on = enabled) => view.rerender({ connected: next, enabled: on }) };
};

describe('useOnReconnect', () => {
  // Issue #26 item 17: a first connection within 10 s of mounting asked nothing, so an event sent
  // between the screen's first fetch and the socket's first join was lost.
  it('asks again when the first connection comes up after the screen mounted, however soon', () => {
    const { onReconnect, set } = mount(false);
    set(true);
    expect(onReconnect).toHaveBeenCalledTimes(1);
  });

  it('asks nothing for a connection that was already up when the screen mounted', () => {
    const { onReconnect, set } = mount(true);
    set(true);
    expect(onReconnect).not.toHaveBeenCalled();
  });

  it('asks again each time a lost connection comes back', () => {
    const { onReconnect, set } = mount(true);
    set(false);
    set(true);
    expect(onReconnect).toHaveBeenCalledTimes(1);
    set(false);
    set(true);
    expect(onReconnect).toHaveBeenCalledTimes(2);
  });

  it('asks nothing while disabled', () => {
    const { onReconnect, set } = mount(false, false);
    set(true, false);
    set(false, false);
    set(true, false);
    expect(onReconnect).not.toHaveBeenCalled();
  });
});
