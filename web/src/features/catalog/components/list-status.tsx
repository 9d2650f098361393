import type { SyncState } from '../hooks/use-sync';

interface ListStatusProps {
  sync: SyncState;
  /** The device has something to show for this list. */
  cached: boolean;
  /** Said when offline with nothing stored on this device. */
  offlineText: string;
  /** Said when the server could not be reached and nothing is stored. */
  failedText: string;
  retry?: () => void;
}

/** What a list says about its data: loading, shown from this device, or not available without a connection. */
export function ListStatus({ sync, cached, offlineText, failedText, retry }: ListStatusProps) {
  if (cached) {
    if (sync !== 'failed') return null;
    return (
      <p className="catalog-note" role="status">
        Nie udało się odświeżyć danych — pokazujemy wersję zapisaną na tym urządzeniu.
      </p>
    );
  }
  if (sync === 'syncing' || sync === 'idle') {
    return (
      <p className="catalog-note catalog-note--loading" role="status">
        Wczytywanie…
      </p>
    );
  }
  return (
    <div className="catalog-note catalog-note--empty" role="status">
      <p>{sync === 'offline' ? offlineText : failedText}</p>
      {retry && sync === 'failed' && (
        <button type="button" className="btn" onClick={retry}>
          Spróbuj ponownie
        </button>
      )}
    </div>
  );
}
