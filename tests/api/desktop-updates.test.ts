import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP_UPDATES_PATH } from '@zlota/shared/desktop-bridge';
import { startTestServer, type TestServer } from '../support/test-server.js';

// Issue 15: the server publishes the desktop app's update files from a configured folder (DESKTOP_UPDATES_DIR),
// where electron-updater's generic provider reads latest.yml and the installers.

let folder: string;
let server: TestServer;
let without: TestServer;
beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'desktop-updates-'));
  writeFileSync(path.join(folder, 'latest-linux.yml'), 'version: 1.2.0\npath: zlota-rybka-panel-1.2.0-linux-x86_64.AppImage\n');
  writeFileSync(path.join(folder, '.secret'), 'nie dla nikogo');
  server = await startTestServer({ DESKTOP_UPDATES_DIR: folder });
  without = await startTestServer();
});
afterAll(async () => {
  await server.close();
  await without.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('desktop update files', () => {
  it('when the app asks for latest-linux.yml, then the file of the configured folder is served', async () => {
    const response = await fetch(`${server.url}${DESKTOP_UPDATES_PATH}latest-linux.yml`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('version: 1.2.0');
  });

  it('when a file is missing, hidden or outside the folder, or no folder is configured, then nothing is served', async () => {
    expect((await fetch(`${server.url}${DESKTOP_UPDATES_PATH}latest-mac.yml`)).status).toBe(404);
    expect((await fetch(`${server.url}${DESKTOP_UPDATES_PATH}.secret`)).status).not.toBe(200);
    expect(await (await fetch(`${server.url}${DESKTOP_UPDATES_PATH}..%2f..%2fetc%2fpasswd`)).text()).not.toContain('root:');
    const unconfigured = await fetch(`${without.url}${DESKTOP_UPDATES_PATH}latest-linux.yml`);
    expect(await unconfigured.text()).not.toContain('version: 1.2.0');
  });
});
