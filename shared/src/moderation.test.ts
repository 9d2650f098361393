import { describe, expect, it } from 'vitest';
import { MODERATION, MODERATION_ACTIONS, moderationActionsFor } from './moderation.js';
import { CHARITY_TRANSITIONS } from './schemas/charity.js';

describe('moderation steps', () => {
  it('when a fundraiser waits for review, then it can be approved, rejected, sent back or closed', () => {
    expect(moderationActionsFor('submitted')).toEqual(['approve', 'reject', 'request_changes', 'close']);
  });

  it('when a fundraiser is rejected, then no moderation step applies any more', () => {
    expect(moderationActionsFor('rejected')).toEqual([]);
  });

  it('every step follows the lifecycle table', () => {
    for (const action of MODERATION_ACTIONS) {
      const step = MODERATION[action];
      for (const from of step.from) expect(CHARITY_TRANSITIONS[from], `${action} from ${from}`).toContain(step.to);
    }
  });

  it('a rejection and a request for changes always tell the owner why', () => {
    expect(MODERATION.reject.needsNote).toBe(true);
    expect(MODERATION.request_changes.needsNote).toBe(true);
  });
});
