import { describe, expect, it } from 'vitest';
import { buildTimetable } from '../src/transit/timetable.js';
import { TIMETABLE_DEFAULTS } from '../src/transit/timetable-model.js';
import { TransitRouter } from '../src/transit/router.js';
import { TRANSIT_MODES, type Itinerary, type TransitMode } from '../src/transit/types.js';
import { randomFeed, seededRandom } from './random-feed.js';
import { ReferenceSearch } from './reference-search.js';

const FEEDS = 8;
const QUESTIONS_PER_FEED = 40;
// Ordinary days and both daylight-saving days of 2026, with the days after them.
const DAYS = [
  '2026-03-28',
  '2026-03-29',
  '2026-03-30',
  '2026-06-10',
  '2026-10-24',
  '2026-10-25',
  '2026-10-26',
];

function vehicles(i: Itinerary): number {
  return i.legs.filter((l) => l.traverseMode !== 'WALK').length;
}

function checkLegs(i: Itinerary): void {
  for (let k = 0; k < i.legs.length; k++) {
    const leg = i.legs[k]!;
    expect(leg.endTime).toBeGreaterThanOrEqual(leg.startTime);
    if (k > 0) expect(leg.startTime).toBeGreaterThanOrEqual(i.legs[k - 1]!.endTime);
  }
  expect(i.departureTime).toBe(i.legs[0]!.startTime);
  expect(i.arrivalTime).toBe(i.legs[i.legs.length - 1]!.endTime);
}

describe('RAPTOR equals a brute-force search on random feeds', () => {
  for (let f = 0; f < FEEDS; f++) {
    it(`feed ${f}: departure-at and arrive-by, Pareto-optimal on arrival and transfers`, () => {
      const feed = randomFeed(1000 + f, { stops: 30 + f * 4, routes: 12 + f, span: 0.06 });
      const { timetable } = buildTimetable(feed);
      const router = new TransitRouter(timetable);
      const reference = new ReferenceSearch(feed, TIMETABLE_DEFAULTS);
      const rnd = seededRandom(f);
      let answered = 0;
      for (let q = 0; q < QUESTIONS_PER_FEED; q++) {
        const a = feed.stops[Math.floor(rnd() * (feed.stops.length - 1))]!;
        const b = feed.stops[Math.floor(rnd() * (feed.stops.length - 1))]!;
        const from = { lat: a.lat + (rnd() - 0.5) * 0.004, lon: a.lon + (rnd() - 0.5) * 0.006 };
        const to = { lat: b.lat + (rnd() - 0.5) * 0.004, lon: b.lon + (rnd() - 0.5) * 0.006 };
        const day = DAYS[Math.floor(rnd() * DAYS.length)]!;
        const minutes = Math.floor(rnd() * 24 * 60);
        const time = Date.parse(`${day}T00:00:00Z`) + minutes * 60_000;
        const arriveBy = rnd() < 0.5;
        const maxWalkDistance = 200 + Math.floor(rnd() * 300);
        const modes: TransitMode[] = rnd() < 0.2 ? ['BUS', 'TRAM'] : [...TRANSIT_MODES];
        const context = JSON.stringify({ feed: f, q, day, minutes, arriveBy, maxWalkDistance, modes });

        const found = router
          .plan({ from, to, time, arriveBy, maxWalkDistance, modes, maxItineraries: 99 })
          .filter((i) => vehicles(i) > 0);
        found.forEach(checkLegs);
        const access = reference.walkable(from.lat, from.lon, maxWalkDistance);
        const egress = reference.walkable(to.lat, to.lon, maxWalkDistance);
        const expected = arriveBy
          ? reference.arriveBy(access, egress, time / 1000, 6, modes)
          : reference.departAt(access, egress, time / 1000, 6, modes);
        const got = found
          .map((i) => ({ vehicles: vehicles(i), time: (arriveBy ? i.departureTime : i.arrivalTime) / 1000 }))
          .sort((x, y) => x.vehicles - y.vehicles);
        expect(got, context).toEqual(expected);
        for (const i of found) {
          if (arriveBy) expect(i.arrivalTime, context).toBeLessThanOrEqual(time);
          else expect(i.departureTime, context).toBeGreaterThanOrEqual(time);
        }
        if (expected.length > 0) answered++;
      }
      // The random questions must actually exercise the search, not only agree on "no route".
      expect(answered).toBeGreaterThan(QUESTIONS_PER_FEED / 4);
    });
  }
});
