import { dialog, net } from 'electron';
import { API_BASE, API_ROUTES } from '@zlota/shared/api-routes';
import { judgeServer, offlineRetryDelayMs, type Handshake } from './modules/server-handshake.js';

// The server version handshake at start and after Ustawienia change: /api/health must answer with the app's API version.

export async function checkServer(serverUrl: string): Promise<Handshake> {
  try {
    const response = await net.fetch(`${serverUrl}${API_BASE}${API_ROUTES.health.path}`, {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(10_000),
    });
    const body: unknown = await response.json().catch(() => null);
    return judgeServer({ status: response.status, body });
  } catch {
    return judgeServer({ status: null, body: null });
  }
}

export function explainMismatch(handshake: Exclude<Handshake, { kind: 'ok' }>): Promise<unknown> {
  return dialog.showMessageBox({ type: 'warning', title: 'Serwer', message: handshake.message, buttons: ['Otwórz ustawienia'] });
}

export { offlineRetryDelayMs };
