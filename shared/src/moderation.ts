import type { CharityStatus } from './schemas/charity.js';

// What the foundation's moderators do with a fundraiser, as steps of its lifecycle.
export const MODERATION_ACTIONS = ['approve', 'reject', 'request_changes', 'complete', 'close', 'reopen'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

interface ModerationStep {
  label: string;
  from: readonly CharityStatus[];
  to: CharityStatus;
  /** The owner is told why: a reason for a rejection, what to change for a request. */
  needsNote: boolean;
  /** A step that cannot be undone by one click asks for confirmation in the panel. */
  destructive: boolean;
}

export const MODERATION: Record<ModerationAction, ModerationStep> = {
  approve: { label: 'Zatwierdź', from: ['submitted', 'draft'], to: 'active', needsNote: false, destructive: false },
  reject: { label: 'Odrzuć', from: ['submitted'], to: 'rejected', needsNote: true, destructive: true },
  request_changes: { label: 'Poproś o poprawki', from: ['submitted'], to: 'draft', needsNote: true, destructive: false },
  complete: { label: 'Zakończ', from: ['active'], to: 'completed', needsNote: false, destructive: true },
  close: { label: 'Zamknij', from: ['draft', 'submitted', 'active', 'completed'], to: 'closed', needsNote: false, destructive: true },
  reopen: { label: 'Wznów', from: ['completed', 'closed'], to: 'active', needsNote: false, destructive: false },
};

/** The steps a moderator may take from this status, in the order the panel shows them. */
export const moderationActionsFor = (status: CharityStatus): ModerationAction[] =>
  MODERATION_ACTIONS.filter((action) => MODERATION[action].from.includes(status));

export const MODERATION_NOTE_MIN = 10;
export const MODERATION_NOTE_MAX = 2000;
/** The home banner shows at most this many promoted fundraisers. */
export const BANNER_MAX = 20;
