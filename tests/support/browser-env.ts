import { existsSync } from 'node:fs';

// What the browser suite (tests/e2e) needs from the machine; light enough for vitest.config.ts to import.

/** Debian's Chromium (ARCHITECTURE §7): `apt-get install -y --no-install-recommends chromium`. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const chromiumAvailable = (): boolean => existsSync(CHROMIUM_PATH);

/** ARCHITECTURE §7/§9: the flags Chromium runs with on this machine and in CI (tests and benchmarks). */
export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
