import { type Itinerary, type TravelMode, type TripPlan } from '@achterhoek/contracts';
import type { Db } from '../../../platform/db/database.js';
import {
  insertItineraries,
  insertPlan,
  lockedItineraryWithPlan,
  type ItineraryWithPlan,
} from './repository.js';
import { tripPlaceColumns } from '../shared/index.js';
import { planView } from './plan-views.js';
import { inTransaction } from '../../../platform/db/transaction.js';

/** The question of a search as it is stored with its answer. */
export interface PlanQuestion {
  travellerId: string;
  from: { label: string; lat: number; lon: number };
  to: { label: string; lat: number; lon: number };
  travelTime: number;
  useAsArrivalTime: boolean;
  nrSeats: number;
  maxWalkDistance: number;
  modalities: TravelMode[];
}

/**
 * Stores a search and its itineraries, best first, so that booking takes exactly what the passenger saw
 * (reference §1.1): each itinerary's reference is its row. Answers the plan as the API shows it.
 */
export async function savePlan(
  db: Db,
  question: PlanQuestion,
  found: Omit<Itinerary, 'itineraryRef'>[],
  requestDuration: number,
  now: Date,
  extendedMaxWalkDistance?: number,
): Promise<TripPlan> {
  return inTransaction(db, async (tx) => {
    const plan = await insertPlan(tx, {
      travellerId: question.travellerId,
      ...tripPlaceColumns(question.from, question.to),
      travelTime: new Date(question.travelTime),
      useAsArrivalTime: question.useAsArrivalTime,
      nrSeats: question.nrSeats,
      maxWalkDistance: question.maxWalkDistance,
      modalities: question.modalities,
      requestDuration,
      extendedMaxWalkDistance: extendedMaxWalkDistance ?? null,
      createdAt: now,
    });
    const ids = found.length === 0 ? [] : await insertItineraries(tx, plan!.id, found);
    return planView(
      plan!,
      ids.map(({ id, rank }) => ({ id, rank, itinerary: found[rank]! })),
    );
  });
}

/**
 * An itinerary with its plan, the itinerary locked until the transaction ends so that one booking of it
 * runs at a time (a double tap waits and then finds the first trip); undefined when either is gone.
 */
export async function findItineraryToBook(
  tx: Db,
  itineraryId: number,
): Promise<ItineraryWithPlan | undefined> {
  return lockedItineraryWithPlan(tx, itineraryId);
}
