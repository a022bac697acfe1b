#!/usr/bin/env node
// Finds a Chromium for Playwright, installing Debian's when there is none to be fast with.
// Playwright cannot download its own browser on these machines, so: Playwright's own Chromium
// if present, else Debian's headless shell (installed with apt-get when missing: it runs the
// suite in about half the time of the full browser), else Debian's full browser.
// Prints what it does and the path it settled on; the Playwright config uses the same lookup.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { DEBIAN_BROWSERS, findChromium } from './chromium-path.mjs';

const found = findChromium();
if (found && (found === DEBIAN_BROWSERS[0] || !DEBIAN_BROWSERS.includes(found))) {
  console.log(`[browser] using Chromium at ${found}`);
  process.exit(0);
}

const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const sudo = asRoot ? [] : ['sudo', '-n'];
const run = (args) => {
  const [cmd, ...rest] = [...sudo, ...args];
  const r = spawnSync(cmd, rest, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  return r.status === 0;
};
console.log(
  found
    ? `[browser] Found ${found}; installing Debian's "chromium-headless-shell" with apt-get as well (one time, under a minute), which runs the suite in about half the time…`
    : `[browser] No Chromium found. Installing Debian's "chromium-headless-shell" package with apt-get (one time, under a minute)…`,
);
const installed = run(['apt-get', 'update']) && run(['apt-get', 'install', '-y', '--no-install-recommends', 'chromium-headless-shell']) && existsSync(DEBIAN_BROWSERS[0]);
if (installed) {
  console.log(`[browser] installed: ${execFileSync(DEBIAN_BROWSERS[0], ['--version']).toString().trim()} at ${DEBIAN_BROWSERS[0]}`);
} else if (found) {
  console.log(`[browser] Could not install the headless shell; using ${found} (slower).`);
} else {
  console.error('[browser] Could not install Chromium. Install it yourself (apt-get install chromium-headless-shell) and run npm test again.');
  process.exit(1);
}
