import { API_VERSION } from '@zlota/shared/api-routes';

// Before the app talks to a server it reads /api/health: the API version there must be the app's. A mismatch
// says which side to update (issue 15); anything else says what is wrong with the address.

export type Handshake =
  | { kind: 'ok' }
  | { kind: 'update-app' | 'update-server' | 'not-our-server' | 'unavailable'; message: string };

/** Judges the server from its /api/health answer (null status: no answer at all). */
export function judgeServer(answer: { status: number | null; body: unknown }, appApiVersion: number = API_VERSION): Handshake {
  if (answer.status === null) {
    return { kind: 'unavailable', message: 'Nie udało się połączyć z serwerem. Sprawdź adres i połączenie z internetem.' };
  }
  const body = answer.body as { status?: unknown; api_version?: unknown } | null;
  const version = body && typeof body === 'object' ? body.api_version : undefined;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    return { kind: 'not-our-server', message: 'Pod tym adresem nie działa serwer Złotej rybki albo jest to jego zbyt stara wersja. Sprawdź adres.' };
  }
  if (version > appApiVersion) {
    return { kind: 'update-app', message: `Serwer jest nowszy (API ${version}) niż ten program (API ${appApiVersion}). Zaktualizuj program.` };
  }
  if (version < appApiVersion) {
    return {
      kind: 'update-server',
      message: `Serwer jest starszy (API ${version}) niż ten program (API ${appApiVersion}). Poproś administratora serwera o aktualizację.`,
    };
  }
  // A full disk (503 `storage_full`) leaves the panel usable: staff read and sign in, and a refused save says why.
  if (body?.status === 'storage_full') return { kind: 'ok' };
  if (answer.status !== 200 || body?.status !== 'ok') {
    return { kind: 'unavailable', message: 'Serwer odpowiada, ale jego baza danych jest niedostępna. Spróbuj ponownie za chwilę.' };
  }
  return { kind: 'ok' };
}

/** The offline screen retries by itself: after 5 s, then 10 s, 20 s, and every 30 s from then on. */
export function offlineRetryDelayMs(attempt: number): number {
  return Math.min(5_000 * 2 ** Math.max(0, attempt), 30_000);
}
