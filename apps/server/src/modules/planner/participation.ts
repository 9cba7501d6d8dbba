import { planRef, tripRef } from '@achterhoek/contracts';
import type { ContextParticipation } from '../communicator/index.js';
import { takesPartInPlan } from './shout-outs/index.js';
import { takesPartInTrip } from './trips/index.js';

/** The URN prefix of a context kind: `urn:nb:pn:trip:7` → `urn:nb:pn:trip:`. */
const prefixOf = (ref: string) => ref.replace(/\d+$/, '');

/** The planner's answer to who takes part in a trip or a plan (a shout-out), for the communicator. */
export const plannerParticipation: ContextParticipation = {
  [prefixOf(tripRef(1))]: takesPartInTrip,
  [prefixOf(planRef(1))]: takesPartInPlan,
};
