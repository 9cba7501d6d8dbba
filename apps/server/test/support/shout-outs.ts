import type { Caller } from '../profile-helpers.js';
import { P, place } from '../trip-helpers.js';

// The shout-out tests' question: a passenger asks the community on Sunday evening for a ride from
// Lichtenvoorde to Winterswijk (the demo driver Henk lives in Lichtenvoorde).

export const SUNDAY_2000 = '2026-11-29T20:00:00+01:00';
export const LICHTENVOORDE = place('Lichtenvoorde, Markt', 51.9866, 6.5664);
export const WINTERSWIJK_MARKT = place('Winterswijk, Markt', 51.9722, 6.7196);

/** The caller's shout-out from Lichtenvoorde to Winterswijk on Sunday at 20:00; `overrides` replace parts. */
export function askShoutOut(caller: Caller, overrides: Record<string, unknown> = {}) {
  return caller.post(`${P}/plans`, {
    planType: 'SHOUT_OUT',
    from: LICHTENVOORDE,
    to: WINTERSWIJK_MARKT,
    travelTime: SUNDAY_2000,
    ...overrides,
  });
}
