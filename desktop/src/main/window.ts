import { BrowserWindow, screen } from 'electron';
import { paths } from './paths.js';
import { restoredBounds } from './modules/settings.js';
import { secureWebPreferences } from './modules/web-preferences.js';
import { loadSettings, saveSettings } from './settings-store.js';

// The one window (checklist 2–4, 6): context isolation, the sandbox, no Node integration, web security on, no
// experimental features, no insecure content. Its size and place are remembered.

let main: BrowserWindow | undefined;

export const mainWindow = () => main;

export function createMainWindow(): BrowserWindow {
  const saved = restoredBounds(loadSettings().window, screen.getAllDisplays().map((display) => display.workArea));
  main = new BrowserWindow({
    width: saved?.width ?? 1280,
    height: saved?.height ?? 860,
    ...(saved ? { x: saved.x, y: saved.y } : {}),
    minWidth: 800,
    minHeight: 560,
    title: 'Złota rybka — panel fundacji',
    icon: paths.icon,
    show: false,
    webPreferences: secureWebPreferences(paths.preload),
  });
  if (saved?.maximized) main.maximize();
  main.once('ready-to-show', () => main?.show());
  main.on('close', () => {
    if (!main) return;
    saveSettings({ window: { ...main.getNormalBounds(), maximized: main.isMaximized() } });
  });
  main.on('closed', () => {
    main = undefined;
  });
  return main;
}

/** A second start, a deep link or a notification brings the window to the front. */
export function focusMainWindow(): void {
  if (!main) return;
  if (main.isMinimized()) main.restore();
  main.show();
  main.focus();
}
