import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The shards of the two suites that call every endpoint (minutes each): started first, so no worker is left alone with one at the end. */
const LONGEST = /\/http\/(contract-fuzz|access-matrix)\.\d+\.test\.ts$/;

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return [...sorted.filter((f) => LONGEST.test(f.moduleId)), ...sorted.filter((f) => !LONGEST.test(f.moduleId))];
  }
}

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['src/test/global-setup.ts'],
    // Each file gets its own database cloned from a migrated template, so files run in parallel.
    fileParallelism: true,
    /**
     * The files wait on PostgreSQL a third of their time, so one more worker than cores keeps
     * both cores busy (Vitest's default is cores − 1: one worker on the 2-core machine).
     */
    maxWorkers: Math.max(2, os.availableParallelism() + 1),
    /**
     * One module graph per worker: importing the whole app again for each of ~100 files was a
     * third of the suite's CPU. Safe here: no API test replaces a module, a global or the clock
     * (vi.mock, vi.stubGlobal, fake timers), each file builds its own app, container and
     * database, and the only module-level state is caches of pure functions.
     */
    isolate: false,
    sequence: { sequencer: LongestFirst },
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
