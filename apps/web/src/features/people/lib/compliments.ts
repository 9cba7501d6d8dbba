import { COMPLIMENT_TYPES, type ComplimentSet, type ComplimentType } from '@achterhoek/contracts';
import type { MessageId } from '../../../i18n/nl';

export const complimentLabels: Record<ComplimentType, MessageId> = {
  SAME_INTERESTS: 'compliment.SAME_INTERESTS',
  ON_TIME: 'compliment.ON_TIME',
  TALKS_EASILY: 'compliment.TALKS_EASILY',
  SOCIABLE: 'compliment.SOCIABLE',
  NEATLY: 'compliment.NEATLY',
  NICE_CAR: 'compliment.NICE_CAR',
};

/**
 * How often each compliment was received, most frequent first (equal counts in the contract's order of
 * the types); types never received are left out.
 */
export function countCompliments(
  sets: readonly ComplimentSet[],
): Array<{ type: ComplimentType; count: number }> {
  const counts = new Map<ComplimentType, number>();
  for (const set of sets) {
    for (const type of new Set(set.compliments)) counts.set(type, (counts.get(type) ?? 0) + 1);
  }
  return COMPLIMENT_TYPES.filter((type) => counts.has(type))
    .map((type) => ({ type, count: counts.get(type) ?? 0 }))
    .sort((a, b) => b.count - a.count);
}
