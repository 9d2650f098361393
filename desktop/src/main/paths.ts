import { app } from 'electron';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Where the packaged files are: inside the asar when packaged (package.json "files"), beside the sources in development.
const desktopRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const paths = {
  /** The web's build (copied to desktop/web by `npm run web -w @zlota/desktop` before packaging). */
  web: path.join(desktopRoot, 'web'),
  /** The app's own pages: Ustawienia and the offline screen. */
  pages: path.join(desktopRoot, 'static'),
  preload: path.join(desktopRoot, 'dist/preload/preload.cjs'),
  icon: path.join(desktopRoot, 'static/icon.png'),
  settingsFile: () => path.join(app.getPath('userData'), 'ustawienia.json'),
  sessionFile: () => path.join(app.getPath('userData'), 'sesja.bin'),
};
