// The catalog's filters (list, count, search): `?city=Kraków&near_goal=1`. The web keeps them in its own URL in Polish words.
import { z } from './zod.js';
import { CHARITY_MESSAGES as M } from '../messages.js';
import { cityKey } from '../text.js';
import { pagingFields, toPage, type Page } from './paging.js';
import { textField } from './text.js';
import { textOf } from './bounded.js';
import { CHARITY_PAGE_SIZE_DEFAULT, CHARITY_PAGE_SIZE_MAX } from '../constants.js';

export interface CatalogFilters {
  /** The city folded by `cityKey`; absent means every city. */
  city?: string;
  /** Only fundraisers close to their goal (`isNearGoal`). */
  nearGoal: boolean;
}

/** No filter: every listed fundraiser. */
export const NO_FILTERS: CatalogFilters = { nearGoal: false };

/** No filter in force: every listed fundraiser. */
export const isUnfiltered = (filters: CatalogFilters) => filters.city === undefined && !filters.nearGoal;

/** A city as the beneficiary's is written (needy.city). */
const CITY_MAX = 128;

export const catalogFilterFields = {
  city: textField({ error: M.filterCity, max: CITY_MAX }).optional(),
  near_goal: z.literal('1', { error: M.filterNearGoal }).optional(),
};

type FilterInput = z.output<z.ZodObject<typeof catalogFilterFields>>;

/** An empty city is no filter; anything else is compared by its folded key. */
export const toFilters = ({ city, near_goal }: FilterInput): CatalogFilters => ({
  ...(city ? { city: cityKey(city) } : {}),
  nearGoal: near_goal === '1',
});

export const catalogFiltersSchema = z.object(catalogFilterFields).transform(toFilters);

/** The public list: a page of the filtered fundraisers. */
export const charityListQuerySchema = z
  .object({ ...pagingFields, ...catalogFilterFields })
  .transform((input): { page: Page; filters: CatalogFilters } => ({
    page: toPage(CHARITY_PAGE_SIZE_DEFAULT, CHARITY_PAGE_SIZE_MAX)(input),
    filters: toFilters(input),
  }));

/** One choice of the city filter: the city as written, and how many listed fundraisers it has. */
export const cityChoiceSchema = z.object({ city: textOf(CITY_MAX), count: z.int() });
export type CityChoice = z.infer<typeof cityChoiceSchema>;
