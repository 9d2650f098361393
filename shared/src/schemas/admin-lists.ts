// The panel's tables: search, filters and sorting, on the one paging of every list (paging.ts).
import { z } from './zod.js';
import { ADMIN_LIST_LIMIT_MAX, CHARITY_PAGE_SIZE_DEFAULT, CHARITY_PAGE_SIZE_MAX } from '../constants.js';
import { API_MESSAGES, CHARITY_MESSAGES as M } from '../messages.js';
import { CHARITY_STATUSES } from './charity.js';
import { digits } from './numbers.js';
import { textField } from './text.js';
import { pagingFields, toPage } from './paging.js';

const flag = z.enum(['true', 'false'], { error: API_MESSAGES.validation }).transform((value) => value === 'true');
const id = digits(API_MESSAGES.validation, 1);
const search = textField({ error: M.searchTooShort, max: 200 });

export const ADMIN_CHARITY_SORTS = ['created_at', 'updated_at', 'title', 'status', 'target_amount', 'collected_amount', 'promoted_order'] as const;
export type AdminCharitySort = (typeof ADMIN_CHARITY_SORTS)[number];

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
    sort: z.enum(ADMIN_CHARITY_SORTS, { error: API_MESSAGES.validation }).default('created_at'),
    dir: z.enum(['asc', 'desc'], { error: API_MESSAGES.validation }).default('desc'),
  })
  .transform(pageOf(CHARITY_PAGE_SIZE_DEFAULT, CHARITY_PAGE_SIZE_MAX));
export type AdminCharityQuery = z.output<typeof adminCharityQuerySchema>;

/** /admin/users: search by name, username, e-mail or phone, and the three filters of the panel. */
export const adminUserQuerySchema = z
  .object({ ...pagingFields, q: search.optional(), active: flag.optional(), admin: flag.optional(), unverified: flag.optional() })
  .transform(pageOf(ADMIN_LIST_LIMIT_MAX, ADMIN_LIST_LIMIT_MAX));
export type AdminUserQuery = z.output<typeof adminUserQuerySchema>;

/** /admin/needy: search by name, surname or city. */
export const adminNeedyQuerySchema = z.object({ ...pagingFields, q: search.optional() }).transform(pageOf(ADMIN_LIST_LIMIT_MAX, ADMIN_LIST_LIMIT_MAX));
export type AdminNeedyQuery = z.output<typeof adminNeedyQuerySchema>;

/** Every admin list answers a page of rows and says how many there are in all in this header. */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';
