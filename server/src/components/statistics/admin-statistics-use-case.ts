import type { AdminStatistics, StatisticsQuery } from '@zlota/shared/schemas/statistics';
import { warsawDay, warsawDayEnd, warsawDayStart } from '@zlota/shared/warsaw-days';
import type { Deps } from '../../deps.js';
import { findCharitiesByIds } from '../charities/admin-charities-repository.js';
import { paidBy, paidPerHour, paidSummary, startedAndPaid, topCharities, type PaidSummary } from '../payments/payment-statistics-repository.js';
import { refundedBy, refundedByCharity, refundedPerHour, refundedSum } from '../payments/refund-statistics-repository.js';
import { calendarBuckets, previousPeriod } from './calendar-buckets.js';
import { netShares } from './net-money.js';

export const TOP_CHARITIES = 10;

const summary = (paid: PaidSummary, refunded: number) => ({
  amount_grosze: paid.amount - refunded,
  count: paid.count,
  unique_donors: paid.uniqueDonors,
  unidentified_donations: paid.unidentified,
});

/**
 * The panel's statistics for whole Warsaw days `from`..`to`: money is counted as the fundraisers' collected amounts
 * count it: what was paid (by `paid_at`, refunded later or not; never a voided donation) less the refunds confirmed
 * in the period (by `confirmed_at`, net-money.ts). SQL sums both per UTC hour and each hour joins its Warsaw day's
 * bucket here, so buckets follow Polish midnights across DST.
 */
export async function adminStatistics(deps: Deps, query: StatisticsQuery): Promise<AdminStatistics> {
  // Reads only: on SQLite the reader's connections take them two at a time beside the writer.
  const db = deps.reader;
  const start = warsawDayStart(query.from);
  const end = warsawDayEnd(query.to);
  const previous = previousPeriod(query.from, query.to);

  // Independent reads, side by side: on PostgreSQL's pool, and on SQLite's reader connections.
  const [hours, current, before, providers, methods, collectedBy, conversion] = await Promise.all([
    paidPerHour(db, start, end),
    paidSummary(db, start, end),
    paidSummary(db, warsawDayStart(previous.from), start),
    paidBy(db, 'provider', start, end),
    paidBy(db, 'method', start, end),
    topCharities(db, start, end),
    startedAndPaid(db, start, end),
  ]);
  const [refundHours, refunded, refundedBefore, refundedByProvider, refundedByMethod, refundedFrom] = await Promise.all([
    refundedPerHour(db, start, end),
    refundedSum(db, start, end),
    refundedSum(db, warsawDayStart(previous.from), start),
    refundedBy(db, 'provider', start, end),
    refundedBy(db, 'method', start, end),
    refundedByCharity(db, start, end),
  ]);
  const top = netShares(collectedBy.map((c) => ({ key: c.charityId, amount: c.amount, count: c.count })), refundedFrom).slice(0, TOP_CHARITIES);
  const charities = new Map((await findCharitiesByIds(db, top.map((t) => t.key))).map((c) => [c.id, c]));

  const { buckets, bucketOfDay } = calendarBuckets(query.from, query.to, query.group);
  const sums = buckets.map(() => ({ amount: 0, count: 0 }));
  for (const hour of hours) {
    const sum = sums[bucketOfDay.get(warsawDay(hour.hour))!]!;
    sum.amount += hour.amount;
    sum.count += hour.count;
  }
  for (const hour of refundHours) sums[bucketOfDay.get(warsawDay(hour.hour))!]!.amount -= hour.amount;

  let running = 0;
  return {
    period: { from: query.from, to: query.to, group: query.group, previous_from: previous.from, previous_to: previous.to },
    current: summary(current, refunded),
    previous: summary(before, refundedBefore),
    buckets: buckets.map((bucket, i) => {
      running += sums[i]!.amount;
      return { ...bucket, amount_grosze: sums[i]!.amount, count: sums[i]!.count, running_total_grosze: running };
    }),
    by_provider: netShares(providers, refundedByProvider).map((p) => ({ provider: p.key ?? '', amount_grosze: p.amount, count: p.count })),
    by_method: netShares(methods, refundedByMethod).map((m) => ({ method: m.key, amount_grosze: m.amount, count: m.count })),
    top_charities: top.map((t) => {
      const charity = charities.get(t.key);
      return { id: t.key, title: charity?.title ?? '', url: charity?.url ?? '', amount_grosze: t.amount, count: t.count };
    }),
    conversion: { ...conversion, ratio: conversion.started === 0 ? null : conversion.paid / conversion.started },
  };
}
