import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import { setCurrency } from '@/stores/ui-slice';
import { createTestStore } from '@/test/test-utils';
import { useFormatPrice } from './use-format-price';

afterEach(async () => {
  await act(() => i18n.changeLanguage('uk'));
});

describe('useFormatPrice', () => {
  it('formats hryvnia in the display currency of the ui slice and the interface language', async () => {
    const store = createTestStore();
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const { result } = renderHook(() => useFormatPrice(), { wrapper });
    expect(result.current(3150)).toBe('3\u00a0150\u00a0₴');
    act(() => {
      store.dispatch(setCurrency('USD'));
    });
    expect(result.current(3150)).toBe('85,14\u00a0$');
    await act(() => i18n.changeLanguage('en'));
    expect(result.current(3150)).toBe('$85.14');
    expect(result.current(null)).toBe('$0');
  });
});
