import { describe, expect, it } from 'vitest';
import { NEAR_GOAL_PERCENT } from './constants.js';
import { isNearGoal, isNearGoalGrosze } from './near-goal.js';

const near = (collected: number, target: number) => isNearGoalGrosze({ collected, target });

describe('isNearGoal', () => {
  it('when exactly the threshold is collected, then the fundraiser is close to its goal', () => {
    expect(near(NEAR_GOAL_PERCENT * 100, 10_000)).toBe(true);
  });

  it('when one grosz is missing to the threshold, then it is not close yet', () => {
    expect(near(NEAR_GOAL_PERCENT * 100 - 1, 10_000)).toBe(false);
  });

  it('when one grosz is missing to the goal, then it is close', () => {
    expect(near(9_999, 10_000)).toBe(true);
  });

  it('when the goal is reached or exceeded, then it is no longer "close"', () => {
    expect(near(10_000, 10_000)).toBe(false);
    expect(near(12_000, 10_000)).toBe(false);
  });

  it('when the target is zero, then nothing is close to it', () => {
    expect(near(0, 0)).toBe(false);
  });

  it('when a card shows amounts in zł, then the rule reads them in grosze without rounding errors', () => {
    expect(isNearGoal({ collected_amount: 800.01, target_amount: 1000 })).toBe(true);
    expect(isNearGoal({ collected_amount: 799.99, target_amount: 1000 })).toBe(false);
  });
});
