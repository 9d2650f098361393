import { describe, expect, it } from 'vitest';
import { API_MESSAGES, CHARITY_MESSAGES } from '../messages.js';
import { adminUserQuerySchema } from './admin-lists.js';
import { charityPagingSchema, paymentsPagingSchema } from './paging.js';

describe('one paging for every list', () => {
  it("when the catalog's page and size come, then they become a limit and an offset", () => {
    expect(charityPagingSchema.parse({})).toEqual({ limit: 3, offset: 0 });
    expect(charityPagingSchema.parse({ page: '3', size: '4' })).toEqual({ limit: 4, offset: 8 });
    expect(charityPagingSchema.parse({ page: '3', size: '4', offset: '1' })).toEqual({ limit: 4, offset: 1 });
  });

  it("when the admin's limit and offset come, then they are kept, with the list's own default", () => {
    expect(paymentsPagingSchema.parse({})).toEqual({ limit: 100, offset: 0 });
    expect(paymentsPagingSchema.parse({ limit: '3', offset: '7' })).toEqual({ limit: 3, offset: 7 });
    expect(adminUserQuerySchema.parse({})).toEqual({ limit: 1000, offset: 0, sort: 'id', order: 'asc' });
    expect(adminUserQuerySchema.parse({ q: 'anna', page: '2', size: '25' })).toEqual({ q: 'anna', limit: 25, offset: 25, sort: 'id', order: 'asc' });
  });

  it('when a size is over the cap, then it is cut to the cap, never an error', () => {
    expect(charityPagingSchema.parse({ size: '10000' }).limit).toBe(50);
    expect(paymentsPagingSchema.parse({ limit: '10000' }).limit).toBe(500);
  });

  it.each([
    [{ page: '0' }, 'page', CHARITY_MESSAGES.page],
    [{ size: 'abc' }, 'size', CHARITY_MESSAGES.size],
    [{ limit: '0' }, 'limit', API_MESSAGES.pageLimit],
    [{ offset: '-1' }, 'offset', CHARITY_MESSAGES.offset],
  ])('when given %o, then %s is refused with its message', (query, field, message) => {
    expect(charityPagingSchema.safeParse(query).error?.issues).toEqual([expect.objectContaining({ path: [field], message })]);
  });
});
