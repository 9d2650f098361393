// What the API answers about fundraisers and beneficiaries (spec §3): snake_case, money in zł numbers.
import { z } from './zod.js';
import { CHARITY_STATUSES, charityFields, needyAdminSchema, needyPublicFields } from './charity.js';
import { REVISION_STATUSES } from '../revisions.js';
import { HTML_GROWTH, IMAGE_NAME_MAX_LENGTH, NAME_MAX_LENGTH } from '../constants.js';
import { MODERATION_NOTE_MAX } from '../moderation.js';
import { charityTitle, charityUrl, emailText, moment, textOf } from './bounded.js';
import { TRANSFER_CODE_MAX } from '../transfer-code.js';

const zl = z.number();

/** A text of an answer bounded as its input field is. */
const asInput = (field: z.ZodString) => textOf(field.maxLength ?? 0);

/** The beneficiary as everyone sees them. */
export const needySchema = z.object({
  id: z.int(),
  name: asInput(needyPublicFields.name),
  surname: asInput(needyPublicFields.surname),
  city: asInput(needyPublicFields.city),
});

/** What only the foundation keeps about a beneficiary: contact and notes. */
export const adminNeedySchema = needySchema.extend({
  contact: asInput(needyAdminSchema.shape.contact.unwrap()),
  notes: asInput(needyAdminSchema.shape.notes.unwrap()),
});

/** A picture's stored name. */
const image = textOf(IMAGE_NAME_MAX_LENGTH);
/** The foundation's word on a fundraiser or a version of it. */
const reviewNote = textOf(MODERATION_NOTE_MAX);
/** The description as answered: sanitised HTML of the text sent, each character escaped at worst. */
const description = textOf((charityFields.description.unwrap().maxLength ?? 0) * HTML_GROWTH);

/** The card of spec §3. A fundraiser without needy is never shown as a card. */
export const charityCardSchema = z.object({
  id: z.int(),
  url: charityUrl,
  title: charityTitle,
  name: asInput(charityFields.name),
  target: asInput(charityFields.target),
  target_amount: zl,
  collected_amount: zl,
  image: image.nullable(),
  short_description: asInput(charityFields.short_description),
  needy: needySchema.nullable(),
});

/** A fundraiser's page: the card's fields and what the view adds. */
export const charityDetailsSchema = charityCardSchema.extend({
  description,
  status: z.enum(CHARITY_STATUSES),
  promoted: z.boolean(),
  published_at: moment.nullable(),
  /** What a donor writes in a plain transfer's title (issue 34): `ZR` and the id, `ZR131`. */
  transfer_code: textOf(TRANSFER_CODE_MAX),
  /** Issue 40 item 6: how many people give to it every month (its active monthly schedules); in its public answer. */
  monthly_supporters: z.int().min(0).optional(),
});

/** Who runs a fundraiser, as the foundation's panel shows them. */
export const charityOwnerSchema = z.object({ id: z.int(), name: textOf(NAME_MAX_LENGTH), surname: textOf(NAME_MAX_LENGTH), email: emailText });

/**
 * What the foundation and the owner see: the owner, the ordering, the last review. The beneficiary's contact and
 * notes are not here: they are read one person at a time (needy/{id}), and each reading is audited.
 */
export const adminCharityViewSchema = charityDetailsSchema.extend({
  owner_id: z.int().nullable(),
  owner: charityOwnerSchema.nullable(),
  promoted_order: z.int().nullable(),
  review_note: reviewNote.nullable(),
  reviewed_at: moment.nullable(),
  created_at: moment,
  updated_at: moment,
});

/** An owner's fundraiser in the account's list: the card, where it stands and the foundation's last word on it. */
export const ownCharitySchema = charityCardSchema.extend({ status: z.enum(CHARITY_STATUSES), review_note: reviewNote.nullable() });

/** A beneficiary in the foundation's list: no private fields, and how many fundraisers they have. */
export const listedNeedySchema = needySchema.extend({ charities: z.int() });

/** One beneficiary's admin page: the private fields (each reading audited) and their fundraisers. */
export const needyDetailsSchema = adminNeedySchema.extend({
  charities: z.array(z.object({ id: z.int(), url: charityUrl, title: charityTitle, status: z.enum(CHARITY_STATUSES) })),
});

/** One version of a published fundraiser's description and picture, and the foundation's word on it. */
export const charityRevisionSchema = z.object({
  id: z.int(),
  status: z.enum(REVISION_STATUSES),
  description,
  image: image.nullable(),
  created_at: moment,
  reviewed_at: moment.nullable(),
  review_note: reviewNote.nullable(),
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
