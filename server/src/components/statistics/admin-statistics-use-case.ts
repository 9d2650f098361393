import { MONTHLY_CHARITIES, type AdminStatistics, type StatisticsQuery } from '@zlota/shared/schemas/statistics';
import { warsawDay, warsawDayEnd, warsawDayStart } from '@zlota/shared/warsaw-days';
import type { Deps } from '../../deps.js';
import { findCharitiesByIds } from '../charities/admin-charities-repository.js';
import { paidBy, paidPerHour, paidSummary, startedAndPaid, topCharities, type PaidSummary } from '../payments/payment-statistics-repository.js';
import { ledgerPerCharity, ledgerPerDay, ledgerTotal } from '../ledger/ledger-repository.js';
import { refundedBy } from '../payments/refund-statistics-repository.js';
import { monthlyAmounts } from '../recurring/recurring-repository.js';
import { calendarBuckets, previousPeriod } from './calendar-buckets.js';
import { netShares } from './net-money.js';

export const TOP_CHARITIES = 10;

const summary = (paid: PaidSummary, amount: number) => ({
  amount_grosze: amount,
  count: paid.count,
  unique_donors: paid.uniqueDonors,
  unidentified_donations: paid.unidentified,
});

/**
 * The panel's statistics for whole Warsaw days `from`..`to`: money is counted as the ledger counts it (issue 35
 * item 4), and so as the fundraisers' collected amounts: a payment on the day it was paid, a manual donation on the
 * day it arrived, a refund off the day it was confirmed, a void off the day it was voided. The donations' counts,
 * donors and conversion are the payments' that stand (paid, refunded later or not; never a voided one), SQL counting
 * per UTC hour and each hour joining its Warsaw day's bucket here, so buckets follow Polish midnights across DST.
 * Providers and methods, which the ledger does not know, are the payments less their refunds (net-money.ts).
 */
export async function adminStatistics(deps: Deps, query: StatisticsQuery): Promise<AdminStatistics> {
  // Reads only: on SQLite the reader's connections (SQLITE_READERS) take them beside the writer.
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
  const [days, totalBefore, refundedByProvider, refundedByMethod, byCharity, monthly] = await Promise.all([
    ledgerPerDay(db, query.from, query.to),
    ledgerTotal(db, previous.from, previous.to),
    refundedBy(db, 'provider', start, end),
    refundedBy(db, 'method', start, end),
    ledgerPerCharity(db, query.from, query.to),
    monthlyAmounts(db, MONTHLY_CHARITIES),
  ]);
  const total = [...days.values()].reduce((sum, amount) => sum + amount, 0);
  const counts = new Map(collectedBy.map((c) => [c.charityId, c.count]));
  const top = netShares([...byCharity].map(([key, amount]) => ({ key, amount, count: counts.get(key) ?? 0 })), new Map()).slice(0, TOP_CHARITIES);
  const charities = new Map((await findCharitiesByIds(db, [...top.map((t) => t.key), ...monthly.byCharity.map((m) => m.charityId)])).map((c) => [c.id, c]));

  const { buckets, bucketOfDay } = calendarBuckets(query.from, query.to, query.group);
  const sums = buckets.map(() => ({ amount: 0, count: 0 }));
  for (const hour of hours) sums[bucketOfDay.get(warsawDay(hour.hour))!]!.count += hour.count;
  for (const [day, amount] of days) sums[bucketOfDay.get(day)!]!.amount += amount;

  let running = 0;
  return {
    period: { from: query.from, to: query.to, group: query.group, previous_from: previous.from, previous_to: previous.to },
    current: summary(current, total),
    previous: summary(before, totalBefore),
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
    monthly: {
      count: monthly.total.count,
      amount_grosze: monthly.total.amount,
      by_charity: monthly.byCharity.map((m) => ({ id: m.charityId, title: charities.get(m.charityId)?.title ?? '', url: charities.get(m.charityId)?.url ?? '', amount_grosze: m.amount, count: m.count })),
    },
  };
}
