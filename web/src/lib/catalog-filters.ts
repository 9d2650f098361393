import { isNearGoal } from '@zlota/shared/near-goal';
import { cityKey } from '@zlota/shared/text';

// The catalog's filters as the web keeps them: in the page's URL in Polish words (?miasto=Kraków&blisko-celu=1),
// asked of the API in its own (?city=Kraków&near_goal=1), and applied to cached fundraisers offline by the same rule.

export const CITY_PARAM = 'miasto';
export const NEAR_GOAL_PARAM = 'blisko-celu';

export interface ListFilters {
  /** The city as chosen (as written); empty: every city. */
  city: string;
  nearGoal: boolean;
}

export const NO_LIST_FILTERS: ListFilters = { city: '', nearGoal: false };

export const hasFilters = ({ city, nearGoal }: ListFilters) => city !== '' || nearGoal;

/** The filters of a page's URL; anything unexpected is no filter. */
export function readFilters(params: URLSearchParams): ListFilters {
  return { city: (params.get(CITY_PARAM) ?? '').trim().slice(0, 128), nearGoal: params.get(NEAR_GOAL_PARAM) === '1' };
}

/** The filters written into a page's query (the page number and other parameters stay as they are). */
export function writeFilters(params: URLSearchParams, { city, nearGoal }: ListFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  if (city) next.set(CITY_PARAM, city);
  else next.delete(CITY_PARAM);
  if (nearGoal) next.set(NEAR_GOAL_PARAM, '1');
  else next.delete(NEAR_GOAL_PARAM);
  return next;
}

/** The filters as the API's query string (without `?`); '' without filters. */
export function apiFilterQuery({ city, nearGoal }: ListFilters): string {
  const query = new URLSearchParams();
  if (city) query.set('city', city);
  if (nearGoal) query.set('near_goal', '1');
  return query.toString();
}

/** An API path with the filters added to its query. */
export function withFilters(path: string, filters: ListFilters): string {
  const query = apiFilterQuery(filters);
  if (!query) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${query}`;
}

/** What part of a cache key the filters make: '' without filters, so unfiltered keys stay as they were. */
export const filtersKey = ({ city, nearGoal }: ListFilters) => (city ? `:miasto=${cityKey(city)}` : '') + (nearGoal ? ':blisko-celu' : '');

/** The server's filters over a cached card: the same folded city and the shared "blisko celu" rule. */
export function matchesFilters(charity: { collected_amount: number; target_amount: number; needy?: { city: string } | null }, filters: ListFilters) {
  if (filters.city && (!charity.needy || cityKey(charity.needy.city) !== cityKey(filters.city))) return false;
  return !filters.nearGoal || isNearGoal(charity);
}
