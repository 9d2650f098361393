import { describe, expect, it } from 'vitest';
import { changedFields } from './changes.js';

describe('what an edit changed', () => {
  it('when one field changes, then only that field is kept, before and after', () => {
    expect(changedFields({ title: 'A', status: 'draft', promoted: false }, { title: 'A', status: 'active', promoted: false })).toEqual({
      before: { status: 'draft' },
      after: { status: 'active' },
    });
  });

  it('when nothing changes, then both sides are empty', () => {
    expect(changedFields({ title: 'A' }, { title: 'A' })).toEqual({ before: {}, after: {} });
  });
});
