import type { ReactNode } from 'react';
import type { SyncState } from '../../../hooks/use-sync';

interface ListStatusProps {
  sync: SyncState;
  /** The device has something to show for this list. */
  cached: boolean;
  /** Said when offline with nothing stored on this device. */
  offlineText: string;
  /** Said when the server could not be reached and nothing is stored. */
  failedText: string;
  /** "Spróbuj ponownie": read it again now (the sync tries again by itself too, with backoff). */
  retry: () => void;
  /** Shown while the list loads, instead of the one-line note (e.g. a skeleton of the list's first row). */
  placeholder?: ReactNode;
}

const RetryButton = ({ retry }: { retry: () => void }) => (
  <button type="button" className="btn" onClick={retry}>
    Spróbuj ponownie
  </button>
);

/** What a list says about its data: loading, shown from this device, or not available without a connection. */
export function ListStatus({ sync, cached, offlineText, failedText, retry, placeholder }: ListStatusProps) {
  if (cached) {
    if (sync !== 'failed') return null;
    return (
      <div className="catalog-note" role="status">
        <p>Nie udało się odświeżyć danych — pokazujemy wersję zapisaną na tym urządzeniu.</p>
        <RetryButton retry={retry} />
      </div>
    );
  }
  // 'synced' with nothing cached yet: the live query has not read what the sync just stored.
  if (sync === 'syncing' || sync === 'idle' || sync === 'synced') {
    if (placeholder) return placeholder;
    return (
      <p className="catalog-note catalog-note--loading" role="status">
        Wczytywanie…
      </p>
    );
  }
  return (
    <div className="catalog-note catalog-note--empty" role="status">
      <p>{sync === 'offline' ? offlineText : failedText}</p>
      {sync === 'failed' && <RetryButton retry={retry} />}
    </div>
  );
}
