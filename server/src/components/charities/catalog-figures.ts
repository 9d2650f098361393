import type { FigureDifference } from '@zlota/shared/schemas/payment-views';
import type { Deps } from '../../deps.js';
import { isSqlite } from '../../db/knex.js';
import { maintainedFigures, type CatalogFigures } from './catalog-figures-repository.js';
import { countVisible, totals } from './charities-repository.js';

/** The home page's figures in constant time: kept by the writes themselves (migration 2026112515). */
export const homeFigures = (deps: Pick<Deps, 'reader'>): Promise<CatalogFigures> => maintainedFigures(deps.reader);

const FIGURES = ['listed', 'fundraisers', 'collected'] as const;

/**
 * Every maintained figure that is not what a full recount of the fundraisers gives. Both are read from one
 * snapshot (SQLite's transaction, PostgreSQL's repeatable read), so a donation in between is never a difference.
 */
export async function figureDifferences(deps: Pick<Deps, 'db'>): Promise<FigureDifference[]> {
  const snapshot = isSqlite(deps.db) ? undefined : { isolationLevel: 'repeatable read' as const };
  const [maintained, recounted] = await deps.db.transaction(async (trx) => {
    const kept = await maintainedFigures(trx);
    const [listed, sums] = [await countVisible(trx), await totals(trx)];
    return [kept, { listed, fundraisers: sums.fundraisers, collected: sums.collected }] as const;
  }, snapshot);
  return FIGURES.filter((figure) => maintained[figure] !== recounted[figure]).map((figure) => ({
    figure,
    maintained: maintained[figure],
    recounted: recounted[figure],
  }));
}
