#!/usr/bin/env node
// Draws the app icons' PNGs (for phones that want bitmaps in the web app manifest) from the SVGs in
// public/icons/, in Chromium. Run it after changing an SVG and commit the PNGs: the build uses them as they are.
import { readFileSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { findChromium } from './chromium-path.mjs';

const browser = await chromium.launch({ executablePath: findChromium() ?? undefined, args: ['--no-sandbox'] });
for (const [svg, sizes] of [['icon', [192, 512]], ['icon-maskable', [512]]]) {
  const source = readFileSync(`public/icons/${svg}.svg`, 'utf8');
  for (const size of sizes) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(`<body style="margin:0">${source.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body>`);
    writeFileSync(`public/icons/${svg}-${size}.png`, await page.locator('svg').screenshot({ omitBackground: true }));
    await page.close();
  }
}
await browser.close();
console.log('public/icons: icon-192.png, icon-512.png, icon-maskable-512.png');
