import { describe, expect, it } from 'vitest';
import { buildTimetable } from '../src/transit/timetable.js';
import { TIMETABLE_DEFAULTS } from '../src/transit/timetable-model.js';
import { TransitRouter } from '../src/transit/router.js';
import { TRANSIT_MODES, type Itinerary } from '../src/transit/types.js';
import { randomFeed, seededRandom } from './random-feed.js';
import { ReferenceSearch } from './reference-search.js';

const vehicles = (i: Itinerary) => i.legs.filter((l) => l.traverseMode !== 'WALK').length;

const WINDOW_SECONDS = 3600;
const WALK_METERS = 300;

/**
 * A random network of 40 stops with its router and the reference search, and seeded questions between its
 * stops (the same seed gives the same questions every run).
 */
function network(feedSeed: number, questionSeed: number) {
  const feed = randomFeed(feedSeed, { stops: 40, routes: 14, span: 0.06 });
  const rnd = seededRandom(questionSeed);
  const router = new TransitRouter(buildTimetable(feed).timetable);
  const reference = new ReferenceSearch(feed, TIMETABLE_DEFAULTS);
  const randomStop = () => feed.stops[Math.floor(rnd() * 40)]!;
  /**
   * Between two random stops at a random minute within `hours` of `start`: the router's options over the
   * window that use a vehicle, and the stops the reference may walk to at either end.
   */
  const ask = (start: string, hours: number, arriveBy: boolean) => {
    const a = randomStop();
    const b = randomStop();
    const time = Date.parse(start) + Math.floor(rnd() * hours * 60) * 60_000;
    const found = router
      .plan({
        from: { lat: a.lat, lon: a.lon },
        to: { lat: b.lat, lon: b.lon },
        time,
        arriveBy,
        maxWalkDistance: WALK_METERS,
        modes: TRANSIT_MODES,
        windowSeconds: WINDOW_SECONDS,
        maxItineraries: 99,
      })
      .filter((i) => vehicles(i) > 0);
    const access = reference.walkable(a.lat, a.lon, WALK_METERS);
    const egress = reference.walkable(b.lat, b.lon, WALK_METERS);
    return { time, arriveBy, found, access, egress };
  };
  /**
   * Sound: every option keeps to the asked time, and nothing with as many vehicles does better at its
   * other end: leaving when it leaves, nothing arrives earlier; arriving when it arrives (`arriveBy`),
   * nothing leaves later. Returns how many options were checked.
   */
  const expectEachOptimal = (question: ReturnType<typeof ask>, q: number): number => {
    const { time, arriveBy, found, access, egress } = question;
    for (const i of found) {
      if (arriveBy) expect(i.arrivalTime).toBeLessThanOrEqual(time);
      else expect(i.departureTime).toBeGreaterThanOrEqual(time);
      const fixed = arriveBy ? i.arrivalTime : i.departureTime;
      const answers = arriveBy
        ? reference.arriveBy(access, egress, fixed / 1000, 6, TRANSIT_MODES)
        : reference.departAt(access, egress, fixed / 1000, 6, TRANSIT_MODES);
      const times = answers.filter((r) => r.vehicles <= vehicles(i)).map((r) => r.time);
      const best = (arriveBy ? Math.max(...times) : Math.min(...times)) * 1000;
      expect(best, JSON.stringify({ q, i: fixed })).toBe(arriveBy ? i.departureTime : i.arrivalTime);
    }
    return found.length;
  };
  return { reference, ask, expectEachOptimal };
}

describe('range search over a departure window', () => {
  it('returns only Pareto-optimal departures, and every optimum of every start time is covered', () => {
    const { reference, ask, expectEachOptimal } = network(77, 5);
    const windowSeconds = WINDOW_SECONDS;
    let checked = 0;
    let severalDepartures = 0;
    for (let q = 0; q < 12; q++) {
      const question = ask('2026-06-10T05:00:00Z', 12, false);
      const { time, found, access, egress } = question;
      checked += expectEachOptimal(question, q);
      // Complete: whatever the reference finds for a start time in the window is matched or beaten.
      for (let start = time; start <= time + windowSeconds * 1000; start += 10 * 60_000) {
        for (const r of reference.departAt(access, egress, start / 1000, 6, TRANSIT_MODES)) {
          if (r.time * 1000 > time + windowSeconds * 1000 + 6 * 3600_000) continue;
          const covered = found.some(
            (i) => i.departureTime >= start && i.arrivalTime <= r.time * 1000 && vehicles(i) <= r.vehicles,
          );
          expect(covered, JSON.stringify({ q, start, r })).toBe(true);
        }
      }
      if (new Set(found.map((i) => i.departureTime)).size > 1) severalDepartures++;
    }
    expect(checked).toBeGreaterThan(10);
    // Several departures come back, not one.
    expect(severalDepartures).toBeGreaterThan(3);
  });
});

describe('range search before an arrival time', () => {
  it('returns arrive-by options that each leave as late as possible for their arrival', () => {
    const { ask, expectEachOptimal } = network(78, 6);
    let checked = 0;
    let severalArrivals = 0;
    for (let q = 0; q < 12; q++) {
      const question = ask('2026-06-10T09:00:00Z', 10, true);
      checked += expectEachOptimal(question, q);
      if (new Set(question.found.map((i) => i.arrivalTime)).size > 1) severalArrivals++;
    }
    expect(checked).toBeGreaterThan(10);
    expect(severalArrivals).toBeGreaterThan(3);
  });
});
