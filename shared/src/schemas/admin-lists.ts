import { z } from './zod.js';
import { API_MESSAGES, CHARITY_MESSAGES as M } from '../messages.js';
import { CHARITY_STATUSES } from './charity.js';

export const ADMIN_PAGE_SIZE = 25;
export const ADMIN_PAGE_SIZE_MAX = 100;

const whole = (min: number) => z.coerce.number({ error: M.page }).int({ error: M.page }).min(min, { error: M.page });

/** Paging of the panel's tables: page from 1, 25 rows unless asked (at most 100), or an explicit offset. */
export const adminPageSchema = z.object({
  page: whole(1).default(1),
  size: whole(1).default(ADMIN_PAGE_SIZE).transform((size) => Math.min(size, ADMIN_PAGE_SIZE_MAX)),
  offset: whole(0).optional(),
});

const flag = z.enum(['true', 'false'], { error: API_MESSAGES.validation }).transform((value) => value === 'true');
const id = z.coerce.number({ error: API_MESSAGES.validation }).int({ error: API_MESSAGES.validation }).positive({ error: API_MESSAGES.validation });
const search = z.string().trim().max(200, { error: M.searchTooShort });
const direction = z.enum(['asc', 'desc'], { error: API_MESSAGES.validation }).default('desc');

export const ADMIN_CHARITY_SORTS = ['created_at', 'updated_at', 'title', 'status', 'target_amount', 'collected_amount', 'promoted_order'] as const;
export type AdminCharitySort = (typeof ADMIN_CHARITY_SORTS)[number];

/** /admin/charity/all: search, filters, sorting and paging, all of them kept in the page's URL. */
export const adminCharityQuerySchema = adminPageSchema.extend({
  q: search.optional(),
  status: z.enum(CHARITY_STATUSES, { error: M.status }).optional(),
  owner_id: id.optional(),
  promoted: flag.optional(),
  sort: z.enum(ADMIN_CHARITY_SORTS, { error: API_MESSAGES.validation }).default('created_at'),
  dir: direction,
});
export type AdminCharityQuery = z.output<typeof adminCharityQuerySchema>;

/** /admin/users: search by name, username, e-mail or phone, and the three filters of the panel. */
export const adminUserQuerySchema = adminPageSchema.extend({
  q: search.optional(),
  active: flag.optional(),
  admin: flag.optional(),
  unverified: flag.optional(),
});
export type AdminUserQuery = z.output<typeof adminUserQuerySchema>;

/** /admin/needy: search by name, surname or city. */
export const adminNeedyQuerySchema = adminPageSchema.extend({ q: search.optional() });
export type AdminNeedyQuery = z.output<typeof adminNeedyQuerySchema>;

/** Every admin list answers a page of rows and says how many there are in all in this header. */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';

export const offsetOf = (query: { page: number; size: number; offset?: number | undefined }) => query.offset ?? (query.page - 1) * query.size;
