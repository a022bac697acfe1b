// Where a usable Chromium is: Playwright's own build if one is installed, else Debian's.
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

export function findChromium() {
  try {
    const own = chromium.executablePath();
    if (own && existsSync(own)) return own;
  } catch {
    /* no Playwright browser registry entry */
  }
  for (const path of ['/usr/bin/chromium', '/usr/bin/chromium-browser']) if (existsSync(path)) return path;
  return null;
}
