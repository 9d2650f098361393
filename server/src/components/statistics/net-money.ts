// The statistics' money is what arrived less what went back: a payment counts on the day it was paid, its refunds
// come off on the days the operator confirmed them, so the figures add up to the fundraisers' collected amounts.

export interface NetShare<K> {
  key: K;
  amount: number;
  count: number;
}

/**
 * Each key's paid money less its refunds in the same period (a key with refunds only appears with no donations),
 * the largest first; ties keep the order they came in, and numeric keys (fundraisers) go the smaller first.
 */
export function netShares<K extends string | number | null>(paid: NetShare<K>[], refunded: Map<K, number>): NetShare<K>[] {
  const shares = new Map<K, NetShare<K>>(paid.map((share) => [share.key, { ...share }]));
  for (const [key, amount] of refunded) {
    const share = shares.get(key) ?? shares.set(key, { key, amount: 0, count: 0 }).get(key)!;
    share.amount -= amount;
  }
  const byKey = (a: K, b: K) => (typeof a === 'number' && typeof b === 'number' ? a - b : 0);
  return [...shares.values()].sort((a, b) => b.amount - a.amount || byKey(a.key, b.key));
}
