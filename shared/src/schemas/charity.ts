import { z } from './zod.js';
import { AMOUNT_TEXT_MAX_LENGTH, CHARITY_TITLE_MAX_LENGTH, EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, NAME_MIN_LENGTH, SEARCH_MIN_LENGTH } from '../constants.js';
import { CHARITY_MESSAGES as M } from '../messages.js';
import { parseAmountToGrosze } from '../money.js';
import type { DeclarationKey } from '../declarations.js';
import { textField, type TextKind } from './text.js';

export const CHARITY_STATUSES = ['draft', 'submitted', 'active', 'completed', 'closed', 'rejected'] as const;
export type CharityStatus = (typeof CHARITY_STATUSES)[number];

export const CHARITY_STATUS_LABELS: Record<CharityStatus, string> = {
  draft: 'Szkic',
  submitted: 'Czeka na akceptację',
  active: 'Aktywna',
  completed: 'Zakończona',
  closed: 'Zamknięta',
  rejected: 'Odrzucona',
};

/** The lifecycle: which status may follow which, when the foundation decides. */
export const CHARITY_TRANSITIONS: Record<CharityStatus, readonly CharityStatus[]> = {
  draft: ['submitted', 'active', 'closed'],
  submitted: ['draft', 'active', 'rejected', 'closed'],
  active: ['completed', 'closed'],
  completed: ['active', 'closed'],
  closed: ['active'],
  // A rejected fundraiser stays private; the foundation may give it back to its owner as a draft.
  rejected: ['draft'],
};

export const TARGET_AMOUNT_MIN_GROSZE = 100;
export const TARGET_AMOUNT_MAX_GROSZE = 1_000_000_000;

const text = (min: number, max: number, error: string, kind: TextKind = {}) => textField({ error, min, max, ...kind });

/** Accepts `12500`, `"12 500,00"` or `"12500.5"`; yields grosze, exactly. */
export const amountInGrosze = (error: string, min: number, max: number) =>
  z
    .union([z.string().max(AMOUNT_TEXT_MAX_LENGTH, { error }), z.number()], { error })
    .transform((value, ctx) => {
      const grosze = parseAmountToGrosze(value);
      if (grosze === null || grosze < min || grosze > max) {
        ctx.addIssue({ code: 'custom', message: error });
        return z.NEVER;
      }
      return grosze;
    });

export const needyPublicFields = {
  name: text(NAME_MIN_LENGTH, NAME_MAX_LENGTH, M.needyName, { name: true }),
  surname: text(NAME_MIN_LENGTH, NAME_MAX_LENGTH, M.needySurname, { name: true }),
  city: text(2, 128, M.needyCity, { name: true }),
};

/** What a fundraiser's creator tells about the beneficiary. */
export const needyInputSchema = z.object(needyPublicFields);

/** What the foundation keeps about a beneficiary (admin only). */
export const needyAdminSchema = z.object({
  ...needyPublicFields,
  contact: text(0, 500, M.needyContact, { multiline: true }).default(''),
  notes: text(0, 5000, M.needyNotes, { multiline: true }).default(''),
});

export const charityFields = {
  title: text(3, CHARITY_TITLE_MAX_LENGTH, M.title, { name: true }),
  name: text(3, 200, M.name),
  target: text(3, 300, M.target),
  target_amount: amountInGrosze(M.targetAmount, TARGET_AMOUNT_MIN_GROSZE, TARGET_AMOUNT_MAX_GROSZE),
  short_description: text(10, 2000, M.shortDescription, { multiline: true }),
  description: text(0, 100_000, M.description, { multiline: true }).default(''),
};

/** The fundraiser's own words and target, without who it is for. */
export const charityContentSchema = z.object(charityFields);

const submitFlag = z.boolean().default(false);

const accepted = z.literal(true, { error: M.declaration });

/** The organiser's declarations (shared/declarations.ts): each must be accepted. */
export const organiserDeclarationsSchema = z.object(
  { adult: accepted, beneficiary_consent: accepted, health_data: accepted } satisfies Record<DeclarationKey, typeof accepted>,
  { error: M.declaration },
);

/** A registered user's own fundraiser with its beneficiary and the organiser's declarations: a draft, or submitted for review. */
export const userCharitySchema = z.object({ ...charityFields, needy: needyInputSchema, declarations: organiserDeclarationsSchema, submit: submitFlag });
export type UserCharityInput = z.infer<typeof userCharitySchema>;

/** An owner's change: any of the fields, and the choice to submit a draft for review. */
export const userCharityUpdateSchema = z
  .object({ ...charityFields, needy: needyInputSchema })
  .partial()
  .extend({ submit: submitFlag });

const adminOnlyFields = {
  status: z.enum(CHARITY_STATUSES, { error: M.status }),
  promoted: z.boolean(),
  promoted_order: z.number({ error: M.promotedOrder }).int({ error: M.promotedOrder }).min(0, { error: M.promotedOrder }).max(1000, { error: M.promotedOrder }).nullable(),
  needy_id: z.number({ error: M.needyRequired }).int().positive({ error: M.needyRequired }),
  /** Who runs the fundraiser, by their account's e-mail; an empty text leaves it with the foundation. */
  owner_email: z.string({ error: M.ownerEmail }).trim().toLowerCase().max(EMAIL_MAX_LENGTH, { error: M.ownerEmail }).pipe(z.union([z.literal(''), z.email({ error: M.ownerEmail })])),
};

/** The foundation creates a fundraiser for an existing beneficiary. */
export const adminCharitySchema = z.object({
  ...charityFields,
  needy_id: adminOnlyFields.needy_id,
  status: adminOnlyFields.status.default('active'),
  promoted: adminOnlyFields.promoted.default(false),
  promoted_order: adminOnlyFields.promoted_order.default(null),
  owner_email: adminOnlyFields.owner_email.optional(),
});

/** The foundation creates a fundraiser and its beneficiary together (charity/with-needy). */
export const adminCharityWithNeedySchema = adminCharitySchema.omit({ needy_id: true }).extend({ needy: needyAdminSchema });

export const adminCharityUpdateSchema = z.object({ ...charityFields, ...adminOnlyFields }).partial();

export const searchTermSchema = z.object({
  term: text(SEARCH_MIN_LENGTH, 200, M.searchTooShort),
});
