import { describe, expect, it, vi } from 'vitest';
import { EMPTY_CRITERIA, createSearchCriteriaStore, type TripPlace } from './searchCriteria';

const winterswijk: TripPlace = {
  label: 'Station Winterswijk',
  lat: 51.97,
  lon: 6.72,
  locality: 'Winterswijk',
  ref: 'station:wtv',
  category: 'station',
};
const zelhem: TripPlace = { label: 'Hoofdstraat 1, Zelhem', lat: 52.0, lon: 6.35, category: 'address' };

/** A Storage over a Map: what the browser's sessionStorage does, inspectable. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

function setUp() {
  const storage = memoryStorage();
  return { storage, store: createSearchCriteriaStore(() => storage, 'criteria') };
}

describe('search criteria store', () => {
  it('starts empty', () => {
    const { store } = setUp();
    expect(store.getCriteria('user-1')).toBe(EMPTY_CRITERIA);
    expect(store.getPicked('user-1')).toBeNull();
  });

  it('keeps from and to in the session storage, where a new page load finds them', () => {
    const { storage, store } = setUp();
    store.setPlace('user-1', 'from', winterswijk);
    store.setPlace('user-1', 'to', zelhem);
    expect(store.getCriteria('user-1')).toEqual({ from: winterswijk, to: zelhem, travelTime: null });
    expect(JSON.parse(storage.getItem('criteria') ?? '')).toMatchObject({
      version: 1,
      owner: 'user-1',
      from: winterswijk,
      to: zelhem,
    });

    const reloaded = createSearchCriteriaStore(() => storage, 'criteria');
    expect(reloaded.getCriteria('user-1')).toEqual({ from: winterswijk, to: zelhem, travelTime: null });
  });

  it('answers the same object until something changes, and tells its subscribers when it does', () => {
    const { store } = setUp();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.setPlace('user-1', 'from', winterswijk);
    const first = store.getCriteria('user-1');
    expect(store.getCriteria('user-1')).toBe(first);
    expect(listener).toHaveBeenCalledTimes(1);

    store.setPlace('user-1', 'from', null);
    expect(store.getCriteria('user-1')).not.toBe(first);
    expect(store.getCriteria('user-1').from).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);

    unsubscribe();
    store.setPlace('user-1', 'to', zelhem);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('swaps from and to, also when one of them is empty', () => {
    const { store } = setUp();
    store.setPlace('user-1', 'from', winterswijk);
    store.setPlace('user-1', 'to', zelhem);
    store.swap('user-1');
    expect(store.getCriteria('user-1')).toEqual({ from: zelhem, to: winterswijk, travelTime: null });

    store.setPlace('user-1', 'from', null);
    store.swap('user-1');
    expect(store.getCriteria('user-1')).toEqual({ from: winterswijk, to: null, travelTime: null });
  });

  it('shows another user signing in on the same tab nothing of the previous one', () => {
    const { store } = setUp();
    store.setPlace('user-1', 'from', winterswijk);
    expect(store.getCriteria('user-2')).toBe(EMPTY_CRITERIA);
    store.setPlace('user-2', 'to', zelhem);
    expect(store.getCriteria('user-2')).toEqual({ from: null, to: zelhem, travelTime: null });
    expect(store.getCriteria('user-1')).toBe(EMPTY_CRITERIA);
  });

  it('ignores what it cannot read, and drops only the broken place', () => {
    const { storage, store } = setUp();
    storage.setItem('criteria', '{not json');
    expect(store.getCriteria('user-1')).toBe(EMPTY_CRITERIA);

    storage.setItem(
      'criteria',
      JSON.stringify({
        version: 1,
        owner: 'user-1',
        from: { label: '', lat: 'x' },
        to: zelhem,
        picked: null,
      }),
    );
    expect(store.getCriteria('user-1')).toEqual({ from: null, to: zelhem, travelTime: null });
  });

  it('keeps what a later version adds to the stored criteria when a place changes', () => {
    const { storage, store } = setUp();
    const later = { note: 'added by a later version' };
    storage.setItem('criteria', JSON.stringify({ version: 1, owner: 'user-1', from: null, to: null, later }));
    store.setPlace('user-1', 'from', winterswijk);
    expect(JSON.parse(storage.getItem('criteria') ?? '')).toMatchObject({ from: winterswijk, later });
  });

  it('keeps the travel time beside the places, and reads criteria stored before it existed', () => {
    const { storage, store } = setUp();
    // Stored by the version before the travel time: from and to only.
    storage.setItem('criteria', JSON.stringify({ version: 1, owner: 'user-1', from: winterswijk, to: null }));
    expect(store.getCriteria('user-1')).toEqual({ from: winterswijk, to: null, travelTime: null });

    const travelTime = { when: '2026-11-24T07:30:00+01:00', arriving: true };
    store.setTravelTime('user-1', travelTime);
    store.swap('user-1');
    expect(store.getCriteria('user-1')).toEqual({ from: null, to: winterswijk, travelTime });
    expect(JSON.parse(storage.getItem('criteria') ?? '')).toMatchObject({ travelTime });

    store.setTravelTime('user-1', null);
    expect(store.getCriteria('user-1').travelTime).toBeNull();
  });

  it('drops a travel time it cannot read and keeps the places', () => {
    const { storage, store } = setUp();
    storage.setItem(
      'criteria',
      JSON.stringify({
        version: 1,
        owner: 'user-1',
        from: winterswijk,
        to: zelhem,
        travelTime: { when: 'tomorrow', arriving: 'yes' },
      }),
    );
    expect(store.getCriteria('user-1')).toEqual({ from: winterswijk, to: zelhem, travelTime: null });
  });

  it('hands a picked place to another page without touching the search criteria', () => {
    const { store } = setUp();
    store.setPlace('user-1', 'from', zelhem);
    store.pick('user-1', 'to', winterswijk);
    expect(store.getPicked('user-1')).toEqual({ field: 'to', place: winterswijk });
    expect(store.getCriteria('user-1')).toEqual({ from: zelhem, to: null, travelTime: null });
    store.clearPicked('user-1');
    expect(store.getPicked('user-1')).toBeNull();
  });

  it('works for the page load without storage', () => {
    const store = createSearchCriteriaStore(() => undefined, 'criteria');
    store.setPlace('user-1', 'from', winterswijk);
    expect(store.getCriteria('user-1').from).toEqual(winterswijk);
  });
});
