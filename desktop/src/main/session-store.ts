import { dialog, safeStorage } from 'electron';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Session } from '@zlota/shared/entities';
import type { TokenStorage } from '@zlota/shared/desktop-bridge';
import { paths } from './paths.js';
import { SESSION_ONLY_NOTICE } from './modules/kept-session.js';

// The session kept between starts, encrypted by the system's key store (safeStorage). Where there is no real key
// store (Linux without a keyring: the "basic_text" backend), nothing is written: the session lasts this run, and
// the admin is told so once.

let noticeShown = false;

function hasRealKeyStore(): boolean {
  if (!safeStorage.isEncryptionAvailable()) return false;
  return process.platform !== 'linux' || safeStorage.getSelectedStorageBackend() !== 'basic_text';
}

export function keepSession(session: Session): TokenStorage {
  if (!hasRealKeyStore()) {
    if (!noticeShown) {
      noticeShown = true;
      void dialog.showMessageBox({ type: 'info', ...SESSION_ONLY_NOTICE, buttons: ['Rozumiem'] });
    }
    return 'session-only';
  }
  writeFileSync(paths.sessionFile(), safeStorage.encryptString(JSON.stringify(session)), { mode: 0o600 });
  return 'key-store';
}

export function keptSession(): unknown {
  if (!hasRealKeyStore()) return null;
  try {
    return JSON.parse(safeStorage.decryptString(readFileSync(paths.sessionFile()))) as unknown;
  } catch {
    return null;
  }
}

export function forgetSession(): void {
  rmSync(paths.sessionFile(), { force: true });
}
