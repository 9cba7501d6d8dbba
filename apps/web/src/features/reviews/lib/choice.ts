import {
  MAX_COMPLIMENTS_PER_SET,
  OFFERED_COMPLIMENT_TYPES,
  type ComplimentType,
} from '@achterhoek/contracts';

/**
 * Choosing or dropping a compliment (spec 000 §5, §9): at most three; choosing another at the limit
 * replaces the one chosen first, so a choice never silently fails. The list keeps the order of choosing.
 */
export function toggleCompliment(
  chosen: readonly ComplimentType[],
  type: ComplimentType,
  max = MAX_COMPLIMENTS_PER_SET,
): ComplimentType[] {
  if (chosen.includes(type)) return chosen.filter((item) => item !== type);
  return [...chosen, type].slice(-max);
}

/**
 * The earlier choice as the form starts with it: only types still offered (an old NICE_CAR is dropped,
 * spec 000 §3), at most three.
 */
export function initialChoice(earlier: readonly ComplimentType[] | undefined): ComplimentType[] {
  return (earlier ?? [])
    .filter((type) => OFFERED_COMPLIMENT_TYPES.includes(type))
    .slice(0, MAX_COMPLIMENTS_PER_SET);
}
