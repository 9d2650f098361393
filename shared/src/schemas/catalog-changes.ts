// Issue 39: the offline catalog's delta feed, `GET /api/catalog/changes?since=<cursor>`.
import { z } from './zod.js';
import { charityDetailsSchema } from './charity-views.js';
import { charityUpdateSchema } from './updates.js';
import { supporterSchema } from './payment-views.js';
import { publicLedgerSchema } from './expenses.js';

/** Fundraisers in one page of the feed: about 150 KB of JSON at the demo's sizes. */
export const CATALOG_CHANGES_PAGE = 50;

/**
 * Where a device's copy of the catalog stands: opaque to the web (`version` or `version.id`), given by the last page.
 * Absent: everything listed now.
 */
export const catalogCursorSchema = z.string().max(26).regex(/^\d{1,15}(\.\d{1,10})?$/);

export const catalogChangesQuerySchema = z.object({ since: catalogCursorSchema.optional() });

/** The supporters a fundraiser's page shows first (the newest SUPPORTERS_SHOWN) and how many it has in all. */
export const supportersSeenSchema = z.object({ items: z.array(supporterSchema), total: z.int() });

/**
 * A listed fundraiser as its page shows it offline: the card, the description, the updates, the supporters seen and
 * "Rozliczenie zbiórki". A donation, a refund, a paid or published expense each change the fundraiser, so it comes again.
 */
export const catalogEntrySchema = charityDetailsSchema.extend({
  updates: z.array(charityUpdateSchema),
  supporters: supportersSeenSchema,
  ledger: publicLedgerSchema,
});

export const catalogChangesSchema = z.object({
  /** Listed fundraisers that appeared or changed since the cursor, oldest change first. */
  charities: z.array(catalogEntrySchema),
  /** Fundraisers no longer listed (finished, hidden, deleted): the device forgets them. */
  ended: z.array(z.int()),
  /** Pass it as `since` for the next page, or on the next visit. */
  cursor: catalogCursorSchema,
  /** Another page follows at once. */
  more: z.boolean(),
});

export type CatalogEntry = z.output<typeof catalogEntrySchema>;
export type CatalogChanges = z.output<typeof catalogChangesSchema>;
