import { useEffect, useState, useSyncExternalStore } from 'react';
import {
  offlineCatalogPhase,
  readOfflineCatalogStatus,
  removeOfflineCatalog,
  subscribeOfflineCatalog,
  syncOfflineCatalog,
} from '../../sync/offline-catalog-start';
import { offlineCatalogLine } from '../../lib/offline-catalog-text';
import { useOnline } from './offline-notice';
import { useAppReady } from '../../hooks/use-app-ready';

let snapshot = { status: readOfflineCatalogStatus(), phase: offlineCatalogPhase() };
const read = () => {
  const status = readOfflineCatalogStatus();
  const phase = offlineCatalogPhase();
  if (status?.syncedAt !== snapshot.status?.syncedAt || status?.count !== snapshot.status?.count || phase !== snapshot.phase) snapshot = { status, phase };
  return snapshot;
};

/** What the server draws: nothing stored yet (one value, as React wants a snapshot that does not change). */
const NOTHING_STORED = { status: null, phase: 'idle' as const };

/** Issue 39: what the phone holds of the catalog, with the buttons to refresh it, to ask for it, or to remove it. */
export function OfflineCatalogStatus() {
  const { status, phase } = useSyncExternalStore(subscribeOfflineCatalog, read, () => NOTHING_STORED);
  const online = useOnline();
  const ready = useAppReady();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  const syncing = phase === 'syncing';
  return (
    <p className="footer__offline" aria-live="polite">
      <span>
        {syncing ? 'Zapisuję zbiórki na tym urządzeniu…' : status ? offlineCatalogLine(status, Math.max(now, status.syncedAt)) : 'Zbiórki nie są jeszcze zapisane na tym urządzeniu.'}
        {phase === 'failed' && ' Ostatnia próba się nie udała.'}
      </span>{' '}
      {online && (
        <button type="button" className="footer__offline-button" disabled={syncing || !ready} onClick={() => void syncOfflineCatalog(true)}>
          {status ? 'Odśwież' : 'Pobierz wszystkie zbiórki na telefon'}
        </button>
      )}{' '}
      {status && !syncing && (
        <button type="button" className="footer__offline-button" onClick={() => void removeOfflineCatalog()}>
          Usuń
        </button>
      )}
    </p>
  );
}
