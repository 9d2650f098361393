import { API_ROUTES } from '@zlota/shared/api-routes';
import type { Charity, CharityDetails } from '@zlota/shared/entities';
import { hasPublicPage, takesDonations } from '@zlota/shared/charity-status';
import { CHARITY_PAGE_SIZE_MAX, PROMOTED_LIMIT } from '@zlota/shared/constants';
import { CHARITY_MESSAGES } from '@zlota/shared/messages';
import { idNamedBy } from '@zlota/shared/record-id';
import type { Page } from '@zlota/shared/schemas/paging';
import { isUnfiltered, type CatalogFilters, type CityChoice, type ListCursor } from '@zlota/shared/schemas/catalog-filters';
import type { Deps } from '../../deps.js';
import { notFound } from '../../libraries/errors.js';
import { ownerRouteAccess, type OwnerRouteAccess } from '../auth/staff-access.js';
import type { UserRow } from '../users/users-repository.js';
import { countVisible, findCharity, listPromoted, searchVisible, type CharityRecord } from './charities-repository.js';
import { readListPage } from './list-pages.js';
import { toCharityCard, toCharityDetails } from './charity-view.js';
import { homeFigures } from './catalog-figures.js';
import { maintainedCities } from './catalog-figures-repository.js';
import { searchTermWords } from '@zlota/shared/text';

export const charityNotFound = () => notFound(CHARITY_MESSAGES.notFound);

/** Listed, found by search, promoted and open for donations: active, with its beneficiary. */
export const isListed = (record: CharityRecord) => takesDonations(record.status) && record.needy !== null;

/** Its page opens for anyone: listed, or finished after it was published (links and bookmarks keep working). */
export const hasPage = (record: CharityRecord) => hasPublicPage(record) && record.needy !== null;

/** `charity/{name}` takes a URL slug or a numeric id (slugs are never all digits); read on a read-only connection. */
export function findByNameOrId(deps: Deps, nameOrId: string) {
  const id = idNamedBy(nameOrId);
  return id === undefined ? findCharity(deps.reader, { url: nameOrId }) : findCharity(deps.reader, { id });
}

/** A page of the public list, and the cursor of the next one when this page is full (`after=` it reads on). */
export async function listCharities(
  deps: Deps,
  { page, filters, after }: { page: Page; filters: CatalogFilters; after?: ListCursor },
): Promise<{ cards: Charity[]; next?: ListCursor }> {
  const records = await readListPage(deps.reader, page, filters, after);
  const last = records.length === page.limit ? records.at(-1) : undefined;
  return {
    cards: records.map(toCharityCard),
    ...(last?.published_at != null ? { next: { publishedAt: last.published_at, id: last.id } } : {}),
  };
}

export const countCharities = async (deps: Deps, filters: CatalogFilters) => ({
  count: isUnfiltered(filters) ? (await homeFigures(deps)).listed : await countVisible(deps.reader, filters),
});

/** The city filter's choices: the cities of listed fundraisers, with their counts, as the writes keep them. */
export const charityCities = (deps: Deps): Promise<CityChoice[]> => maintainedCities(deps.reader);

export async function promotedCharities(deps: Deps): Promise<Charity[]> {
  return (await listPromoted(deps.reader, PROMOTED_LIMIT)).map(toCharityCard);
}

export async function searchCharities(deps: Deps, term: string, filters: CatalogFilters): Promise<Charity[]> {
  return (await searchVisible(deps.reader, searchTermWords(term), CHARITY_PAGE_SIZE_MAX, filters)).map(toCharityCard);
}

export async function publicCharity(deps: Deps, nameOrId: string): Promise<CharityDetails> {
  const record = await findByNameOrId(deps, nameOrId);
  if (!record || !hasPage(record)) throw charityNotFound();
  return toCharityDetails(record);
}

/** The owner and the staff of the route's roles see a fundraiser in any status; to anyone else it does not exist. */
export async function previewCharity(deps: Deps, user: UserRow, nameOrId: string): Promise<CharityDetails> {
  const record = await findByNameOrId(deps, nameOrId);
  if (!record || !(await ownerRouteAccess(deps, user, API_ROUTES.charityPreview, record.owner_id))) throw charityNotFound();
  return toCharityDetails(record);
}

/** Who edits the fundraiser (PUT charity/:id): the foundation's staff, every field, or its owner, their own; else 404. */
export async function charityEditor(deps: Deps, user: UserRow, id: number): Promise<OwnerRouteAccess> {
  const record = await findCharity(deps.db, { id });
  const access = record && (await ownerRouteAccess(deps, user, API_ROUTES.charityUpdate, record.owner_id));
  if (!access) throw charityNotFound();
  return access;
}
