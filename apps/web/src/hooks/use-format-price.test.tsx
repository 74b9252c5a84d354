import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { setCurrency } from '@/stores/ui-slice';
import { createTestStore } from '@/test/test-utils';
import { useFormatPrice } from './use-format-price';

describe('useFormatPrice', () => {
  it('formats hryvnia in the display currency of the ui slice', () => {
    const store = createTestStore();
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const { result } = renderHook(() => useFormatPrice(), { wrapper });
    expect(result.current(3150)).toBe('₴3\u00a0150');
    act(() => {
      store.dispatch(setCurrency('USD'));
    });
    expect(result.current(3150)).toBe('$85.14');
    expect(result.current(null)).toBe('$0');
  });
});
