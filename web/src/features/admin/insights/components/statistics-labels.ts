import { paymentMethodLabel } from '@zlota/shared/payment-labels';
import type { AdminStatistics, StatisticsGroup } from '@zlota/shared/schemas/statistics';

// How the statistics name their buckets, providers and methods, in Polish.

type Bucket = AdminStatistics['buckets'][number];

const DAY = new Intl.DateTimeFormat('pl-PL', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });
const SHORT_DAY = new Intl.DateTimeFormat('pl-PL', { day: '2-digit', month: '2-digit', timeZone: 'UTC' });
const MONTH = new Intl.DateTimeFormat('pl-PL', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const date = (day: string) => new Date(`${day}T00:00:00Z`);

export const formatDay = (day: string) => DAY.format(date(day));

/** The chart's axis: "30.03", "tydz. 13", "mar 2025". */
export function shortBucketLabel(bucket: Bucket, group: StatisticsGroup): string {
  if (group === 'day') return SHORT_DAY.format(date(bucket.from));
  if (group === 'week') return `tydz. ${Number(bucket.key.slice(-2))}`;
  return MONTH.format(date(bucket.from));
}

/** The table's first column: "30.03.2025", "tydzień 13: 24.03.2025–30.03.2025", "marzec 2025". */
export function bucketLabel(bucket: Bucket, group: StatisticsGroup): string {
  if (group === 'day') return formatDay(bucket.from);
  if (group === 'week') return `tydzień ${Number(bucket.key.slice(-2))}: ${formatDay(bucket.from)}–${formatDay(bucket.to)}`;
  return MONTH.format(date(bucket.from));
}

const PROVIDERS: Record<string, string> = { sandbox: 'Sandbox (płatności testowe)', payu: 'PayU', przelewy24: 'Przelewy24', manual: 'Wpłaty ręczne' };

export const providerLabel = (provider: string) => PROVIDERS[provider] ?? provider;
export const methodLabel = (method: string | null) => paymentMethodLabel(method) ?? 'Nieznana';

export const GROUP_LABELS: Record<StatisticsGroup, string> = { day: 'Dni', week: 'Tygodnie', month: 'Miesiące' };
