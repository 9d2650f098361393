import type { Statistics } from '@zlota/shared/entities';
import { groupThousands } from './numbers-pl';

export interface StatisticItem {
  /** A small word before the number ("ponad"), so the big number itself fits one line. */
  prefix?: string;
  value: string;
  label: string;
}

/** Spec §1: "100+ fundraisers run, 500+ wheelchairs bought, over 1,000,000 collected", from /api/stats. */
export function statisticItems(statistics: Statistics): StatisticItem[] {
  return [
    { value: `${groupThousands(statistics.fundraisers)}+`, label: 'przeprowadzonych zbiórek' },
    { value: `${groupThousands(statistics.wheelchairs)}+`, label: 'zakupionych wózków' },
    { prefix: 'ponad', value: `${groupThousands(statistics.collected_amount)}\u00a0zł`, label: 'zebranych' },
  ];
}

/** What Dexie holds under "statistics" may come from an older app version: use it only if it has this shape. */
export const isStatistics = (value: unknown): value is Statistics =>
  typeof value === 'object' &&
  value !== null &&
  ['fundraisers', 'collected_amount', 'wheelchairs'].every((key) => Number.isFinite((value as Record<string, unknown>)[key]));
