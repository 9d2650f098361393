import { catalogPaths } from '@zlota/shared/first-load';
import type { PublicLedger } from '@zlota/shared/schemas/expenses';
import { firstLoadAnswer } from '../../../lib/first-load';
import { ledgerKey, syncLedger } from '../../../sync/catalog-sync';
import { storedIf, useCached } from '../../../hooks/use-cached';
import { useSync } from '../../../hooks/use-sync';

const isLedger = (value: unknown): value is PublicLedger => typeof value === 'object' && value !== null && 'expenses' in value && 'incoming' in value;

/**
 * "Rozliczenie zbiórki" from Dexie, refreshed from the API; the page's own answer first. Offline, as the last visit
 * or the offline catalog (issue 39) stored it; null when this device has none.
 */
export function useLedger(charity: { id: number; url: string }): PublicLedger | null | undefined {
  useSync(`ledger:${charity.id}`, () => syncLedger(charity));
  return useCached<PublicLedger>(
    async (db) => storedIf(await db.values.get(ledgerKey(charity.id)), isLedger),
    [charity.id],
    firstLoadAnswer<PublicLedger>(catalogPaths.ledger(charity.url)),
  );
}
