// The admin's payment filters, one schema for the list, its count and the CSV export, kept in the page's URL:
// `?status=paid&provider=manual&charity_id=7&from=2026-11-01&to=2026-11-30&amount_min=12,50&amount_max=100&q=anna@`.
import { z } from './zod.js';
import { sortFields, type SortOrder } from './admin-lists.js';
import { DAY_LENGTH, PAYMENTS_LIMIT_DEFAULT, PAYMENTS_LIMIT_MAX } from '../constants.js';
import { ADMIN_PAYMENT_MESSAGES as M } from '../messages.js';
import { amountInGrosze } from './charity.js';
import { digits } from './numbers.js';
import { pagingFields, toPage, type Page } from './paging.js';
import { PAYMENT_STATUSES, PROVIDERS } from './payment-views.js';
import { textField } from './text.js';

/** Who took the money: an online provider, or `manual` for a transfer or cash the foundation recorded. */
export const PAYMENT_SOURCES = [...PROVIDERS, 'manual'] as const;

/** A whole calendar day, `YYYY-MM-DD`, that exists (no 31 February); a Polish day (shared/warsaw-days.ts). */
const day = z
  .string({ error: M.date })
  .max(DAY_LENGTH, { error: M.date })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: M.date })
  .refine((text) => {
    const midnight = new Date(`${text}T00:00:00Z`);
    return !Number.isNaN(midnight.getTime()) && midnight.toISOString().startsWith(text);
  }, { error: M.date });

/** zł as the URL carries it, `12,50` or `12.50`, read exactly into grosze. */
const amount = amountInGrosze(M.amount, 0, Number.MAX_SAFE_INTEGER);

export const paymentFilterFields = {
  status: z.enum(PAYMENT_STATUSES, { error: M.status }).optional(),
  provider: z.enum(PAYMENT_SOURCES, { error: M.provider }).optional(),
  charity_id: digits(M.charity, 1).optional(),
  from: day.optional(),
  to: day.optional(),
  amount_min: amount.optional(),
  amount_max: amount.optional(),
  /** A guid, a donor's name or e-mail, the provider's or the bank's reference, or a part of one. */
  q: textField({ error: M.search, max: 200 }).optional(),
};

export type PaymentFilters = z.output<z.ZodObject<typeof paymentFilterFields>>;

/** The filters alone: `payments/count` and `payments/export.csv`. */
export const paymentFiltersSchema = z.object(paymentFilterFields);

/** /admin/payments: by the moment it was made (the default, newest first), the amount, the state or the operator. */
export const PAYMENT_SORTS = ['created_at', 'amount', 'status', 'provider'] as const;
export type PaymentSort = (typeof PAYMENT_SORTS)[number];

/** `payments?limit&offset&sort&order` and the filters: a page of the filtered payments, newest first unless sorted otherwise. */
export const paymentListQuerySchema = z
  .object({ ...pagingFields, ...paymentFilterFields, ...sortFields(PAYMENT_SORTS, 'created_at', 'desc') })
  .transform(({ page, size, limit, offset, sort, order, ...filters }): { page: Page; filters: PaymentFilters; sort: PaymentSort; order: SortOrder } => ({
    page: toPage(PAYMENTS_LIMIT_DEFAULT, PAYMENTS_LIMIT_MAX)({ page, size, limit, offset }),
    filters,
    sort,
    order,
  }));

/** The filter names, as the web keeps them in its URL and passes them on. */
export const PAYMENT_FILTER_NAMES = Object.keys(paymentFilterFields) as (keyof typeof paymentFilterFields)[];
