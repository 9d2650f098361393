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

/** Where a page of the public list ends: the last card's publication (ms) and id, in the list's order. */
export interface ListCursor {
  publishedAt: number;
  id: number;
}

/** `after=<published_at>.<id>`, as the X-Next-After header of the page before gives it. */
export const listCursorText = (cursor: ListCursor) => `${cursor.publishedAt}.${cursor.id}`;

const CURSOR = /^(\d{1,15})\.(\d{1,15})$/;
const afterField = z
  .string({ error: M.after })
  .max(31, { error: M.after })
  .regex(CURSOR, { error: M.after })
  .transform((text): ListCursor => {
    const [, publishedAt, id] = CURSOR.exec(text)!;
    return { publishedAt: Number(publishedAt), id: Number(id) };
  });

/**
 * The public list: a page of the filtered fundraisers, by its number (the spec's `page&size`) or, for walking the
 * whole list, by keyset: `after` the cursor the page before ended at (`page` and `offset` are then not read).
 */
export const charityListQuerySchema = z
  .object({ ...pagingFields, ...catalogFilterFields, after: afterField.optional() })
  .transform((input): { page: Page; filters: CatalogFilters; after?: ListCursor } => ({
    page: toPage(CHARITY_PAGE_SIZE_DEFAULT, CHARITY_PAGE_SIZE_MAX)(input),
    filters: toFilters(input),
    ...(input.after ? { after: input.after } : {}),
  }));

/** One choice of the city filter: the city as written, and how many listed fundraisers it has. */
export const cityChoiceSchema = z.object({ city: textOf(CITY_MAX), count: z.int() });
export type CityChoice = z.infer<typeof cityChoiceSchema>;
