// Owns: catalog_figures (written only by the triggers on charities of migration 2026112515; tests break it on purpose).
import type { Knex } from 'knex';

/** The home page's figures as maintained: listed fundraisers, those the foundation has run, all collected (grosze). */
export interface CatalogFigures {
  listed: number;
  fundraisers: number;
  collected: number;
}

/** The maintained figures: a sum over a fixed handful of rows, whatever the number of fundraisers. */
export async function maintainedFigures(db: Knex): Promise<CatalogFigures> {
  const row = await db('catalog_figures')
    .sum({ listed: 'listed', fundraisers: 'fundraisers', collected: 'collected' })
    .first();
  return { listed: Number(row?.listed ?? 0), fundraisers: Number(row?.fundraisers ?? 0), collected: Number(row?.collected ?? 0) };
}
