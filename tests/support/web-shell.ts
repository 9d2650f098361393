import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A built web's shell as the server expects it (the head between the app-head markers), for WEB_DIST; with `renderer`,
 * the source of a stand-in server renderer (`render(input)` of web/src/entry-server.tsx) that draws what a test reads.
 */
export function webShell(renderer?: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'zlota-web-'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="pl"><head><!--app-head--><title>x</title><!--/app-head--></head><body><div id="root"></div></body></html>',
  );
  if (renderer) {
    mkdirSync(path.join(dir, '.ssr'));
    writeFileSync(path.join(dir, '.ssr', 'entry-server.js'), renderer);
  }
  return dir;
}
