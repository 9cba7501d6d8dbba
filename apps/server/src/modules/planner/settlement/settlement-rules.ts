/** What becomes of a shared leg's reserved fare once the trip is over. */
export type Decision = 'pay' | 'release' | 'dispute' | 'wait';

/**
 * The decision table of reference §7.1 (5), on the passenger's and the driver's answers (true: it took
 * place; false: it did not; null: no answer yet). Before the answers are final it decides only when both
 * have answered. When final (six days after the trip), a missing passenger answer counts as yes and a
 * missing driver answer as no:
 *
 *   passenger \ driver   yes       no        no answer
 *   yes                  pay       release   release
 *   no                   dispute   release   release
 *   no answer (final)    pay       release   release
 *
 * A dispute keeps the fare reserved until an admin settles it.
 */
export function decide(passenger: boolean | null, driver: boolean | null, final: boolean): Decision {
  if (!final && (passenger === null || driver === null)) return 'wait';
  const passengerSays = passenger ?? true;
  const driverSays = driver ?? false;
  if (!driverSays) return 'release';
  return passengerSays ? 'pay' : 'dispute';
}
