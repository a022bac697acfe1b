// Where a usable Chromium is: Playwright's own build if one is installed, else Debian's headless
// shell (the old headless mode as its own program: no browser window code, so a page costs about
// half the CPU time, and the suite runs in about half the time), else Debian's full browser.
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

export const DEBIAN_BROWSERS = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium', '/usr/bin/chromium-browser'];

export function findChromium() {
  try {
    const own = chromium.executablePath();
    if (own && existsSync(own)) return own;
  } catch {
    /* no Playwright browser registry entry */
  }
  for (const path of DEBIAN_BROWSERS) if (existsSync(path)) return path;
  return null;
}
