import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Unit tests only: e2e/*.spec.ts belongs to Playwright.
    include: ['src/**/*.test.ts', 'tests/**/*.test.ts'],
    // The tests share no mutable state across files, so one worker can run many files (faster start).
    isolate: false,
  },
});
