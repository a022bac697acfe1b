import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Unit tests only: e2e/*.spec.ts belongs to Playwright.
    include: ['src/**/*.test.ts', 'tests/**/*.test.ts'],
    // The tests share no mutable state across files, so one worker can run many files (faster start).
    isolate: false,
    // Vitest's default leaves a core to its own process, which on a 2-core machine means one worker:
    // the tests are CPU-bound and the main process idles, so every core runs a worker (128 s → 61 s here).
    maxWorkers: Math.max(2, availableParallelism()),
  },
});
