import { describe, expect, it } from 'vitest';
import { haversineMeters } from '../../src/geo/distance.js';
import { transferHubs, type TransferHub } from '../../src/multimodal/hubs.js';
import { generateSyntheticNetwork } from '../../src/synthetic/national-network.js';
import { Random } from '../../src/synthetic/random.js';
import type { HubLegsQuery } from '../../src/transit/hub-legs.js';
import { TransitRouter } from '../../src/transit/router.js';
import { buildTimetable } from '../../src/transit/timetable.js';
import { TRANSIT_MODES, type Itinerary } from '../../src/transit/types.js';

const { timetable } = buildTimetable(generateSyntheticNetwork({ seed: 1, scale: 0.1 }));
const router = new TransitRouter(timetable);
const hubs = transferHubs(timetable);
const DAY = Date.parse('2026-11-24T00:00:00+01:00');
const WALK = 500;

const vehicles = (i: Itinerary) => i.legs.filter((l) => l.traverseMode !== 'WALK').length;
const key = (i: Itinerary | null) =>
  i ? i.legs.map((l) => `${l.traverseMode}:${l.tripId ?? ''}:${l.startTime}-${l.endTime}`).join(',') : 'none';

/** Seeded questions: a place near a random stop, up to five hubs beyond walking distance, times in the day. */
function questions(seed: number, count: number) {
  const random = new Random(seed);
  const asked: { place: { lat: number; lon: number }; hubs: TransferHub[]; time: number; times: number[] }[] =
    [];
  while (asked.length < count) {
    const s = random.int(0, timetable.stopIds.length - 1);
    const place = { lat: timetable.stopLat[s]! + random.range(-0.002, 0.002), lon: timetable.stopLon[s]! };
    const far = hubs.filter((h) => haversineMeters(place.lat, place.lon, h.lat, h.lon) > WALK);
    const chosen: TransferHub[] = [];
    for (let i = 0; i < 5; i++) chosen.push(far[random.int(0, far.length - 1)]!);
    const time = DAY + random.int(6 * 60, 20 * 60) * 60_000;
    asked.push({
      place,
      hubs: [...new Set(chosen)],
      time,
      times: chosen.map(() => time + random.int(-60, 60) * 60_000),
    });
  }
  return asked;
}

/** What the planner asked before: one search per hub, the first itinerary `plan` orders. */
function perHub(q: HubLegsQuery): (Itinerary | null)[] {
  return q.hubs.map((hub) => {
    const hubEnd = { from: hub.place, fromStopId: hub.stopId };
    const ends =
      q.placeIs === 'from'
        ? { from: q.place, to: hub.place, toStopId: hub.stopId }
        : { ...hubEnd, to: q.place };
    return (
      router.plan({
        ...ends,
        time: hub.time,
        arriveBy: q.arriveBy,
        maxWalkDistance: q.maxWalkDistance,
        modes: q.modes,
        maxItineraries: 1,
      })[0] ?? null
    );
  });
}

/** Every option of one hub's own search (its Pareto set), to check a shared answer against. */
function perHubAll(q: HubLegsQuery, i: number): Itinerary[] {
  const hub = q.hubs[i]!;
  const ends =
    q.placeIs === 'from'
      ? { from: q.place, to: hub.place, toStopId: hub.stopId }
      : { from: hub.place, fromStopId: hub.stopId, to: q.place };
  return router.plan({
    ...ends,
    time: hub.time,
    arriveBy: q.arriveBy,
    maxWalkDistance: q.maxWalkDistance,
    modes: q.modes,
    maxItineraries: 99,
  });
}

function query(
  q: ReturnType<typeof questions>[number],
  placeIs: 'from' | 'to',
  arriveBy: boolean,
): HubLegsQuery {
  const startsAtPlace = (placeIs === 'from') !== arriveBy;
  return {
    place: q.place,
    placeIs,
    hubs: q.hubs.map((h, i) => ({ stopId: h.stopId, place: h, time: startsAtPlace ? q.time : q.times[i]! })),
    arriveBy,
    maxWalkDistance: WALK,
    modes: TRANSIT_MODES,
  };
}

describe('planHubLegs: one search for all transfer hubs', () => {
  // Leaving the place for the hubs, or arriving at the place by a time from the hubs: one source.
  for (const [placeIs, arriveBy] of [
    ['from', false],
    ['to', true],
  ] as const) {
    it(`answers each hub as its own search did (the place is ${placeIs}, arriveBy ${arriveBy})`, () => {
      let answered = 0;
      for (const q of questions(placeIs === 'from' ? 11 : 12, 50)) {
        const asked = query(q, placeIs, arriveBy);
        const before = perHub(asked);
        const after = router.planHubLegs(asked);
        expect(after.map(key)).toEqual(before.map(key));
        answered += after.filter((a) => a !== null).length;
      }
      expect(answered).toBeGreaterThan(150);
    });
  }

  // Leaving each hub at its own time for the place, or arriving at each hub by its own time: many sources.
  for (const [placeIs, arriveBy] of [
    ['to', false],
    ['from', true],
  ] as const) {
    it(`answers with the best journeys over all hubs, each optimal for its hub (the place is ${placeIs}, arriveBy ${arriveBy})`, () => {
      let answered = 0;
      for (const q of questions(placeIs === 'from' ? 13 : 14, 50)) {
        const asked = query(q, placeIs, arriveBy);
        const after = router.planHubLegs(asked);
        const own = asked.hubs.map((_, i) => perHubAll(asked, i).filter((o) => vehicles(o) > 0));
        after.forEach((a, i) => {
          if (!a) return;
          answered++;
          // Nothing the hub's own search finds does better with as many vehicles.
          const better = own[i]!.filter(
            (o) =>
              vehicles(o) <= vehicles(a) &&
              (arriveBy ? o.departureTime > a.departureTime : o.arrivalTime < a.arrivalTime),
          );
          expect(better).toEqual([]);
        });
        // The best over all hubs is kept: the earliest arrival (or latest departure) any hub's own search finds.
        const all = own.flat();
        if (all.length === 0) continue;
        const offered = after.filter((a): a is Itinerary => a !== null);
        const best = (list: Itinerary[]) =>
          arriveBy
            ? Math.max(...list.map((o) => o.departureTime))
            : Math.min(...list.map((o) => o.arrivalTime));
        expect(offered.length).toBeGreaterThan(0);
        expect(best(offered)).toBe(best(all));
      }
      expect(answered).toBeGreaterThan(40);
    });
  }

  it('answers every hub its own search answers when the unanswered hubs may seed further searches', () => {
    const passes = new TransitRouter(timetable, { hubPasses: 5 });
    let answered = 0;
    for (const q of questions(15, 30)) {
      const asked = query(q, 'to', false);
      const before = perHub(asked);
      const after = passes.planHubLegs(asked);
      expect(after.map((a) => a !== null)).toEqual(before.map((b) => b !== null));
      answered += after.filter((a) => a !== null).length;
    }
    expect(answered).toBeGreaterThan(100);
  });
});
