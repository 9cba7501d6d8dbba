import type { Charity } from '@achterhoek/contracts';

/** Spec 001 §2.11: the label on a progress dial never sits further along than 90 % of its ring. */
export const PROGRESS_LABEL_MAX_OFFSET = 90;

export interface CharityProgress {
  /** ceil(donated / goal × 100): may pass 100 when the goal is exceeded. */
  percent: number;
  /** How far the dial is filled (at most 100). */
  ring: number;
  /** Where the label sits along the ring, capped at 90 (spec 001 §2.11). */
  labelOffset: number;
  /** Credits still needed to reach the goal (0 once reached). */
  remaining: number;
  /** Credits beyond the goal ('extra'), 0 until it is exceeded. */
  extra: number;
}

/** The progress of a campaign (spec 001 §2.11): progress = ceil(donated / goal × 100). */
export function charityProgress({
  donatedAmount,
  goalAmount,
}: Pick<Charity, 'donatedAmount' | 'goalAmount'>) {
  const goal = Math.max(1, goalAmount);
  const percent = Math.ceil((donatedAmount / goal) * 100);
  return {
    percent,
    ring: Math.min(100, percent),
    labelOffset: Math.min(PROGRESS_LABEL_MAX_OFFSET, percent),
    remaining: Math.max(0, goal - donatedAmount),
    extra: Math.max(0, donatedAmount - goal),
  } satisfies CharityProgress;
}
