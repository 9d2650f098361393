import { describe, expect, it } from 'vitest';
import { netShares } from './net-money.js';

describe('netShares', () => {
  it('when refunds come off the paid money, then a key with refunds only appears below zero with no donations, and the order follows the net amounts', () => {
    const paid = [{ key: 7, amount: 25_000, count: 1 }, { key: 3, amount: 8_000, count: 1 }, { key: 5, amount: 4_000, count: 1 }];

    const net = netShares(paid, new Map([[7, 10_000], [5, 4_000], [9, 2_500]]));

    expect(net).toEqual([
      { key: 7, amount: 15_000, count: 1 },
      { key: 3, amount: 8_000, count: 1 },
      { key: 5, amount: 0, count: 1 },
      { key: 9, amount: -2_500, count: 0 },
    ]);
    expect(paid[0]!.amount).toBe(25_000); // the paid shares are left as they were
  });

  it('when fundraisers tie, then the smaller id goes first; other keys keep the order they came in', () => {
    expect(netShares([{ key: 4, amount: 100, count: 1 }, { key: 2, amount: 200, count: 2 }], new Map([[2, 100]])).map((share) => share.key)).toEqual([2, 4]);
    expect(netShares([{ key: 'payu', amount: 100, count: 1 }, { key: null, amount: 100, count: 1 }], new Map()).map((share) => share.key)).toEqual(['payu', null]);
  });
});
