// Fundraiser progress rule of spec §4, in one place so the card, banner and detail page agree.

import { formatGrosze, groszeToZl, zlToGrosze } from './money.js';

export interface ProgressInput {
  /** Collected so far, in zł as the API shows it. */
  collected_amount: number;
  /** Goal, in zł as the API shows it. */
  target_amount: number;
}

export interface Progress {
  /** Math.round(collected / target × 100); may exceed 100. */
  percent: number;
  /** Width of the bar: percent clamped to 0…100. */
  barPercent: number;
  /** Exact percentage with two decimals and a Polish comma ("125,50") when percent >= 100, else null. */
  exactPercent: string | null;
  /** target − collected in zł (computed in grosze); negative when the goal is exceeded. */
  remaining: number;
  /** `Brakuje 1 234,50 zł` while remaining > 0, otherwise `Cel osiagnięty` (spelling as in the spec). */
  label: string;
}

export const GOAL_REACHED_LABEL = 'Cel osiagnięty';

/** Non-finite amounts (NaN, ±Infinity) from bad data are treated as 0 grosze. */
function toGrosze(zl: number): number {
  return Number.isFinite(zl) ? zlToGrosze(zl) : 0;
}

/** Formats hundredths of a percent as "125,50" using integer maths only. */
function formatHundredths(hundredths: number): string {
  const whole = Math.floor(hundredths / 100);
  const fraction = hundredths % 100;
  return `${whole},${String(fraction).padStart(2, '0')}`;
}

/**
 * Computes the progress shown for a fundraiser.
 * A target of 0, negative or NaN has no meaningful ratio: percent is 100 if anything was collected,
 * else 0; remaining is 0 (label `Cel osiagnięty`) and exactPercent is null.
 */
export function computeProgress({ collected_amount, target_amount }: ProgressInput): Progress {
  const collected = toGrosze(collected_amount);
  const target = toGrosze(target_amount);

  if (target <= 0) {
    const percent = collected > 0 ? 100 : 0;
    return { percent, barPercent: percent, exactPercent: null, remaining: 0, label: GOAL_REACHED_LABEL };
  }

  // Multiply before dividing: one correctly rounded division, so 251/200 gives 125.5 (→ 126), not 125.49999….
  const percent = Math.round((collected * 100) / target);
  const barPercent = Math.min(Math.max(percent, 0), 100);
  // "At 100 or more" refers to the rounded percent, so 99.5 % (rounded to 100) shows "99,50".
  const exactPercent = percent >= 100 ? formatHundredths(Math.round((collected * 10000) / target)) : null;
  const remainingGrosze = target - collected;
  const label = remainingGrosze > 0 ? `Brakuje ${formatGrosze(remainingGrosze)}` : GOAL_REACHED_LABEL;

  return { percent: percent + 0, barPercent: barPercent + 0, exactPercent, remaining: groszeToZl(remainingGrosze), label };
}
