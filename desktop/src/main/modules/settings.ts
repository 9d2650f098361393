import { normalizeServerUrl } from './navigation-policy.js';

// The app's own settings (Ustawienia), kept as JSON in the user's profile folder. Reading is forgiving (a damaged
// field falls back to its default); what the admin types is checked, with a Polish reason for each refusal.

export interface WindowBounds {
  x: number;
  y: number;
  width: number;
  height: number;
  maximized: boolean;
}

export interface DesktopSettings {
  /** The server's origin, chosen on first start; null until then. */
  serverUrl: string | null;
  /** Check for updates at start and every 6 hours (update-policy.ts); the admin may switch it off. */
  updatesEnabled: boolean;
  /** Poll the work queue and show native notifications. */
  notificationsEnabled: boolean;
  notificationIntervalMinutes: number;
  window: WindowBounds | null;
}

export const MIN_NOTIFICATION_MINUTES = 1;
export const MAX_NOTIFICATION_MINUTES = 24 * 60;

export const DEFAULT_SETTINGS: DesktopSettings = {
  serverUrl: null,
  updatesEnabled: true,
  notificationsEnabled: true,
  notificationIntervalMinutes: 5,
  window: null,
};

/** What the admin may change in Ustawienia. */
export interface SettingsInput {
  serverUrl: string;
  updatesEnabled: boolean;
  notificationsEnabled: boolean;
  notificationIntervalMinutes: number;
}

export type SettingsCheck = { ok: true; settings: SettingsInput } | { ok: false; errors: Partial<Record<keyof SettingsInput, string>> };

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The server address: https, or http only on this computer (a test server); an origin, without credentials. */
export function checkServerAddress(input: string): { ok: true; serverUrl: string } | { ok: false; error: string } {
  const origin = normalizeServerUrl(input);
  if (!origin) return { ok: false, error: 'Podaj adres serwera, np. https://zbiorki.zlotarybka.pl.' };
  const url = new URL(origin);
  if (url.protocol === 'http:' && !LOCAL_HOSTS.has(url.hostname)) {
    return { ok: false, error: 'Adres serwera musi zaczynać się od https:// (http:// tylko dla serwera na tym komputerze).' };
  }
  return { ok: true, serverUrl: origin };
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isWholeMinutes = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= MIN_NOTIFICATION_MINUTES && value <= MAX_NOTIFICATION_MINUTES;

/** Checks what the admin typed in Ustawienia. */
export function checkSettingsInput(input: unknown): SettingsCheck {
  if (!isObject(input)) return { ok: false, errors: { serverUrl: 'Podaj adres serwera, np. https://zbiorki.zlotarybka.pl.' } };
  const errors: Partial<Record<keyof SettingsInput, string>> = {};
  const address = checkServerAddress(typeof input.serverUrl === 'string' ? input.serverUrl : '');
  if (!address.ok) errors.serverUrl = address.error;
  if (typeof input.updatesEnabled !== 'boolean') errors.updatesEnabled = 'Zaznacz, czy sprawdzać aktualizacje.';
  if (typeof input.notificationsEnabled !== 'boolean') errors.notificationsEnabled = 'Zaznacz, czy pokazywać powiadomienia.';
  if (!isWholeMinutes(input.notificationIntervalMinutes)) {
    errors.notificationIntervalMinutes = `Podaj liczbę minut od ${MIN_NOTIFICATION_MINUTES} do ${MAX_NOTIFICATION_MINUTES}.`;
  }
  if (!address.ok || Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    settings: {
      serverUrl: address.serverUrl,
      updatesEnabled: input.updatesEnabled as boolean,
      notificationsEnabled: input.notificationsEnabled as boolean,
      notificationIntervalMinutes: input.notificationIntervalMinutes as number,
    },
  };
}

function readBounds(value: unknown): WindowBounds | null {
  if (!isObject(value)) return null;
  const { x, y, width, height, maximized } = value;
  const numbers = [x, y, width, height];
  if (!numbers.every((n) => typeof n === 'number' && Number.isFinite(n)) || typeof maximized !== 'boolean') return null;
  if ((width as number) < 200 || (height as number) < 200) return null;
  return { x: x as number, y: y as number, width: width as number, height: height as number, maximized };
}

/** The settings file as read from disk: anything damaged or unknown falls back to its default. */
export function readSettings(raw: unknown): DesktopSettings {
  if (!isObject(raw)) return DEFAULT_SETTINGS;
  const address = typeof raw.serverUrl === 'string' ? checkServerAddress(raw.serverUrl) : undefined;
  return {
    serverUrl: address?.ok ? address.serverUrl : null,
    updatesEnabled: typeof raw.updatesEnabled === 'boolean' ? raw.updatesEnabled : DEFAULT_SETTINGS.updatesEnabled,
    notificationsEnabled: typeof raw.notificationsEnabled === 'boolean' ? raw.notificationsEnabled : DEFAULT_SETTINGS.notificationsEnabled,
    notificationIntervalMinutes: isWholeMinutes(raw.notificationIntervalMinutes)
      ? raw.notificationIntervalMinutes
      : DEFAULT_SETTINGS.notificationIntervalMinutes,
    window: readBounds(raw.window),
  };
}

/** The window goes back where it was if that place is still on a screen; otherwise it opens at the default size. */
export function restoredBounds(saved: WindowBounds | null, workAreas: readonly { x: number; y: number; width: number; height: number }[]): WindowBounds | null {
  if (!saved) return null;
  const visible = workAreas.some(
    (area) => saved.x < area.x + area.width - 50 && saved.x + saved.width > area.x + 50 && saved.y >= area.y - 10 && saved.y < area.y + area.height - 50,
  );
  return visible ? saved : null;
}
