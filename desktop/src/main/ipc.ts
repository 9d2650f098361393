import { app, dialog, ipcMain, type IpcMainEvent, type IpcMainInvokeEvent } from 'electron';
import { writeFile } from 'node:fs/promises';
import { DESKTOP_CHANNELS, type DesktopConfiguration, type DesktopSettingsAnswer, type DesktopSettingsForm } from '@zlota/shared/desktop-bridge';
import { isTrustedSender } from './modules/ipc-guard.js';
import { isKeptSession, restoredSessionEntries } from './modules/kept-session.js';
import { checkSettingsInput } from './modules/settings.js';
import { showPanel } from './pages.js';
import { forgetSession, keepSession, keptSession } from './session-store.js';
import { loadSettings, saveSettings } from './settings-store.js';
import { mainWindow } from './window.js';
import { rememberSession } from './notifications.js';

// The bridge's main side (checklist 17): each message's sender is checked first; an untrusted one gets nothing.

function trusted(event: IpcMainEvent | IpcMainInvokeEvent): boolean {
  const frame = event.senderFrame;
  return isTrustedSender({
    frameUrl: frame?.url ?? null,
    isMainFrame: frame !== null && frame === event.sender.mainFrame,
    isOwnWindow: event.sender === mainWindow()?.webContents,
  });
}

const safeCsvName = (name: string) => (name.replace(/[^\p{L}\p{N}._ -]/gu, '_').slice(0, 100) || 'eksport') + (name.endsWith('.csv') ? '' : '.csv');

function handle<T>(channel: string, answer: (event: IpcMainInvokeEvent, ...args: unknown[]) => T | Promise<T>): void {
  ipcMain.handle(channel, (event, ...args) => {
    if (!trusted(event)) throw new Error('Odmowa: wiadomość spoza okna programu');
    return answer(event, ...args);
  });
}

/** `settingsSaved` runs after Ustawienia are saved: polling and update checks follow the new values. */
export function registerBridge(settingsSaved: () => void): void {
  ipcMain.on(DESKTOP_CHANNELS.configuration, (event) => {
    if (!trusted(event)) {
      event.returnValue = null;
      return;
    }
    const configuration: DesktopConfiguration = {
      serverUrl: loadSettings().serverUrl ?? '',
      appVersion: app.getVersion(),
      restoredSession: restoredSessionEntries(keptSession(), Date.now()),
    };
    event.returnValue = configuration;
  });

  handle(DESKTOP_CHANNELS.keepSession, (_event, session) => {
    if (!isKeptSession(session)) throw new Error('Nieprawidłowa sesja');
    rememberSession(session);
    return keepSession(session);
  });
  handle(DESKTOP_CHANNELS.forgetSession, () => {
    rememberSession(null);
    forgetSession();
  });

  handle(DESKTOP_CHANNELS.saveCsv, async (_event, name, csv) => {
    if (typeof name !== 'string' || typeof csv !== 'string') return false;
    const window = mainWindow();
    if (!window) return false;
    const chosen = await dialog.showSaveDialog(window, {
      title: 'Zapisz eksport',
      defaultPath: safeCsvName(name),
      filters: [{ name: 'Plik CSV', extensions: ['csv'] }],
    });
    if (chosen.canceled || !chosen.filePath) return false;
    await writeFile(chosen.filePath, csv, 'utf8');
    return true;
  });

  handle(DESKTOP_CHANNELS.print, (event) => new Promise<void>((resolve) => event.sender.print({ printBackground: false }, () => resolve())));

  handle(DESKTOP_CHANNELS.loadSettings, (): DesktopSettingsForm => {
    const settings = loadSettings();
    return {
      serverUrl: settings.serverUrl ?? '',
      updatesEnabled: settings.updatesEnabled,
      notificationsEnabled: settings.notificationsEnabled,
      notificationIntervalMinutes: settings.notificationIntervalMinutes,
    };
  });
  handle(DESKTOP_CHANNELS.saveSettings, (_event, form): DesktopSettingsAnswer => {
    const check = checkSettingsInput(form);
    if (!check.ok) return check;
    const serverChanged = check.settings.serverUrl !== loadSettings().serverUrl;
    saveSettings(check.settings);
    if (serverChanged) forgetSession();
    settingsSaved();
    // The new address is checked again (version handshake) before the panel opens.
    setTimeout(() => void showPanel(), 0);
    return { ok: true };
  });
}
