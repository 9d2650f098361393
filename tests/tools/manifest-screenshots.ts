// Draws the manifest's screenshots (web/public/screenshots/) from the real portal with its demo, in Chromium, at a
// phone's and a desktop's size: the richer install dialog shows what the app is. Run after `npm run build`:
//   node --import tsx --conditions=@zlota/source tests/tools/manifest-screenshots.ts
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/browser-env.js';
import { spawnPortal } from '../support/browser.js';

const OUT = path.resolve('web/public/screenshots');
const SHOTS = [
  { file: 'home-phone.png', viewport: { width: 412, height: 915 } },
  { file: 'home-desktop.png', viewport: { width: 1280, height: 800 } },
];

const dataDir = mkdtempSync(path.join(tmpdir(), 'zlota-screenshots-'));
const portal = await spawnPortal(dataDir, { SEED_DEMO: '1', WEB_DIST: path.resolve('web/dist') });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const shot of SHOTS) {
    const context = await browser.newContext({ viewport: shot.viewport, locale: 'pl-PL', serviceWorkers: 'block' });
    await context.addCookies([{ name: 'pp-cookies', value: '1', url: portal.url }]);
    const page = await context.newPage();
    await page.goto(portal.url, { waitUntil: 'networkidle' });
    await page.locator('html[data-app="ready"] main h1, html[data-app="ready"] main h2').first().waitFor();
    await page.evaluate('document.fonts.ready');
    await page.screenshot({ path: path.join(OUT, shot.file) });
    await context.close();
    process.stdout.write(`${shot.file}: ${shot.viewport.width}×${shot.viewport.height}\n`);
  }
} finally {
  await browser.close();
  await portal.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
