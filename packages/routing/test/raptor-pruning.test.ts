import { describe, expect, it } from 'vitest';
import { generateSyntheticNetwork, SYNTHETIC_QUERY_DATE } from '../src/synthetic/national-network.js';
import { dayNumberOf, serviceDayStart } from '../src/time/service-day.js';
import { RemainingTimeBounds } from '../src/transit/remaining-time-bounds.js';
import { buildTimetable } from '../src/transit/timetable.js';
import { TIMETABLE_DEFAULTS, type Timetable } from '../src/transit/timetable-model.js';
import { TransitRouter } from '../src/transit/router.js';
import { TRANSIT_MODES, type Itinerary } from '../src/transit/types.js';
import { randomFeed, seededRandom } from './random-feed.js';
import { ReferenceSearch } from './reference-search.js';

/**
 * The search prunes with the rides it has left: a trip boarded too late to beat the best answer skips its
 * alighting checks, the last round keeps labels only where the destination can be walked to, and the
 * rounds before it keep labels only where the rides left can still reach such a stop (LastRounds). These
 * tests hold the
 * answers to the brute-force reference where that pruning does the most: few transfers allowed (every
 * round is a last or next-to-last one), walks long enough that the targets are far apart (the bounds'
 * other mode), and the synthetic national network the benchmark runs on.
 */

const vehicles = (i: Itinerary): number => i.legs.filter((l) => l.traverseMode !== 'WALK').length;

function answers(found: Itinerary[], arriveBy: boolean): { vehicles: number; time: number }[] {
  return found
    .filter((i) => vehicles(i) > 0)
    .map((i) => ({ vehicles: vehicles(i), time: (arriveBy ? i.departureTime : i.arrivalTime) / 1000 }))
    .sort((x, y) => x.vehicles - y.vehicles);
}

describe('the pruned search equals the brute-force reference', () => {
  for (let f = 0; f < 4; f++) {
    it(`random feed ${f}: at most 0–3 transfers, and walks of up to 2.5 km`, () => {
      const feed = randomFeed(2000 + f, { stops: 40 + f * 5, routes: 14 + f, span: 0.08 });
      const { timetable } = buildTimetable(feed);
      const router = new TransitRouter(timetable);
      const reference = new ReferenceSearch(feed, TIMETABLE_DEFAULTS);
      const rnd = seededRandom(100 + f);
      let answered = 0;
      for (let q = 0; q < 40; q++) {
        const a = feed.stops[Math.floor(rnd() * (feed.stops.length - 1))]!;
        const b = feed.stops[Math.floor(rnd() * (feed.stops.length - 1))]!;
        const from = { lat: a.lat, lon: a.lon };
        const to = { lat: b.lat, lon: b.lon };
        const time = Date.parse('2026-06-10T00:00:00Z') + Math.floor(rnd() * 24 * 60) * 60_000;
        const arriveBy = rnd() < 0.5;
        const maxTransfers = Math.floor(rnd() * 4);
        const maxWalkDistance = rnd() < 0.5 ? 300 : 2500;
        const context = JSON.stringify({ f, q, time, arriveBy, maxTransfers, maxWalkDistance });
        const found = router.plan({
          from,
          to,
          time,
          arriveBy,
          maxWalkDistance,
          maxTransfers,
          modes: TRANSIT_MODES,
          maxItineraries: 99,
        });
        const access = reference.walkable(from.lat, from.lon, maxWalkDistance);
        const egress = reference.walkable(to.lat, to.lon, maxWalkDistance);
        const expected = arriveBy
          ? reference.arriveBy(access, egress, time / 1000, maxTransfers + 1, TRANSIT_MODES)
          : reference.departAt(access, egress, time / 1000, maxTransfers + 1, TRANSIT_MODES);
        expect(answers(found, arriveBy), context).toEqual(expected);
        if (expected.length > 0) answered++;
      }
      expect(answered).toBeGreaterThan(10);
    });
  }

  it('the synthetic national network (small scale), stop to stop, as the benchmark asks', () => {
    const feed = generateSyntheticNetwork({ seed: 3, scale: 0.02 });
    const { timetable } = buildTimetable(feed);
    const router = new TransitRouter(timetable);
    const reference = new ReferenceSearch(feed, TIMETABLE_DEFAULTS);
    const dayStart = serviceDayStart(dayNumberOf(SYNTHETIC_QUERY_DATE), timetable.timezone);
    const served = timetable.stopIds.filter(
      (_, s) => timetable.stopPatternOffset[s + 1]! > timetable.stopPatternOffset[s]!,
    );
    const rnd = seededRandom(7);
    let answered = 0;
    for (let q = 0; q < 16; q++) {
      const fromStopId = served[Math.floor(rnd() * served.length)]!;
      const toStopId = served[Math.floor(rnd() * served.length)]!;
      const time = (dayStart + (6 * 3600 + Math.floor(rnd() * 14 * 60) * 60)) * 1000;
      const arriveBy = q % 2 === 1;
      const found = router.planBetweenStops({ fromStopId, toStopId, time, arriveBy, maxItineraries: 99 });
      const walks = (id: string): Map<number, number> => stopWalks(timetable, timetable.stopIds.indexOf(id));
      const expected = arriveBy
        ? reference.arriveBy(walks(fromStopId), walks(toStopId), time / 1000, 6, TRANSIT_MODES)
        : reference.departAt(walks(fromStopId), walks(toStopId), time / 1000, 6, TRANSIT_MODES);
      expect(answers(found, arriveBy), JSON.stringify({ q, fromStopId, toStopId, time })).toEqual(expected);
      if (expected.length > 0) answered++;
    }
    expect(answered).toBeGreaterThan(8);
  });
});

