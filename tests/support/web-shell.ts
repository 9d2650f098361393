import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A built web's shell as the server expects it (the head between the app-head markers), for WEB_DIST. */
export function webShell(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'zlota-web-'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="pl"><head><!--app-head--><title>x</title><!--/app-head--></head><body><div id="root"></div></body></html>',
  );
  return dir;
}
