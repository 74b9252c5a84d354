import { vi } from 'vitest';

/** A `window.matchMedia` (jsdom has none) whose queries match as `matches` says. */
export const matchMediaStub = (matches: (query: string) => boolean) =>
  vi.fn((query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    addListener: vi.fn(),
    removeListener: vi.fn(),
    dispatchEvent: vi.fn(() => false),
  })) as unknown as typeof window.matchMedia;
