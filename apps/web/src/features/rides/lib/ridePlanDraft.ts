import type { Recurrence } from '@achterhoek/contracts';
import type { TravelTime } from '../../../lib/travel-time';
import type { TripPlace } from '../../search';

/** The ride offer being filled in; kept while the driver picks places on the location page. */
export interface RidePlanDraft {
  from: TripPlace | null;
  to: TripPlace | null;
  travelTime: TravelTime | null;
  recurrence: RecurrenceChoice;
}

export type RecurrenceKind = 'ONCE' | 'DAILY' | 'WORKDAILY' | 'WEEKLY' | 'CUSTOM';

export interface RecurrenceChoice {
  kind: RecurrenceKind;
  /** The custom pattern, when kind is CUSTOM. */
  custom?: Recurrence;
}

const EMPTY: RidePlanDraft = Object.freeze<RidePlanDraft>({
  from: null,
  to: null,
  travelTime: null,
  recurrence: { kind: 'ONCE' },
});

// In memory, per signed-in user: it lives as long as the app is open, like a form on one page would.
const drafts = new Map<string, RidePlanDraft>();
const listeners = new Set<() => void>();

export const ridePlanDraftStore = {
  get(owner: string): RidePlanDraft {
    return drafts.get(owner) ?? EMPTY;
  },
  update(owner: string, change: Partial<RidePlanDraft>): void {
    drafts.set(owner, { ...ridePlanDraftStore.get(owner), ...change });
    for (const listener of listeners) listener();
  },
  clear(owner: string): void {
    drafts.delete(owner);
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
