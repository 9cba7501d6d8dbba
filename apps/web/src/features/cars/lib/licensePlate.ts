import { LICENSE_PLATE_LENGTH, LicensePlateSchema } from '@achterhoek/contracts';

/** Spec 000 §5: the plate field takes at most 8 characters (XX-XX-XX, dashes typed by the user). */
export const PLATE_INPUT_MAX_LENGTH = LICENSE_PLATE_LENGTH;

/** What the plate field keeps of what is typed: upper case, without spaces, at most 8 characters. */
export function plateInput(typed: string): string {
  return typed.replace(/\s+/g, '').toUpperCase().slice(0, PLATE_INPUT_MAX_LENGTH);
}

/** True once the field holds all 8 characters; only then is the plate looked up (spec 000 §5). */
export function isCompletePlate(input: string): boolean {
  return input.length === LICENSE_PLATE_LENGTH;
}

/**
 * The plate to look up: the field's value once it is 8 characters in the register's pattern (three groups
 * of letters and digits between dashes), null otherwise. A shorter value clears the result.
 */
export function plateToLookUp(input: string): string | null {
  return isCompletePlate(input) && LicensePlateSchema.safeParse(input).success ? input : null;
}
