// One paging for every list: the catalog's `?page&size[&offset]` and the admin's `?limit&offset` both end as {limit, offset}.
import { z } from './zod.js';
import {
  CHARITY_PAGE_DEFAULT,
  CHARITY_PAGE_SIZE_DEFAULT,
  CHARITY_PAGE_SIZE_MAX,
  PAYMENTS_LIMIT_DEFAULT,
  PAYMENTS_LIMIT_MAX,
} from '../constants.js';
import { API_MESSAGES, CHARITY_MESSAGES as M } from '../messages.js';
import { digits } from './numbers.js';

/** Digits only, of any safe size: a size over the cap is cut to it, a page past the end is empty. */
const whole = (error: string, min: number) => digits(error, min, Number.MAX_SAFE_INTEGER);

export interface Page {
  limit: number;
  offset: number;
}

/** The query fields of a list; `size` and `limit` are two names of one thing, an explicit `offset` beats the page. */
export const pagingFields = {
  page: whole(M.page, 1).default(CHARITY_PAGE_DEFAULT),
  size: whole(M.size, 1).optional(),
  limit: whole(API_MESSAGES.pageLimit, 1).optional(),
  offset: whole(M.offset, 0).optional(),
};

type PagingInput = z.output<z.ZodObject<typeof pagingFields>>;

/** Reads the fields as one page; a size over `max` is cut to it, never an error. */
export const toPage =
  (defaultLimit: number, max: number) =>
  ({ page, size, limit, offset }: PagingInput): Page => {
    const count = Math.min(size ?? limit ?? defaultLimit, max);
    return { limit: count, offset: offset ?? (page - 1) * count };
  };

export const pagingSchema = (defaultLimit: number, max: number) => z.object(pagingFields).transform(toPage(defaultLimit, max));

/** The catalog's lists: a page of 3 by default (spec §9), at most 50. */
export const charityPagingSchema = pagingSchema(CHARITY_PAGE_SIZE_DEFAULT, CHARITY_PAGE_SIZE_MAX);
/** The admin's payments: 100 by default (spec §9). */
export const paymentsPagingSchema = pagingSchema(PAYMENTS_LIMIT_DEFAULT, PAYMENTS_LIMIT_MAX);
