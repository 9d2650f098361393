import type { Statistics } from '@zlota/shared/entities';
import { once } from '@zlota/shared/format';
import { groupThousands } from './numbers-pl';

export interface StatisticItem {
  /** "ponad" when the figure is rounded down, so the big number itself fits one line. */
  prefix?: string;
  value: string;
  label: string;
}

/** What the figure says: rounded down to two significant digits ("ponad" says so), exact below 100. */
export interface RoundedFigure {
  over: boolean;
  value: number;
}

export function roundDown(value: number): RoundedFigure {
  const whole = Math.floor(Math.max(0, value));
  if (whole < 100) return { over: whole < value, value: whole };
  const step = 10 ** (String(whole).length - 2);
  const rounded = Math.floor(whole / step) * step;
  return { over: rounded < value, value: rounded };
}

// Made on first use (shared/format.ts): the module is evaluated with the first load's script, on every page.
const millionFormat = once(() => new Intl.NumberFormat('pl-PL', { maximumFractionDigits: 1 }));

/** Złoty as people say them: "2,2 mln zł" from a million up, "12 000 zł" below. */
const zloty = (value: number) => (value >= 1_000_000 ? `${millionFormat().format(value / 1_000_000)}\u00a0mln\u00a0zł` : `${groupThousands(value)}\u00a0zł`);

function item(figure: RoundedFigure, value: string, label: string): StatisticItem {
  return figure.over ? { prefix: 'ponad', value, label } : { value, label };
}

/** Spec §1: fundraisers run, wheelchairs bought and money collected, from /api/stats — the one source for every page that shows them. */
export function statisticItems(statistics: Statistics): StatisticItem[] {
  const fundraisers = roundDown(statistics.fundraisers);
  const wheelchairs = roundDown(statistics.wheelchairs);
  const collected = roundDown(statistics.collected_amount);
  return [
    item(fundraisers, groupThousands(fundraisers.value), 'przeprowadzonych zbiórek'),
    item(wheelchairs, groupThousands(wheelchairs.value), 'zakupionych wózków'),
    item(collected, zloty(collected.value), 'zebranych dla potrzebujących'),
  ];
}

/** What Dexie holds under "statistics" may come from an older app version: use it only if it has this shape. */
export const isStatistics = (value: unknown): value is Statistics =>
  typeof value === 'object' &&
  value !== null &&
  ['fundraisers', 'collected_amount', 'wheelchairs'].every((key) => Number.isFinite((value as Record<string, unknown>)[key]));
