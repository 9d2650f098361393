import { BrowserWindow, screen } from 'electron';
import { paths } from './paths.js';
import { restoredBounds } from './modules/settings.js';
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
    // Checklist 2–4, 6, 8–11, each written out so electronegativity (security-scan.test.ts) checks it here.
    webPreferences: {
      preload: paths.preload,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      // Middle-click (auxclick) cannot open links around the window-open handler; no Blink feature is switched on.
      disableBlinkFeatures: 'Auxclick',
      webviewTag: false,
      navigateOnDragDrop: false,
      spellcheck: true,
    },
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
