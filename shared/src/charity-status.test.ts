import { describe, expect, it } from 'vitest';
import { hasPublicPage, isFinished, takesDonations } from './charity-status.js';

describe('what a fundraiser status allows', () => {
  it('keeps the page of an active fundraiser and of a finished one that was published', () => {
    expect(hasPublicPage({ status: 'active', published_at: 1 })).toBe(true);
    expect(hasPublicPage({ status: 'completed', published_at: 1 })).toBe(true);
    expect(hasPublicPage({ status: 'closed', published_at: '2026-01-01T00:00:00.000Z' })).toBe(true);
  });

  it('keeps drafts, fundraisers in review, rejected ones and ones closed before publishing private', () => {
    for (const status of ['draft', 'submitted', 'rejected'] as const) expect(hasPublicPage({ status, published_at: null }), status).toBe(false);
    expect(hasPublicPage({ status: 'rejected', published_at: 1 })).toBe(false);
    expect(hasPublicPage({ status: 'closed', published_at: null })).toBe(false);
  });

  it('takes donations only while active', () => {
    expect(takesDonations('active')).toBe(true);
    expect(takesDonations('completed')).toBe(false);
    expect(isFinished('completed') && isFinished('closed') && !isFinished('active')).toBe(true);
  });
});
