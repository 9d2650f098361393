// The panel's tables: search, filters and sorting, on the one paging of every list (paging.ts).
import { z } from './zod.js';
import { ADMIN_LIST_LIMIT_MAX, CHARITY_PAGE_SIZE_DEFAULT, CHARITY_PAGE_SIZE_MAX, TOTAL_COUNT_HEADER } from '../constants.js';
import { API_MESSAGES, CHARITY_MESSAGES as M } from '../messages.js';
import { CHARITY_STATUSES } from './charity.js';
import { digits } from './numbers.js';
import { textField } from './text.js';
import { pagingFields, toPage } from './paging.js';

const flag = z.enum(['true', 'false'], { error: API_MESSAGES.validation }).transform((value) => value === 'true');
const id = digits(API_MESSAGES.validation, 1);
const search = textField({ error: M.searchTooShort, max: 200 });

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/**
 * One convention for every paginated admin list (react-admin's): `?sort=column&order=asc|desc`, the column from the
 * list's own whitelist (anything else answers 400 SORT_UNKNOWN), the server's query sorts, the id breaks ties.
 */
export const sortFields = <const C extends readonly [string, ...string[]]>(columns: C, sort: C[number], order: SortOrder) => ({
  sort: z.enum(columns, { error: API_MESSAGES.sortUnknown }).default(sort as z.output<z.ZodEnum<{ [K in C[number]]: K }>>),
  order: z.enum(SORT_ORDERS, { error: API_MESSAGES.sortUnknown }).default(order),
});

/** The names of the two sort parameters, as the panel keeps them in its URL and passes them on. */
export const SORT_PARAMS = ['sort', 'order'] as const;

export const ADMIN_CHARITY_SORTS = ['created_at', 'updated_at', 'title', 'status', 'target_amount', 'collected_amount', 'promoted_order'] as const;
export type AdminCharitySort = (typeof ADMIN_CHARITY_SORTS)[number];
/** /admin/users: by the account's number (the default, oldest first), name, e-mail, login, state or role. */
export const ADMIN_USER_SORTS = ['id', 'surname', 'email', 'username', 'is_active', 'staff_role'] as const;
export type AdminUserSort = (typeof ADMIN_USER_SORTS)[number];
/** /admin/needy: by surname (then name, the default) or town. */
export const ADMIN_NEEDY_SORTS = ['surname', 'city'] as const;
export type AdminNeedySort = (typeof ADMIN_NEEDY_SORTS)[number];

interface PagingInput {
  page: number;
  size?: number | undefined;
  limit?: number | undefined;
  offset?: number | undefined;
}

/** Splits a parsed query into its filters and its page ({limit, offset}). */
export const pageOf =
  (defaultLimit: number, max: number) =>
  <T extends PagingInput>({ page, size, limit, offset, ...filters }: T) => ({
    ...filters,
    ...toPage(defaultLimit, max)({ page, size, limit, offset }),
  });

/** /admin/charity/all: search, filters, sorting and paging, all of them kept in the page's URL. */
export const adminCharityQuerySchema = z
  .object({
    ...pagingFields,
    q: search.optional(),
    status: z.enum(CHARITY_STATUSES, { error: M.status }).optional(),
    owner_id: id.optional(),
    promoted: flag.optional(),
    ...sortFields(ADMIN_CHARITY_SORTS, 'created_at', 'desc'),
  })
  .transform(pageOf(CHARITY_PAGE_SIZE_DEFAULT, CHARITY_PAGE_SIZE_MAX));
export type AdminCharityQuery = z.output<typeof adminCharityQuerySchema>;

/** /admin/users: search by name, username, e-mail or phone, and the three filters of the panel. */
export const adminUserQuerySchema = z
  .object({
    ...pagingFields,
    q: search.optional(),
    active: flag.optional(),
    admin: flag.optional(),
    unverified: flag.optional(),
    ...sortFields(ADMIN_USER_SORTS, 'id', 'asc'),
  })
  .transform(pageOf(ADMIN_LIST_LIMIT_MAX, ADMIN_LIST_LIMIT_MAX));
export type AdminUserQuery = z.output<typeof adminUserQuerySchema>;

/** /admin/needy: search by name, surname or city. */
export const adminNeedyQuerySchema = z
  .object({ ...pagingFields, q: search.optional(), ...sortFields(ADMIN_NEEDY_SORTS, 'surname', 'asc') })
  .transform(pageOf(ADMIN_LIST_LIMIT_MAX, ADMIN_LIST_LIMIT_MAX));
export type AdminNeedyQuery = z.output<typeof adminNeedyQuerySchema>;

export { TOTAL_COUNT_HEADER };
