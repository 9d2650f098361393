import type { AdminStatistics, StatisticsQuery } from '@zlota/shared/schemas/statistics';
import { warsawDay, warsawDayEnd, warsawDayStart } from '@zlota/shared/warsaw-days';
import type { Deps } from '../../deps.js';
import { findCharitiesByIds } from '../charities/admin-charities-repository.js';
import { paidBy, paidPerHour, paidSummary, startedAndPaid, topCharities, type PaidSummary } from '../payments/payment-statistics-repository.js';
import { calendarBuckets, previousPeriod } from './calendar-buckets.js';

export const TOP_CHARITIES = 10;

const summary = (paid: PaidSummary) => ({
  amount_grosze: paid.amount,
  count: paid.count,
  unique_donors: paid.uniqueDonors,
  unidentified_donations: paid.unidentified,
});

/**
 * The panel's statistics for whole Warsaw days `from`..`to`: money is what was paid (status `paid`, by `paid_at`);
 * SQL sums it per UTC hour and each hour joins its Warsaw day's bucket here, so buckets follow Polish midnights across DST.
 */
export async function adminStatistics(deps: Deps, query: StatisticsQuery): Promise<AdminStatistics> {
  // Reads only: on SQLite the reader's connections take them two at a time beside the writer.
  const db = deps.reader;
  const start = warsawDayStart(query.from);
  const end = warsawDayEnd(query.to);
  const previous = previousPeriod(query.from, query.to);

  // Independent reads, side by side: on PostgreSQL's pool, and on SQLite's reader connections.
  const [hours, current, before, providers, methods, top, conversion] = await Promise.all([
    paidPerHour(db, start, end),
    paidSummary(db, start, end),
    paidSummary(db, warsawDayStart(previous.from), start),
    paidBy(db, 'provider', start, end),
    paidBy(db, 'method', start, end),
    topCharities(db, start, end, TOP_CHARITIES),
    startedAndPaid(db, start, end),
  ]);
  const charities = new Map((await findCharitiesByIds(db, top.map((t) => t.charityId))).map((c) => [c.id, c]));

  const { buckets, bucketOfDay } = calendarBuckets(query.from, query.to, query.group);
  const sums = buckets.map(() => ({ amount: 0, count: 0 }));
  for (const hour of hours) {
    const sum = sums[bucketOfDay.get(warsawDay(hour.hour))!]!;
    sum.amount += hour.amount;
    sum.count += hour.count;
  }

  let running = 0;
  return {
    period: { from: query.from, to: query.to, group: query.group, previous_from: previous.from, previous_to: previous.to },
    current: summary(current),
    previous: summary(before),
    buckets: buckets.map((bucket, i) => {
      running += sums[i]!.amount;
      return { ...bucket, amount_grosze: sums[i]!.amount, count: sums[i]!.count, running_total_grosze: running };
    }),
    by_provider: providers.map((p) => ({ provider: p.key ?? '', amount_grosze: p.amount, count: p.count })),
    by_method: methods.map((m) => ({ method: m.key, amount_grosze: m.amount, count: m.count })),
    top_charities: top.map((t) => {
      const charity = charities.get(t.charityId);
      return { id: t.charityId, title: charity?.title ?? '', url: charity?.url ?? '', amount_grosze: t.amount, count: t.count };
    }),
    conversion: { ...conversion, ratio: conversion.started === 0 ? null : conversion.paid / conversion.started },
  };
}
