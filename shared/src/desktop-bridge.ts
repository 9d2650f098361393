import type { Session } from './entities.js';

// The one object the desktop app's preload gives the admin pages (`window.desktop`, ARCHITECTURE §6). The preload
// implements it (`satisfies DesktopBridge`); the web's first load reads only `serverUrl` and keeps the session
// through it, the admin screens use the rest.

/** Where the session is kept: the system's key store (safeStorage), or (where the system has none) this run only. */
export type TokenStorage = 'key-store' | 'session-only';

/** Ustawienia as the settings page shows and sends them. */
export interface DesktopSettingsForm {
  serverUrl: string;
  updatesEnabled: boolean;
  notificationsEnabled: boolean;
  notificationIntervalMinutes: number;
}

export type DesktopSettingsAnswer = { ok: true } | { ok: false; errors: Partial<Record<keyof DesktopSettingsForm, string>> };

export interface DesktopBridge {
  /** The server the admin chose in Ustawienia, as an origin (`https://zbiorki.zlotarybka.pl`): the API lives at its `/api/`. */
  readonly serverUrl: string;
  /** The app's version, shown in "O programie". */
  readonly appVersion: string;
  /** Keeps the session between starts (encrypted with safeStorage); says where, and main tells the admin when it is this run only. */
  keepSession(session: Session): Promise<TokenStorage>;
  forgetSession(): Promise<void>;
  /** Saves a CSV export through the system's save dialog; false when the admin cancelled. */
  saveCsv(suggestedName: string, csv: string): Promise<boolean>;
  /** Prints the current page (a payment's detail) through the system's print dialog. */
  print(): Promise<void>;
  /** Ustawienia: what is set now, and saving (checked by main, which answers with a Polish reason per field). */
  loadSettings(): Promise<DesktopSettingsForm>;
  saveSettings(form: DesktopSettingsForm): Promise<DesktopSettingsAnswer>;
}

/** Where the server publishes the desktop app's update files (DESKTOP_UPDATES_DIR), for electron-updater's generic provider. */
export const DESKTOP_UPDATES_PATH = '/desktop-updates/';

/** IPC channel of each bridge call, the same in preload and main (main checks every sender, ipc-guard.ts). */
export const DESKTOP_CHANNELS = {
  configuration: 'desktop:configuration',
  keepSession: 'desktop:keep-session',
  forgetSession: 'desktop:forget-session',
  saveCsv: 'desktop:save-csv',
  print: 'desktop:print',
  loadSettings: 'desktop:load-settings',
  saveSettings: 'desktop:save-settings',
} as const;

export type DesktopChannel = (typeof DESKTOP_CHANNELS)[keyof typeof DESKTOP_CHANNELS];

/** What the preload asks main for once, synchronously, before the page runs. */
export interface DesktopConfiguration {
  serverUrl: string;
  appVersion: string;
  /** Session storage entries restored from the kept session (key → value), written before the page's scripts run. */
  restoredSession: Record<string, string>;
}
