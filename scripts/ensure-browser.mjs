#!/usr/bin/env node
// Finds a Chromium for Playwright, installing Debian's package when none is there.
// Playwright cannot download its own browser on these machines, so: Playwright's
// own Chromium if present, else /usr/bin/chromium, else `apt-get install chromium`.
// Prints the path it settled on; the Playwright config uses the same lookup.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium } from './chromium-path.mjs';

const found = findChromium();
if (found) {
  console.log(`[browser] using Chromium at ${found}`);
  process.exit(0);
}

console.log('[browser] No Chromium found. Installing Debian\'s "chromium" package with apt-get (one time, about a minute)…');
const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const sudo = asRoot ? [] : ['sudo', '-n'];
const run = (args) => {
  const [cmd, ...rest] = [...sudo, ...args];
  const r = spawnSync(cmd, rest, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  return r.status === 0;
};
if (!run(['apt-get', 'update']) || !run(['apt-get', 'install', '-y', '--no-install-recommends', 'chromium'])) {
  console.error('[browser] Could not install Chromium. Install it yourself (apt-get install chromium) and run npm test again.');
  process.exit(1);
}
if (!existsSync('/usr/bin/chromium')) {
  console.error('[browser] apt-get finished but /usr/bin/chromium is missing.');
  process.exit(1);
}
console.log(`[browser] installed: ${execFileSync('/usr/bin/chromium', ['--version']).toString().trim()}`);
