import { readFileSync, writeFileSync } from 'node:fs';
import { paths } from './paths.js';
import { readSettings, type DesktopSettings } from './modules/settings.js';

// Ustawienia on disk (JSON in the profile folder); read forgivingly, written whole.

let current: DesktopSettings | undefined;

export function loadSettings(): DesktopSettings {
  if (current) return current;
  try {
    current = readSettings(JSON.parse(readFileSync(paths.settingsFile(), 'utf8')) as unknown);
  } catch {
    current = readSettings(undefined);
  }
  return current;
}

export function saveSettings(change: Partial<DesktopSettings>): DesktopSettings {
  current = { ...loadSettings(), ...change };
  writeFileSync(paths.settingsFile(), JSON.stringify(current, null, 2), { mode: 0o600 });
  return current;
}
