import { ID_MAX } from '../record-id.js';
import { z } from './zod.js';
import { CHARITY_MESSAGES as M } from '../messages.js';
import { textField } from './text.js';
import { BANNER_MAX, MODERATION, MODERATION_ACTIONS, MODERATION_NOTE_MAX, MODERATION_NOTE_MIN } from '../moderation.js';

const note = textField({ error: M.moderationNote, min: MODERATION_NOTE_MIN, max: MODERATION_NOTE_MAX, multiline: true });

/** One moderation step; a rejection and a request for changes carry the note the owner reads. */
export const moderationSchema = z
  .object({
    action: z.enum(MODERATION_ACTIONS, { error: M.moderationAction }),
    note: note.optional(),
  })
  .superRefine((value, ctx) => {
    if (MODERATION[value.action].needsNote && !value.note) ctx.addIssue({ code: 'custom', path: ['note'], message: M.moderationNote });
  });
export type ModerationInput = z.output<typeof moderationSchema>;

export const REVISION_DECISIONS = ['approve', 'reject'] as const;

/** The foundation's word on a published fundraiser's waiting changes; a rejection carries the reason the owner reads. */
export const revisionReviewSchema = z
  .object({
    action: z.enum(REVISION_DECISIONS, { error: M.revisionAction }),
    note: textField({ error: M.revisionNote, min: MODERATION_NOTE_MIN, max: MODERATION_NOTE_MAX, multiline: true }).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.action === 'reject' && !value.note) ctx.addIssue({ code: 'custom', path: ['note'], message: M.revisionNote });
  });
export type RevisionReview = z.output<typeof revisionReviewSchema>;

/** The home banner in its order: the listed fundraisers are promoted, all others are not. */
export const bannerOrderSchema = z.object({
  ids: z
    .array(z.number({ error: M.bannerOrder }).int({ error: M.bannerOrder }).positive({ error: M.bannerOrder }).max(ID_MAX, { error: M.bannerOrder }), { error: M.bannerOrder })
    .max(BANNER_MAX, { error: M.bannerOrder })
    .refine((ids) => new Set(ids).size === ids.length, { error: M.bannerOrder }),
});

/** What staff do at once with the fundraisers chosen in the list: each as the single action would. */
export const CHARITY_BULK_ACTIONS = ['approve', 'close', 'unpromote'] as const;
export type CharityBulkAction = (typeof CHARITY_BULK_ACTIONS)[number];
/** The most fundraisers one bulk action takes. */
export const CHARITY_BULK_MAX = 200;

/** `POST admin/charities/bulk`: one action for the chosen fundraisers. */
export const charityBulkSchema = z.object({
  action: z.enum(CHARITY_BULK_ACTIONS, { error: M.bulkAction }),
  ids: z
    .array(z.int({ error: M.bulkIds }).positive({ error: M.bulkIds }).max(ID_MAX, { error: M.bulkIds }), { error: M.bulkIds })
    .min(1, { error: M.bulkIds })
    .max(CHARITY_BULK_MAX, { error: M.bulkIds })
    .refine((ids) => new Set(ids).size === ids.length, { error: M.bulkIds }),
});
export type CharityBulk = z.output<typeof charityBulkSchema>;

/** What a bulk action did: the fundraisers it changed and those it left, each with the reason in Polish. */
export const charityBulkResultSchema = z.object({
  done: z.array(z.int()),
  skipped: z.array(z.object({ id: z.int(), reason: z.string().max(500) })),
});
export type CharityBulkResult = z.infer<typeof charityBulkResultSchema>;
