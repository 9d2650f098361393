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
    .array(z.number({ error: M.bannerOrder }).int({ error: M.bannerOrder }).positive({ error: M.bannerOrder }), { error: M.bannerOrder })
    .max(BANNER_MAX, { error: M.bannerOrder })
    .refine((ids) => new Set(ids).size === ids.length, { error: M.bannerOrder }),
});
