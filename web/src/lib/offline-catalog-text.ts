import { charitiesCount } from './numbers-pl';

/** Issue 39: what the device holds, as the footer says it. */
export interface StoredCatalog {
  count: number;
  bytes: number;
  syncedAt: number;
}

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toLocaleString('pl-PL', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} MB`;

/** "przed chwilą", "5 min temu", "3 godz. temu", "1 dzień temu", "2 dni temu". */
export function agoPl(at: number, now: number): string {
  const minutes = Math.max(0, Math.floor((now - at) / 60_000));
  if (minutes < 1) return 'przed chwilą';
  if (minutes < 60) return `${minutes} min temu`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} godz. temu`;
  const days = Math.floor(hours / 24);
  return days === 1 ? '1 dzień temu' : `${days} dni temu`;
}

/** "Zapisano offline: 112 zbiórek, 9,4 MB, zaktualizowano 5 min temu". */
export const offlineCatalogLine = (stored: StoredCatalog, now: number) =>
  `Zapisano offline: ${charitiesCount(stored.count)}, ${megabytes(stored.bytes)}, zaktualizowano ${agoPl(stored.syncedAt, now)}`;
