import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Vitest starts the largest files first when it has no timings yet (a clean clone, CI). The practice
 * kinds' files are six lines each but the longest to run (1,000 questions dealt and replayed per kind:
 * Gheos's take 45 s here), so they would start last and run on alone; they start first instead.
 */
class PracticeFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const practice = (f: TestSpecification) => /\/practice\/[^/]+\/kinds\.test\.ts$/.test(f.moduleId);
    return [...sorted.filter(practice), ...sorted.filter((f) => !practice(f))];
  }
}

export default defineConfig({
  test: {
    // Unit tests only: e2e/*.spec.ts belongs to Playwright.
    include: ['src/**/*.test.ts', 'tests/**/*.test.ts'],
    // The tests share no mutable state across files, so one worker can run many files (faster start).
    isolate: false,
    // Vitest's default leaves a core to its own process, which on a 2-core machine means one worker:
    // the tests are CPU-bound and the main process idles, so every core runs a worker (128 s → 61 s here).
    maxWorkers: Math.max(2, availableParallelism()),
    sequence: { sequencer: PracticeFirst },
    // A test's time is no verdict: files that deal practice questions once and check them in several tests
    // (the first pays for the dealing) took over the default 5 s beside the build and the browser tests.
    testTimeout: 60_000,
  },
});
