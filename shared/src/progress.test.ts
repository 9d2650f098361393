import { describe, it, expect } from 'vitest';
import { computeProgress, GOAL_REACHED_LABEL } from './progress.js';

const progress = (collected_amount: number, target_amount: number) =>
  computeProgress({ collected_amount, target_amount });

describe('computeProgress', () => {
  it('when nothing is collected, then percent is 0 and the full target is missing', () => {
    expect(progress(0, 1000)).toEqual({
      percent: 0,
      barPercent: 0,
      exactPercent: null,
      remaining: 1000,
      label: 'Brakuje 1 000,00 zł',
    });
  });

  it('when half is collected, then percent is 50 and there is no exact percent', () => {
    expect(progress(500, 1000)).toEqual({
      percent: 50,
      barPercent: 50,
      exactPercent: null,
      remaining: 500,
      label: 'Brakuje 500,00 zł',
    });
  });

  it('when collected equals target, then percent is 100, exact "100,00" and the goal is reached', () => {
    expect(progress(1000, 1000)).toEqual({
      percent: 100,
      barPercent: 100,
      exactPercent: '100,00',
      remaining: 0,
      label: GOAL_REACHED_LABEL,
    });
  });

  it('when the ratio is 99.5 %, then it rounds to 100 with exact "99,50" but still says what is missing', () => {
    expect(progress(199, 200)).toEqual({
      percent: 100,
      barPercent: 100,
      exactPercent: '99,50',
      remaining: 1,
      label: 'Brakuje 1,00 zł',
    });
  });

  it('when the ratio is 99.4 %, then it rounds to 99 and there is no exact percent', () => {
    expect(progress(99.4, 100)).toEqual({
      percent: 99,
      barPercent: 99,
      exactPercent: null,
      remaining: 0.6,
      label: 'Brakuje 0,60 zł',
    });
  });

  it('when collected exceeds target, then the bar is capped at 100 and the exact percent is shown', () => {
    expect(progress(150, 100)).toEqual({
      percent: 150,
      barPercent: 100,
      exactPercent: '150,00',
      remaining: -50,
      label: GOAL_REACHED_LABEL,
    });
  });

  it('when the ratio is 125.5 %, then percent rounds to 126 and exact is "125,50"', () => {
    const result = progress(251, 200);
    expect(result.percent).toBe(126);
    expect(result.exactPercent).toBe('125,50');
  });

  it('when the exact ratio has more than two decimals, then it is rounded to two', () => {
    expect(progress(400, 300).exactPercent).toBe('133,33');
    expect(progress(500, 300).exactPercent).toBe('166,67');
    expect(progress(1000.01, 1000).exactPercent).toBe('100,00');
  });

  it('when amounts are floats, then remaining is computed in grosze without float error', () => {
    expect(progress(0.1, 0.3).remaining).toBe(0.2);
    expect(progress(0.1 + 0.2, 1).remaining).toBe(0.7);
  });

  it('when the missing amount has thousands, then the label uses Polish format with a single currency symbol', () => {
    const { label } = progress(0, 1234.5);
    expect(label).toBe('Brakuje 1 234,50 zł');
    expect(label).not.toContain('zł zł');
  });

  it('when one grosz is missing, then the goal is not reached', () => {
    expect(progress(999.99, 1000).label).toBe('Brakuje 0,01 zł');
  });

  it('when target is 0 and nothing is collected, then percent is 0 and the goal counts as reached', () => {
    expect(progress(0, 0)).toEqual({
      percent: 0,
      barPercent: 0,
      exactPercent: null,
      remaining: 0,
      label: GOAL_REACHED_LABEL,
    });
  });

  it('when target is 0 and something is collected, then percent is 100 without NaN or Infinity', () => {
    expect(progress(10, 0)).toEqual({
      percent: 100,
      barPercent: 100,
      exactPercent: null,
      remaining: 0,
      label: GOAL_REACHED_LABEL,
    });
  });

  it('when target is negative or NaN, then it behaves like a target of 0', () => {
    expect(progress(10, -5)).toEqual(progress(10, 0));
    expect(progress(10, Number.NaN)).toEqual(progress(10, 0));
    expect(progress(0, Number.NaN)).toEqual(progress(0, 0));
  });

  it('when collected is NaN or Infinity, then it is treated as 0', () => {
    expect(progress(Number.NaN, 100)).toEqual(progress(0, 100));
    expect(progress(Number.POSITIVE_INFINITY, 100)).toEqual(progress(0, 100));
  });

  it('when collected is negative, then the bar never goes below 0', () => {
    const result = progress(-10, 100);
    expect(result.percent).toBe(-10);
    expect(result.barPercent).toBe(0);
    expect(result.label).toBe('Brakuje 110,00 zł');
  });

  it('when a tiny negative rounds to zero percent, then percent is +0, not -0', () => {
    const result = progress(-0.1, 1000);
    expect(Object.is(result.percent, 0)).toBe(true);
    expect(Object.is(result.barPercent, 0)).toBe(true);
  });

  it('when the label says the goal is reached, then it keeps the spec spelling without ą', () => {
    expect(GOAL_REACHED_LABEL).toBe('Cel osiagnięty');
  });
});
