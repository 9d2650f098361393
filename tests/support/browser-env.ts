import { existsSync } from 'node:fs';

// What the browser suite (tests/e2e) needs from the machine; light enough for vitest.config.ts to import.

/** Debian's Chromium (ARCHITECTURE §7): `apt-get install -y --no-install-recommends chromium`. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const chromiumAvailable = (): boolean => existsSync(CHROMIUM_PATH);
