import { defineConfig } from '@playwright/test';
import { findChromium } from './scripts/chromium-path.mjs';

const PORT = Number(process.env.PREVIEW_PORT ?? 4322);
// Another built copy (`astro build --outDir …`) can be tested side by side: DIST_DIR=… PREVIEW_PORT=….
const DIST = process.env.DIST_DIR ?? 'dist';
// A copy built under a base path (BASE_PATH=/rules-at-hand/) is served under that path, as on GitHub Pages.
const BASE = `/${(process.env.BASE_PATH ?? '').replace(/^\/+|\/+$/g, '')}/`.replace('//', '/');
const executablePath = findChromium() ?? undefined;

// The performance spec measures pages, not the machine, so it runs alone after the main pass, one
// page at a time (PERF_STAGE=1, npm test's "performance" stage): beside another worker's tests a
// step's median on a two-core machine came out one and a half to two times as long (DESIGN.md).
const PERF = Boolean(process.env.PERF_STAGE);

export default defineConfig({
  testDir: 'e2e',
  // The copy built under a base path gets its own short pass (e2e/base-path.spec.ts), and only that.
  ...(BASE !== '/' ? { testMatch: 'base-path.spec.ts' } : PERF ? { testMatch: 'perf.spec.ts' } : { testIgnore: ['base-path.spec.ts', 'perf.spec.ts'] }),
  fullyParallel: true,
  workers: PERF ? 1 : 2,
  // One retry: a test that fails once is reported as flaky (a bug to fix), not a red run; twice fails (DESIGN.md).
  retries: 1,
  reporter: [['list']],
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    // Every test sees a page as a first visit answered by the network; the service worker (which would
    // save a whole language behind each test's back) is tested on its own, in e2e/offline.spec.ts.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  webServer: {
    // The built site as plain files, the way a static host serves it (npm test builds it first).
    command: `node scripts/serve-dist.mjs ${DIST} ${PORT} ${BASE}`,
    url: `http://127.0.0.1:${PORT}${BASE}`,
    // Never another copy's server left on the port: the base-path pass always starts its own.
    reuseExistingServer: !process.env.CI && BASE === '/',
    timeout: 60_000,
  },
});
