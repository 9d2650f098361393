// Copies the web's build (npm run build -w @zlota/web) into desktop/web, which electron-builder packs into the asar:
// the app serves it from app://zlota-rybka and never loads a remote page.
import { cpSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

const desktop = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const built = path.resolve(desktop, '../web/dist');
if (!existsSync(path.join(built, 'index.html'))) {
  process.stderr.write('Brak zbudowanego panelu: najpierw uruchom `npm run build -w @zlota/web`.\n');
  process.exit(1);
}
rmSync(path.join(desktop, 'web'), { recursive: true, force: true });
// The service worker and its precache are for browsers; app:// pages are already local.
cpSync(built, path.join(desktop, 'web'), { recursive: true, filter: (source) => !/(^|[\\/])(sw|workbox-[^\\/]*)\.js(\.map)?$/.test(source) });
process.stdout.write(`Panel skopiowany do ${path.join(desktop, 'web')}\n`);
