// The "Blisko celu" filter's rule, in one place: the server's queries and the web's offline list agree on it.
import { NEAR_GOAL_PERCENT } from './constants.js';
import { zlToGrosze } from './money.js';

/** Amounts in grosze, as the database keeps them. */
export interface GoalAmounts {
  collected: number;
  target: number;
}

/** Close to the goal: at least NEAR_GOAL_PERCENT % of a positive target collected, and the target not reached yet. */
export const isNearGoalGrosze = ({ collected, target }: GoalAmounts): boolean =>
  target > 0 && collected < target && collected * 100 >= target * NEAR_GOAL_PERCENT;

/** The same rule for a card, whose amounts the API shows in zł. */
export const isNearGoal = (card: { collected_amount: number; target_amount: number }): boolean =>
  isNearGoalGrosze({ collected: zlToGrosze(card.collected_amount), target: zlToGrosze(card.target_amount) });
