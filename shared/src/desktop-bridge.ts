// The one object the desktop app's preload gives the admin pages (`window.desktop`, ARCHITECTURE §6). The preload
// implements it (`satisfies DesktopBridge`); the web reads only `serverUrl` in its first load, the rest in admin code.

/** Where the session token is kept: the system's key store, or (where the system has none) this session only. */
export type TokenStorage = 'key-store' | 'session-only';

export interface DesktopBridge {
  /** The server the admin chose in Ustawienia, as an origin (`https://zbiorki.zlotarybka.pl`): the API lives at its `/api/`. */
  readonly serverUrl: string;
  /** The app's version, shown in "O programie". */
  readonly appVersion: string;
  /** The session token kept between starts (safeStorage), or null. */
  loadToken(): Promise<string | null>;
  /** Keeps the token; says where, so the panel can tell the admin when it lasts for this session only. */
  saveToken(token: string): Promise<TokenStorage>;
  forgetToken(): Promise<void>;
  /** Saves a CSV export through the system's save dialog; false when the admin cancelled. */
  saveCsv(suggestedName: string, csv: string): Promise<boolean>;
  /** Prints the current page (a payment's detail) through the system's print dialog. */
  print(): Promise<void>;
  /** A deep link (`zlotarybka://admin/…`) asks for this admin path; returns the function that stops listening. */
  onOpenPath(listener: (path: string) => void): () => void;
}

/** IPC channel of each bridge call, the same in preload and main (main checks every sender, ipc-guard.ts). */
export const DESKTOP_CHANNELS = {
  configuration: 'desktop:configuration',
  loadToken: 'desktop:load-token',
  saveToken: 'desktop:save-token',
  forgetToken: 'desktop:forget-token',
  saveCsv: 'desktop:save-csv',
  print: 'desktop:print',
  openPath: 'desktop:open-path',
} as const;

export type DesktopChannel = (typeof DESKTOP_CHANNELS)[keyof typeof DESKTOP_CHANNELS];

/** What the preload asks main for once, synchronously, before the page runs. */
export interface DesktopConfiguration {
  serverUrl: string;
  appVersion: string;
}
