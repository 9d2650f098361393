// What the API answers about fundraisers and beneficiaries (spec §3): snake_case, money in zł numbers.
import { z } from './zod.js';
import { CHARITY_STATUSES } from './charity.js';

const moment = z.iso.datetime();
const zl = z.number();

/** The beneficiary as everyone sees them. */
export const needySchema = z.object({ id: z.int(), name: z.string(), surname: z.string(), city: z.string() });

/** What only the foundation keeps about a beneficiary: contact and notes. */
export const adminNeedySchema = needySchema.extend({ contact: z.string(), notes: z.string() });

/** The card of spec §3. A fundraiser without needy is never shown as a card. */
export const charityCardSchema = z.object({
  id: z.int(),
  url: z.string(),
  title: z.string(),
  name: z.string(),
  target: z.string(),
  target_amount: zl,
  collected_amount: zl,
  image: z.string().nullable(),
  short_description: z.string(),
  needy: needySchema.nullable(),
});

/** A fundraiser's page: the card's fields and what the view adds. */
export const charityDetailsSchema = charityCardSchema.extend({
  description: z.string(),
  status: z.enum(CHARITY_STATUSES),
  promoted: z.boolean(),
  published_at: moment.nullable(),
});

/** What only the foundation and the owner see: the beneficiary's contact and notes, the owner, the ordering. */
export const adminCharityViewSchema = charityDetailsSchema.extend({
  needy: adminNeedySchema.nullable(),
  owner_id: z.int().nullable(),
  promoted_order: z.int().nullable(),
  created_at: moment,
  updated_at: moment,
});

/** An owner's fundraiser in the account's list: the card and where it stands. */
export const ownCharitySchema = charityCardSchema.extend({ status: z.enum(CHARITY_STATUSES) });

export const countSchema = z.object({ count: z.int() });

export const statisticsSchema = z.object({
  /** Fundraisers the foundation has run: active and completed ones. */
  fundraisers: z.int(),
  /** Everything collected, in zł. */
  collected_amount: zl,
  wheelchairs: z.int(),
});
