import type { CharityStatus } from './schemas/charity.js';

/** Donations are taken, and the fundraiser is listed and found by search, only while it is active. */
export const takesDonations = (status: CharityStatus) => status === 'active';

/** The foundation has ended it: the goal was reached (completed) or it was closed. */
export const isFinished = (status: CharityStatus) => status === 'completed' || status === 'closed';

/**
 * Whose page anyone may open: an active fundraiser, and a finished one that was once published, so that every shared
 * link and bookmark keeps working. Drafts, fundraisers waiting for review, rejected ones and ones closed before they
 * were ever published stay private (their owner and the foundation still see them).
 */
export const hasPublicPage = (charity: { status: CharityStatus; published_at: unknown }) =>
  takesDonations(charity.status) || (isFinished(charity.status) && charity.published_at !== null);
