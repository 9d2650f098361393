// What the API answers about fundraisers and beneficiaries (spec §3): snake_case, money in zł numbers.
import { z } from './zod.js';
import { CHARITY_STATUSES } from './charity.js';
import { REVISION_STATUSES } from '../revisions.js';

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

/** Who runs a fundraiser, as the foundation's panel shows them. */
export const charityOwnerSchema = z.object({ id: z.int(), name: z.string(), surname: z.string(), email: z.string() });

/**
 * What the foundation and the owner see: the owner, the ordering, the last review. The beneficiary's contact and
 * notes are not here: they are read one person at a time (needy/{id}), and each reading is audited.
 */
export const adminCharityViewSchema = charityDetailsSchema.extend({
  owner_id: z.int().nullable(),
  owner: charityOwnerSchema.nullable(),
  promoted_order: z.int().nullable(),
  review_note: z.string().nullable(),
  reviewed_at: moment.nullable(),
  created_at: moment,
  updated_at: moment,
});

/** An owner's fundraiser in the account's list: the card, where it stands and the foundation's last word on it. */
export const ownCharitySchema = charityCardSchema.extend({ status: z.enum(CHARITY_STATUSES), review_note: z.string().nullable() });

/** A beneficiary in the foundation's list: no private fields, and how many fundraisers they have. */
export const listedNeedySchema = needySchema.extend({ charities: z.int() });

/** One beneficiary's admin page: the private fields (each reading audited) and their fundraisers. */
export const needyDetailsSchema = adminNeedySchema.extend({
  charities: z.array(z.object({ id: z.int(), url: z.string(), title: z.string(), status: z.enum(CHARITY_STATUSES) })),
});

/** One version of a published fundraiser's description and picture, and the foundation's word on it. */
export const charityRevisionSchema = z.object({
  id: z.int(),
  status: z.enum(REVISION_STATUSES),
  description: z.string(),
  image: z.string().nullable(),
  created_at: moment,
  reviewed_at: moment.nullable(),
  review_note: z.string().nullable(),
  /** Approved by the foundation (published with it, reviewed, or written by it); the newest such is what an owner's edits are measured from. */
  approved: z.boolean(),
});

export const countSchema = z.object({ count: z.int() });

export const statisticsSchema = z.object({
  /** Fundraisers the foundation has run: active and completed ones. */
  fundraisers: z.int(),
  /** Everything collected, in zł. */
  collected_amount: zl,
  wheelchairs: z.int(),
});
