import { describe, expect, it } from 'vitest';
import { API_MESSAGES } from '../messages.js';
import { idNamedBy } from '../record-id.js';
import { adminCharityQuerySchema } from './admin-lists.js';
import { auditQuerySchema } from './audit.js';
import { donationSchema } from './donation.js';
import { bodyId, idParamSchema } from './numbers.js';
import { charityPagingSchema } from './paging.js';

const HOSTILE = ['0x10', '1E2', '1e2', '+5', ' 5', '5 ', '08', '0', '-1', '1.0', '2147483648', '99999999999999999999', '', '１６', 'Infinity', '5,0'];

describe('one rule for a number written as text', () => {
  it.each(HOSTILE)('when a path id is %j, then it names no record', (id) => {
    expect(idParamSchema.safeParse({ id }).error?.issues[0]?.message).toBe(API_MESSAGES.notFound);
    expect(idNamedBy(id)).toBeUndefined();
  });

  it('when a path id is plain digits up to 2^31 - 1, then it is that id', () => {
    expect(idParamSchema.parse({ id: '16' })).toEqual({ id: 16 });
    expect(idParamSchema.parse({ id: '2147483647' })).toEqual({ id: 2_147_483_647 });
    expect(idNamedBy('16')).toBe(16);
  });

  it.each(['0x10', '1e2', '+5', ' 5', '08', '1.0', '-0'])('when a query number is %j, then paging and filters refuse it', (value) => {
    expect(charityPagingSchema.safeParse({ page: value }).success).toBe(false);
    expect(charityPagingSchema.safeParse({ size: value }).success).toBe(false);
    expect(charityPagingSchema.safeParse({ offset: value }).success).toBe(false);
    expect(adminCharityQuerySchema.safeParse({ owner_id: value }).success).toBe(false);
    expect(auditQuerySchema.safeParse({ entity_id: value }).success).toBe(false);
  });

  it('when a query number is plain digits, then it is read; an offset of 0 is a number too', () => {
    expect(charityPagingSchema.parse({ page: '2', size: '10' })).toEqual({ limit: 10, offset: 10 });
    expect(charityPagingSchema.parse({ offset: '0' })).toEqual({ limit: 3, offset: 0 });
    expect(adminCharityQuerySchema.parse({ owner_id: '16' }).owner_id).toBe(16);
  });

  it('when a body id is a JSON integer or plain digits, then it is read; anything else is refused', () => {
    const id = bodyId('x');
    expect(id.parse(16)).toBe(16);
    expect(id.parse('16')).toBe(16);
    for (const bad of ['0x10', '1e1', 1.5, 0, -1, 2_147_483_648, '08']) expect(id.safeParse(bad).success, String(bad)).toBe(false);
    expect(donationSchema.shape.charity_id.safeParse('0x10').success).toBe(false);
  });
});
