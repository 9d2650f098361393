import { useEffect, useState, useSyncExternalStore } from 'react';
import {
  offlineCatalogPhase,
  readOfflineCatalogStatus,
  removeOfflineCatalog,
  subscribeOfflineCatalog,
  syncOfflineCatalog,
  type OfflineCatalogStatus as Status,
} from '../../sync/offline-catalog-start';
import { useOnline } from './offline-notice';

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toLocaleString('pl-PL', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} MB`;

/** "zbiórka", "zbiórki", "zbiórek" as the number asks. */
function fundraisers(count: number): string {
  const tens = count % 100;
  const units = count % 10;
  if (count === 1) return '1 zbiórkę';
  if (units >= 2 && units <= 4 && (tens < 12 || tens > 14)) return `${count} zbiórki`;
  return `${count} zbiórek`;
}

/** "przed chwilą", "5 min temu", "3 godz. temu", "2 dni temu". */
function ago(at: number, now: number): string {
  const minutes = Math.max(0, Math.floor((now - at) / 60_000));
  if (minutes < 1) return 'przed chwilą';
  if (minutes < 60) return `${minutes} min temu`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} godz. temu`;
  const days = Math.floor(hours / 24);
  return days === 1 ? '1 dzień temu' : `${days} dni temu`;
}

export const offlineCatalogLine = (status: Status, now: number) =>
  `Zapisano offline: ${fundraisers(status.count)}, ${megabytes(status.bytes)}, zaktualizowano ${ago(status.syncedAt, now)}`;

let snapshot = { status: readOfflineCatalogStatus(), phase: offlineCatalogPhase() };
const read = () => {
  const status = readOfflineCatalogStatus();
  const phase = offlineCatalogPhase();
  if (status?.syncedAt !== snapshot.status?.syncedAt || status?.count !== snapshot.status?.count || phase !== snapshot.phase) snapshot = { status, phase };
  return snapshot;
};

/** Issue 39: what the phone holds of the catalog, with the buttons to refresh it, to ask for it, or to remove it. */
export function OfflineCatalogStatus() {
  const { status, phase } = useSyncExternalStore(subscribeOfflineCatalog, read, () => ({ status: null, phase: 'idle' as const }));
  const online = useOnline();
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
        <button type="button" className="footer__offline-button" disabled={syncing} onClick={() => void syncOfflineCatalog(true)}>
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
