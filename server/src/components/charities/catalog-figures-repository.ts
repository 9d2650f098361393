// Owns: catalog_figures, catalog_listing (written only by triggers: on charities of migration 2026112515, tests break it on purpose; the listing's version of 2026112760).
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

/** The list's version: it changes with every write that moves a fundraiser in, out of or within the public list. */
export async function listingVersion(db: Knex): Promise<number> {
  const row = await db('catalog_listing').where({ id: 1 }).first('version');
  return Number(row?.version ?? 0);
}
