import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/**
 * Most test files share one module graph and one DOM per worker (`isolate: false`): a fresh
 * jsdom, the app's imports and every locale per file were two thirds of the suite's time. A file
 * that replaces a module (vi.mock, vi.doMock) or the environment (vi.stubEnv) would leak that into
 * the files after it, so those run isolated, each in a module graph of its own. The split is read
 * from the files themselves: a new test that mocks a module is isolated without anyone keeping a
 * list. What else a file may change of the shared window (stubbed globals, fake clocks,
 * matchMedia) src/test/setup.ts puts back when the file ends; toasts are spied on, not mocked
 * (mockToasts in src/test/test-utils.tsx).
 */
const NEEDS_ISOLATION = /\bvi\.(mock|doMock|stubEnv)\(/;
const TEST_FILE = /\.test\.tsx?$/;

const here = path.dirname(fileURLToPath(import.meta.url));
const testFiles = (fs.readdirSync(path.join(here, 'src'), { recursive: true }) as string[])
  .filter((file) => TEST_FILE.test(file))
  .map((file) => `src/${file.split(path.sep).join('/')}`);
export const isolatedTestFiles = testFiles.filter((file) => NEEDS_ISOLATION.test(fs.readFileSync(path.join(here, file), 'utf8')));

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      setupFiles: ['./src/test/setup.ts'],
      css: false,
      // A test may wait 4 s for an element (setup.ts) after its page's lazy chunks loaded: Vitest's
      // 5 s default failed one on a machine busy with a second test run.
      testTimeout: 15_000,
      projects: [
        { extends: true, test: { name: 'shared', include: ['src/**/*.test.{ts,tsx}'], exclude: isolatedTestFiles, isolate: false } },
        { extends: true, test: { name: 'isolated', include: isolatedTestFiles, isolate: true } },
      ],
    },
  }),
);
