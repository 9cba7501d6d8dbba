import { useMemo, useSyncExternalStore } from 'react';
import { useSignedInId } from '../../../lib/auth';
import {
  searchCriteriaStore,
  type PickedLocation,
  type SearchCriteria,
  type SearchTravelTime,
  type TripField,
  type TripPlace,
} from '../lib/searchCriteria';

export interface SearchCriteriaActions {
  setPlace: (field: TripField, place: TripPlace | null) => void;
  swap: () => void;
  setTravelTime: (travelTime: SearchTravelTime | null) => void;
  /** Hands a place to a page that keeps its own criteria (editSearchCriteria false). */
  pick: (field: TripField, place: TripPlace) => void;
  clearPicked: () => void;
}

/** The signed-in user's search criteria for this browser session, and the ways to change them. */
export function useSearchCriteria(): { criteria: SearchCriteria } & SearchCriteriaActions {
  const owner = useSignedInId();
  const criteria = useSyncExternalStore(searchCriteriaStore.subscribe, () =>
    searchCriteriaStore.getCriteria(owner),
  );
  const actions = useMemo<SearchCriteriaActions>(
    () => ({
      setPlace: (field, place) => searchCriteriaStore.setPlace(owner, field, place),
      swap: () => searchCriteriaStore.swap(owner),
      setTravelTime: (travelTime) => searchCriteriaStore.setTravelTime(owner, travelTime),
      pick: (field, place) => searchCriteriaStore.pick(owner, field, place),
      clearPicked: () => searchCriteriaStore.clearPicked(owner),
    }),
    [owner],
  );
  return { criteria, ...actions };
}

/** The place the location page picked for a page that keeps its own criteria, until it is cleared. */
export function usePickedLocation(): PickedLocation | null {
  const owner = useSignedInId();
  return useSyncExternalStore(searchCriteriaStore.subscribe, () => searchCriteriaStore.getPicked(owner));
}
