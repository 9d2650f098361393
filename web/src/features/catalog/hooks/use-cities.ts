import { catalogPaths } from '@zlota/shared/first-load';
import type { CityChoice } from '@zlota/shared/schemas/catalog-filters';
import { firstLoadAnswer } from '../../../lib/first-load';
import { CITIES_KEY, syncCities } from '../../../sync/catalog-sync';
import { storedIf, useCached } from '../../../hooks/use-cached';
import { useSync } from '../../../hooks/use-sync';

const isCities = (value: unknown): value is CityChoice[] =>
  Array.isArray(value) && value.every((item) => typeof item?.city === 'string' && typeof item?.count === 'number');

/** The city filter's choices (cities of listed fundraisers with their counts): from Dexie, refreshed from the API. */
export function useCities(): CityChoice[] | null | undefined {
  useSync(CITIES_KEY, syncCities);
  const firstLoad = firstLoadAnswer<unknown>(catalogPaths.cities());
  return useCached(async (db) => storedIf(await db.values.get(CITIES_KEY), isCities), [], isCities(firstLoad) ? firstLoad : undefined);
}
