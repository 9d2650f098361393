import { createContext, useContext } from 'react';
import type { FoundationView } from '@zlota/shared/entities';
import { catalogPaths } from '@zlota/shared/first-load';
import { firstLoadAnswer } from '../lib/first-load';
import { FOUNDATION_KEY, syncFoundation } from '../sync/catalog-sync';
import { storedIf, useCached } from './use-cached';
import { useSync } from './use-sync';
import { withFoundationName } from '@zlota/shared/page-meta';

/** A light check (no zod on the first load): the answer of /api/foundation, or what an older visit stored. */
export const isFoundationView = (value: unknown): value is FoundationView =>
  typeof value === 'object' && value !== null && 'foundation' in value && typeof (value as { example?: unknown }).example === 'boolean';

/**
 * The foundation's record (issue 30) as the page came with it, then as Dexie keeps it, synced on every visit so a
 * change in the panel shows at once; undefined while read, null when the device never had it. The layout reads it
 * once and hands it down (FoundationContext).
 */
export function useFoundation(): FoundationView | null | undefined {
  useSync(FOUNDATION_KEY, syncFoundation);
  const firstLoad = firstLoadAnswer<unknown>(catalogPaths.foundation());
  return useCached(async (db) => storedIf(await db.values.get(FOUNDATION_KEY), isFoundationView), [], isFoundationView(firstLoad) ? firstLoad : undefined);
}

export const FoundationContext = createContext<FoundationView | null | undefined>(undefined);

/** What the layout read of the foundation: undefined while it is read. */
export const useFoundationView = (): FoundationView | null | undefined => useContext(FoundationContext);

/** A text naming the foundation (`{fundacja}`, `{fundacji}`, `{fundacją}`) by the record's name, read when shown (issue 30). */
export const useFoundationWords = (text: string): string => withFoundationName(text, useFoundationView()?.foundation?.name ?? null);