/** A stop and the stops its footpaths reach, with the walk alone, as planBetweenStops walks at the ends. */
function stopWalks(t: Timetable, stop: number): Map<number, number> {
  const walks = new Map([[stop, 0]]);
  for (let j = t.footpathOffset[stop]!; j < t.footpathOffset[stop + 1]!; j++) {
    const to = t.footpathTo[j]!;
    if (to !== stop) walks.set(to, Math.ceil(t.footpathMeters[j]! / t.walkSpeed));
  }
  return walks;
}

describe('remaining-time bounds', () => {
  const feed = randomFeed(31, { stops: 40, routes: 14, span: 0.3 });
  const { timetable: t } = buildTimetable(feed);
  const bounds = new RemainingTimeBounds(t);

  // Close targets (one circle) and far-apart ones (each its own), with walks to the destination.
  const targetSets = {
    close: [
      { stop: 0, seconds: 0 },
      { stop: 0, seconds: 90 },
    ],
    'far apart': [
      { stop: 1, seconds: 30 },
      { stop: 7, seconds: 0 },
      { stop: 20, seconds: 200 },
    ],
  };

  for (const [name, targets] of Object.entries(targetSets)) {
    it(`${name} targets: a ride of τ seconds lowers the bound by at most τ, with one ride fewer left`, () => {
      bounds.towards(targets, 6);
      let checked = 0;
      forEachRide(t, (from, to, seconds) => {
        for (let rides = 1; rides <= 6; rides++) {
          expect(bounds.at(to, rides - 1)).toBeGreaterThanOrEqual(bounds.at(from, rides) - seconds);
          checked++;
        }
      });
      expect(checked).toBeGreaterThan(1000);
    });

    it(`${name} targets: fewer rides left never lowers the bound, and a target's bound is at most its walk`, () => {
      bounds.towards(targets, 6);
      for (let s = 0; s < t.stopIds.length; s++) {
        for (let rides = 1; rides <= 6; rides++) {
          expect(bounds.at(s, rides - 1)).toBeGreaterThanOrEqual(bounds.at(s, rides));
        }
        expect(bounds.at(s)).toBe(bounds.at(s, 6));
      }
      for (const target of targets) expect(bounds.at(target.stop, 0)).toBeLessThanOrEqual(target.seconds);
    });
  }
});

/** Every ride of every trip: from a stop where it leaves to a later one where it arrives, in seconds. */
function forEachRide(t: Timetable, visit: (from: number, to: number, seconds: number) => void): void {
  for (let p = 0; p + 1 < t.patternStopOffset.length; p++) {
    const off = t.patternStopOffset[p]!;
    const n = t.patternStopOffset[p + 1]! - off;
    const trips = t.patternTripOffset[p + 1]! - t.patternTripOffset[p]!;
    for (let j = 0; j < Math.min(trips, 3); j++) {
      const row = t.patternTimeOffset[p]! + j * n;
      for (let a = 0; a < n; a++) {
        for (let b = a + 1; b < n; b++) {
          visit(
            t.patternStops[off + a]!,
            t.patternStops[off + b]!,
            t.arrivals[row + b]! - t.departures[row + a]!,
          );
        }
      }
    }
  }
}
