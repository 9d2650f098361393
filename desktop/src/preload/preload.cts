// The one bridge the pages get (checklist 20: no Electron API is exposed, only these calls). A sandboxed preload is
// a single CommonJS file: only types come from shared/, the channel names are checked against them.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a sandboxed preload is CommonJS; this is its import form
import electron = require('electron');
import type { DesktopBridge, DesktopChannel, DesktopConfiguration } from '@zlota/shared/desktop-bridge';

const { contextBridge, ipcRenderer } = electron;
// The page's storage, shared with the isolated world of this script (desktop/ type-checks without the DOM library).
declare const sessionStorage: { getItem(key: string): string | null; setItem(key: string, value: string): void };

const channel = <C extends DesktopChannel>(name: C): C => name;

const configuration = ipcRenderer.sendSync(channel('desktop:configuration')) as DesktopConfiguration | null;

// The kept session goes back into session storage before the page's scripts read it (web/src/lib/session.ts).
for (const [key, value] of Object.entries(configuration?.restoredSession ?? {})) {
  if (sessionStorage.getItem(key) === null) sessionStorage.setItem(key, value);
}

const desktop = {
  serverUrl: configuration?.serverUrl ?? '',
  appVersion: configuration?.appVersion ?? '',
  keepSession: (session) => ipcRenderer.invoke(channel('desktop:keep-session'), session),
  forgetSession: () => ipcRenderer.invoke(channel('desktop:forget-session')),
  saveCsv: (suggestedName, csv) => ipcRenderer.invoke(channel('desktop:save-csv'), suggestedName, csv),
  print: () => ipcRenderer.invoke(channel('desktop:print')),
  loadSettings: () => ipcRenderer.invoke(channel('desktop:load-settings')),
  saveSettings: (form) => ipcRenderer.invoke(channel('desktop:save-settings'), form),
} satisfies DesktopBridge;

contextBridge.exposeInMainWorld('desktop', desktop);
