// Owns: catalog_figures, catalog_listing, catalog_cities (written only by triggers: of migrations 2026112515, tests break it on purpose; 2026112760; 2026112761).
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

/**
 * The city filter's choices as maintained (migration 2026112761): a key's spellings added up, the first shown, as
 * the count over the table gives them (`citiesOfVisible`), in a read of a handful of rows.
 */
export async function maintainedCities(db: Knex): Promise<{ city: string; count: number }[]> {
  const rows = (await db('catalog_cities')
    .where('listed', '>', 0)
    .groupBy('city_key')
    .select(db.raw('MIN(city) AS city'))
    .sum({ count: 'listed' })
    .orderBy('city_key')) as unknown as { city: string; count: number | string }[];
  return rows.map((row) => ({ city: row.city, count: Number(row.count) }));
}
