import { API_BASE, apiPath, API_ROUTES } from '@zlota/shared/api-routes';

/** The name the server gives a file (Content-Disposition), or the fallback. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const match = /filename="?([^";]+)"?/.exec(disposition ?? '');
  return match?.[1] ?? fallback;
}

/** Hands a file fetched with the session's token (never put in a URL) to the browser to save. */
export function saveBlob(name: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Hands a CSV answer to the browser to save — in the desktop app, to the system's save dialog. */
export async function saveCsv(response: Response, fallbackName: string): Promise<void> {
  const name = fileNameOf(response.headers.get('content-disposition'), fallbackName);
  if (window.desktop) {
    // Decoded with its byte-order mark kept, so the saved file opens in a Polish Excel just as the download does.
    await window.desktop.saveCsv(name, new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer()));
    return;
  }
  saveBlob(name, await response.blob());
}

/**
 * A donation's "Potwierdzenie darowizny" (PDF) as a plain link's address, for the thank-you page and Konto: its guid,
 * known only to the donor, is the key, as for the payment's status.
 */
export const confirmationHref = (guid: string) => `${API_BASE}${apiPath(API_ROUTES.paymentConfirmation, { guid })}`;
