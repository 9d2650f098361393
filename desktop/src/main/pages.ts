import { loadSettings } from './settings-store.js';
import { checkServer, explainMismatch, offlineRetryDelayMs } from './server-check.js';
import { APP_ORIGIN } from './modules/navigation-policy.js';
import { mainWindow } from './window.js';

// What the window shows: Ustawienia until a server is chosen, the offline screen (retrying by itself) while the
// server is away, a clear word when versions differ, else the admin panel at the asked path.

export const SETTINGS_PAGE = `${APP_ORIGIN}/desktop/settings.html`;
export const OFFLINE_PAGE = `${APP_ORIGIN}/desktop/offline.html`;

let retry: NodeJS.Timeout | undefined;
let attempt = 0;

export async function showPanel(adminPath = '/admin'): Promise<void> {
  clearTimeout(retry);
  const window = mainWindow();
  if (!window) return;
  const { serverUrl } = loadSettings();
  if (!serverUrl) {
    await window.loadURL(SETTINGS_PAGE);
    return;
  }
  const handshake = await checkServer(serverUrl);
  if (handshake.kind === 'ok') {
    attempt = 0;
    await window.loadURL(`${APP_ORIGIN}${adminPath}`);
    return;
  }
  if (handshake.kind === 'unavailable') {
    if (window.webContents.getURL() !== OFFLINE_PAGE) await window.loadURL(OFFLINE_PAGE);
    retry = setTimeout(() => void showPanel(adminPath), offlineRetryDelayMs(attempt++));
    return;
  }
  await window.loadURL(SETTINGS_PAGE);
  await explainMismatch(handshake);
}

export function showSettings(): void {
  clearTimeout(retry);
  void mainWindow()?.loadURL(SETTINGS_PAGE);
}
