import { existsSync } from 'node:fs';

// What the browser suite (tests/e2e) needs from the machine; light enough for vitest.config.ts to import.

/**
 * Debian's Chromium headless shell (`apt-get install -y --no-install-recommends chromium-headless-shell`): the same
 * Chromium (its engine, service workers, storage) without the desktop browser around it, as Playwright itself runs
 * headless tests. Over six of the heaviest browser files it took a quarter less processor time than the full browser
 * (84 s against 110 s, 90 s against 108 s of clock) with the same results. The benchmarks' Lighthouse keeps the full
 * browser (tests/bench/phases/web.ts), as a visitor's is.
 */
export const CHROMIUM_PATH = '/usr/bin/chromium-headless-shell';

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
