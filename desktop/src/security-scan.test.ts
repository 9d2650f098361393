import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import run from '@doyensec/electronegativity';
import { describe, expect, it } from 'vitest';

// Issue 15: @doyensec/electronegativity checks desktop/ (sources, the compiled main and preload, the app's own pages)
// in `npm test`. A finding above informational fails unless SECURITY.md justifies that check in that file, in its
// table row `| CHECK_ID | main/file |`.

const desktop = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const electronVersion = (JSON.parse(readFileSync(path.join(desktop, '../node_modules/electron/package.json'), 'utf8')) as { version: string }).version;

/** `src/main/security.ts` and `dist/main/security.js` are the same place: `main/security`. */
const placeOf = (file: string) => file.replace(/\\/g, '/').replace(/^(src|dist)\//, '').replace(/\.(c|m)?(ts|js)$/, '');

describe('electronegativity over desktop/', () => {
  it('reports nothing above informational that SECURITY.md does not justify', { timeout: 120_000 }, async () => {
    const result = await run({
      input: desktop,
      isSarif: false,
      customScan: [],
      excludeFromScan: [],
      isRelative: true,
      isVerbose: false,
      electronVersionOverride: electronVersion,
      parserPlugins: [],
    });
    expect(result.errors).toEqual([]);
    expect(result.atomicChecks).toBeGreaterThan(20);
    const security = readFileSync(path.join(desktop, 'SECURITY.md'), 'utf8');
    const unjustified = result.issues
      .filter((issue) => issue.severity.value > 0 && !issue.file.startsWith('web/'))
      .filter((issue) => !security.includes(`| ${issue.id} | ${issue.file === 'N/A' ? 'N/A' : placeOf(issue.file)} |`))
      .map((issue) => `${issue.id} ${issue.severity.name} in ${issue.file}:${issue.location.line}`);
    expect(unjustified).toEqual([]);
  });
});
