import { z } from 'zod';
import { readStorage, sessionStorageKeys, writeStorage } from '../../../lib/storage-keys';

/**
 * A place of the trip search: what the location page chose. `ref` and `category` are the geocoder's
 * (or the favourite's) when known; the planner sends places as `label::lat,lon`.
 */
export const TripPlaceSchema = z.object({
  label: z.string().min(1),
  lat: z.number().min(-90).max(90),
  lon: z.number().min(-180).max(180),
  locality: z.string().optional(),
  ref: z.string().optional(),
  category: z.string().optional(),
});
export type TripPlace = z.infer<typeof TripPlaceSchema>;

/** The two places of a trip search. */
export type TripField = 'from' | 'to';

/**
 * When the trip is: an instant (ISO 8601 with the Amsterdam offset), and whether the traveller wants to
 * leave then (false) or arrive by then (true).
 */
export const SearchTravelTimeSchema = z.object({
  when: z.iso.datetime({ offset: true }),
  arriving: z.boolean(),
});
export type SearchTravelTime = z.infer<typeof SearchTravelTimeSchema>;

/**
 * The trip search's criteria (spec 000 §3 Search criteria): from, to and the travel time; null while not
 * chosen (the search page then shows the next full hour). The preferences are the profile's
 * ('Ritvoorkeuren'), not kept here. The stored form is versioned and read leniently, so a session that
 * stored its criteria before a field existed keeps what it holds and reads the new field as not chosen.
 */
export interface SearchCriteria {
  from: TripPlace | null;
  to: TripPlace | null;
  travelTime: SearchTravelTime | null;
}

/** A place chosen for a page that keeps its own criteria (the location page with editSearchCriteria false). */
export interface PickedLocation {
  field: TripField;
  place: TripPlace;
}

const StoredStateSchema = z.looseObject({
  version: z.literal(1),
  /** The signed-in user the criteria belong to: another login in the same tab starts empty. */
  owner: z.string(),
  from: TripPlaceSchema.nullable().catch(null),
  to: TripPlaceSchema.nullable().catch(null),
  travelTime: SearchTravelTimeSchema.nullable().catch(null),
  picked: z
    .object({ field: z.enum(['from', 'to']), place: TripPlaceSchema })
    .nullable()
    .catch(null),
});
type StoredState = z.infer<typeof StoredStateSchema>;

export const EMPTY_CRITERIA: SearchCriteria = Object.freeze({ from: null, to: null, travelTime: null });

export interface SearchCriteriaStore {
  /** The owner's criteria; the very same object until they change (for useSyncExternalStore). */
  getCriteria(owner: string): SearchCriteria;
  /** The place last picked for another page, if any. */
  getPicked(owner: string): PickedLocation | null;
  subscribe(listener: () => void): () => void;
  setPlace(owner: string, field: TripField, place: TripPlace | null): void;
  /** From becomes to and to becomes from (spec 000 §2 'swap control'). */
  swap(owner: string): void;
  setTravelTime(owner: string, travelTime: SearchTravelTime | null): void;
  pick(owner: string, field: TripField, place: TripPlace): void;
  clearPicked(owner: string): void;
}

/**
 * The search criteria, kept in the browser session (sessionStorage survives the round trip to the
 * identity provider and reloads, and ends with the tab). The storage is the source of truth; the parsed
 * state is cached by its stored text so each read is cheap and stable.
 */
export function createSearchCriteriaStore(
  storage: () => Storage | undefined,
  key: string = sessionStorageKeys.searchCriteria,
): SearchCriteriaStore {
  const listeners = new Set<() => void>();
  let cachedRaw: string | null | undefined;
  let cached: StoredState | null = null;
  const criteriaCache = new WeakMap<StoredState, SearchCriteria>();

  function read(): StoredState | null {
    const target = storage();
    // Without storage (disabled by the browser) the criteria are kept in memory for this page load.
    if (!target) return cached;
    const raw = readStorage(target, key);
    if (raw !== cachedRaw) {
      cachedRaw = raw;
      cached = parse(raw);
    }
    return cached;
  }

  function stateOf(owner: string): StoredState {
    const state = read();
    return state && state.owner === owner
      ? state
      : { version: 1, owner, from: null, to: null, travelTime: null, picked: null };
  }

  function write(next: StoredState): void {
    const raw = JSON.stringify(next);
    writeStorage(storage(), key, raw);
    cachedRaw = raw;
    cached = next;
    listeners.forEach((listener) => listener());
  }

  return {
    getCriteria(owner) {
      const state = read();
      if (!state || state.owner !== owner) return EMPTY_CRITERIA;
      let criteria = criteriaCache.get(state);
      if (!criteria) {
        criteria = { from: state.from, to: state.to, travelTime: state.travelTime };
        criteriaCache.set(state, criteria);
      }
      return criteria;
    },
    getPicked(owner) {
      const state = read();
      return state && state.owner === owner ? state.picked : null;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setPlace(owner, field, place) {
      write({ ...stateOf(owner), [field]: place });
    },
    swap(owner) {
      const state = stateOf(owner);
      write({ ...state, from: state.to, to: state.from });
    },
    setTravelTime(owner, travelTime) {
      write({ ...stateOf(owner), travelTime });
    },
    pick(owner, field, place) {
      write({ ...stateOf(owner), picked: { field, place } });
    },
    clearPicked(owner) {
      const state = stateOf(owner);
      if (state.picked) write({ ...state, picked: null });
    },
  };
}

function parse(raw: string | null): StoredState | null {
  if (!raw) return null;
  try {
    const parsed = StoredStateSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function sessionStorageOrNothing(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    // Storage disabled by the browser's settings.
    return undefined;
  }
}

/** The app's one store of search criteria. */
export const searchCriteriaStore = createSearchCriteriaStore(sessionStorageOrNothing);
