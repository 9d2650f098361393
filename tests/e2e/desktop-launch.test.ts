import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { _electron as electron } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { ADMIN, useSuite } from '../support/browser.js';
import { REPO_ROOT } from '../support/child-process.js';

// Issue 15, item 6: the real app, started with Playwright's _electron wherever an Electron binary is present
// (ELECTRON_OVERRIDE_DIST_PATH: this machine cannot download one). It opens, logs in and reaches /admin. Needs the
// compiled desktop (`tsc -b`, as `npm test` runs first); the web's build is copied in as `npm run build -w @zlota/desktop` does.

const binaryFolder = process.env.ELECTRON_OVERRIDE_DIST_PATH;
if (!binaryFolder) {
  process.stdout.write('desktop-launch: skipped — no Electron binary here (set ELECTRON_OVERRIDE_DIST_PATH to a folder holding one).\n');
}

const DESKTOP = path.join(REPO_ROOT, 'desktop');
const PRODUCT_NAME = 'Złota rybka — panel fundacji';

describe.skipIf(!binaryFolder)('the desktop app, launched', () => {
  // The server allows the app's own origin (app://zlota-rybka), its default.
  const suite = useSuite();

  it('opens, asks the chosen server, logs the admin in and reaches /admin', { timeout: 120_000 }, async () => {
    cpSync(inject('e2eWebDist'), path.join(DESKTOP, 'web'), { recursive: true });
    // Linux keeps the app's profile under XDG_CONFIG_HOME/<productName>: the server is set there beforehand.
    const config = mkdtempSync(path.join(tmpdir(), 'zlota-desktop-'));
    mkdirSync(path.join(config, PRODUCT_NAME), { recursive: true });
    writeFileSync(path.join(config, PRODUCT_NAME, 'ustawienia.json'), JSON.stringify({ serverUrl: suite.portal.url, updatesEnabled: false, notificationsEnabled: false }));
    // --no-sandbox only because test machines run as root, where Chromium's own sandbox cannot start.
    const app = await electron.launch({ args: ['--no-sandbox', DESKTOP], env: { ...process.env, XDG_CONFIG_HOME: config }, timeout: 60_000 });
    try {
      const window = await app.firstWindow();
      await window.waitForURL(/^app:\/\/zlota-rybka\/admin\/login/, { timeout: 30_000 });
      await window.getByLabel('E-mail lub nazwa użytkownika').fill(ADMIN.email);
      await window.getByLabel('Hasło', { exact: true }).fill(ADMIN.password);
      await window.getByRole('button', { name: 'Zaloguj się do panelu' }).click();
      await window.waitForURL('app://zlota-rybka/admin');
      await window.locator('html[data-app="ready"] main h1').first().waitFor();
      expect(await window.evaluate(() => typeof (globalThis as unknown as { require?: unknown }).require)).toBe('undefined');
      expect(await window.evaluate(() => (globalThis as unknown as { desktop: { serverUrl: string } }).desktop.serverUrl)).toBe(suite.portal.url);
    } finally {
      await app.close();
      rmSync(config, { recursive: true, force: true });
    }
  });
});
