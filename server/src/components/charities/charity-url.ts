import type { Knex } from 'knex';
import { CHARITY_PATH_WORDS } from '@zlota/shared/api-routes';
import { isUniqueViolation } from '../../db/errors.js';
import { freeSlug, numberedSlugs, randomSlug, slugify } from '../../libraries/slug.js';
import { takenUrls } from './charities-repository.js';

/** Inserts tried after the unique index said no; each takes a fresh random suffix, so concurrent creators part at once. */
const URL_ATTEMPTS = 5;

/** A title's slug, never all digits (those are ids in `charity/{name}`) nor a word of a fixed path (`charity/count`). */
function urlBase(title: string): string {
  const base = slugify(title);
  return /^\d+$/.test(base) || CHARITY_PATH_WORDS.includes(base) ? `zbiorka-${base}` : base;
}

/** The first free of base, base-2 … base-10, found in one query; when all are taken, base with a random suffix. */
export async function freeCharityUrl(db: Knex, base: string): Promise<string> {
  return freeSlug(base, await takenUrls(db, numberedSlugs(base)));
}

/**
 * Inserts a fundraiser under a free URL made from its title, in constant time however many share the title.
 * The unique index decides: when a concurrent creation took the URL first, the insert is undone to its
 * savepoint and tried again under a random suffix, a bounded number of times.
 */
export async function insertWithFreeUrl(db: Knex, title: string, insert: (trx: Knex, url: string) => Promise<number>): Promise<number> {
  const base = urlBase(title);
  let url = await freeCharityUrl(db, base);
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction((savepoint) => insert(savepoint, url));
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= URL_ATTEMPTS) throw error;
      url = randomSlug(base);
    }
  }
}
