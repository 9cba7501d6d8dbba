import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { GtfsFeed } from '../gtfs/feed.js';
import { generateSyntheticNetwork, SYNTHETIC_QUERY_DATE, SYNTHETIC_TARGETS } from './national-network.js';

function fingerprint(feed: GtfsFeed): string {
  const hash = createHash('sha256');
  const st = feed.stopTimes;
  for (const column of [st.tripIndex, st.stopIndex, st.stopSequence, st.arrival, st.departure]) {
    hash.update(new Uint8Array(column.buffer, column.byteOffset, column.byteLength));
  }
  hash.update(JSON.stringify([feed.stops, feed.routes, feed.trips]));
  return hash.digest('hex');
}

function weekdayCounts(feed: GtfsFeed): { trips: number; stopTimes: number } {
  const weekday = feed.trips.map((t) => t.serviceId === 'WEEKDAY');
  let stopTimes = 0;
  for (let i = 0; i < feed.stopTimes.length; i++) if (weekday[feed.stopTimes.tripIndex[i]!]) stopTimes++;
  return { trips: weekday.filter(Boolean).length, stopTimes };
}

const small = generateSyntheticNetwork({ seed: 7, scale: 0.01 });
const larger = generateSyntheticNetwork({ seed: 7, scale: 0.02 });

describe('generateSyntheticNetwork', () => {
  it('gives the same feed for the same seed and another for another seed', () => {
    expect(fingerprint(generateSyntheticNetwork({ seed: 7, scale: 0.01 }))).toBe(fingerprint(small));
    expect(fingerprint(generateSyntheticNetwork({ seed: 8, scale: 0.01 }))).not.toBe(fingerprint(small));
  });

  it('meets the scale-1 targets times the scale, within 15 %', () => {
    for (const [scale, feed] of [
      [0.01, small],
      [0.02, larger],
    ] as const) {
      const { trips, stopTimes } = weekdayCounts(feed);
      const within = (actual: number, target: number): void => {
        expect(actual).toBeGreaterThanOrEqual(target * scale * 0.85);
        expect(actual).toBeLessThanOrEqual(target * scale * 1.15);
      };
      within(feed.stops.length, SYNTHETIC_TARGETS.stops);
      within(feed.routes.length, SYNTHETIC_TARGETS.routes);
      within(trips, SYNTHETIC_TARGETS.trips);
      within(stopTimes, SYNTHETIC_TARGETS.stopTimes);
    }
  });

  it('has every mode family, one agency each, in Amsterdam time', () => {
    expect(new Set(larger.routes.map((r) => r.type))).toEqual(new Set([0, 2, 3, 4]));
    expect(larger.agencies.map((a) => a.timezone)).toEqual(Array(4).fill('Europe/Amsterdam'));
    expect(new Set(larger.routes.map((r) => r.agencyId)).size).toBe(4);
  });

  it('runs trips of at least two stops with times that never go back', () => {
    for (const feed of [small, larger]) {
      const st = feed.stopTimes;
      const stopsPerTrip = new Int32Array(feed.trips.length);
      const wrong: number[] = [];
      for (let i = 0; i < st.length; i++) {
        stopsPerTrip[st.tripIndex[i]!]!++;
        const sameTrip = i > 0 && st.tripIndex[i] === st.tripIndex[i - 1];
        const ok =
          st.arrival[i]! <= st.departure[i]! &&
          (sameTrip
            ? st.stopSequence[i]! > st.stopSequence[i - 1]! && st.arrival[i]! >= st.departure[i - 1]!
            : i === 0 || st.tripIndex[i]! > st.tripIndex[i - 1]!);
        if (!ok) wrong.push(i);
      }
      expect(wrong).toEqual([]);
      expect(Math.min(...stopsPerTrip)).toBeGreaterThanOrEqual(2);
    }
  });

  it('references only what exists', () => {
    const feed = larger;
    const agencies = new Set(feed.agencies.map((a) => a.agencyId));
    const routes = new Set(feed.routes.map((r) => r.routeId));
    const services = new Set(feed.calendars.map((c) => c.serviceId));
    const stations = new Set(feed.stops.filter((s) => s.locationType === 1).map((s) => s.stopId));
    expect(new Set(feed.stops.map((s) => s.stopId)).size).toBe(feed.stops.length);
    expect(new Set(feed.trips.map((t) => t.tripId)).size).toBe(feed.trips.length);
    for (const r of feed.routes) expect(agencies.has(r.agencyId)).toBe(true);
    for (const t of feed.trips) {
      expect(routes.has(t.routeId)).toBe(true);
      expect(services.has(t.serviceId)).toBe(true);
    }
    for (const s of feed.stops) if (s.parentStation) expect(stations.has(s.parentStation)).toBe(true);
    const st = feed.stopTimes;
    const wrong: number[] = [];
    for (let i = 0; i < st.length; i++) {
      if (st.tripIndex[i]! >= feed.trips.length || feed.stops[st.stopIndex[i]!]?.locationType !== 0)
        wrong.push(i);
    }
    expect(wrong).toEqual([]);
    expect(stations.size).toBeGreaterThan(0);
  });

  it('keeps stops in the Dutch box, runs past midnight and serves the query date', () => {
    for (const s of larger.stops) {
      expect(s.lon).toBeGreaterThanOrEqual(3.4);
      expect(s.lon).toBeLessThanOrEqual(7.2);
      expect(s.lat).toBeGreaterThanOrEqual(50.75);
      expect(s.lat).toBeLessThanOrEqual(53.5);
    }
    expect(larger.stopTimes.arrival.some((t) => t >= 24 * 3600)).toBe(true);
    expect(Math.min(...larger.stopTimes.departure)).toBeGreaterThanOrEqual(5 * 3600);
    const weekday = larger.calendars.find((c) => c.serviceId === 'WEEKDAY')!;
    expect(weekday.startDate).toBeLessThanOrEqual(SYNTHETIC_QUERY_DATE);
    expect(weekday.endDate).toBeGreaterThanOrEqual(SYNTHETIC_QUERY_DATE);
    const day = new Date(Date.UTC(2026, 10, 24)).getUTCDay(); // Tuesday
    expect(weekday.weekdays & (1 << (day - 1))).not.toBe(0);
  });

  it('puts the town-centre stops within a few hundred metres of each other', () => {
    const hubs = larger.stops.filter((s) => s.stopId.startsWith('H'));
    const byTown = new Map<string, typeof hubs>();
    for (const s of hubs)
      byTown.set(s.name.split(',')[0]!, [...(byTown.get(s.name.split(',')[0]!) ?? []), s]);
    expect([...byTown.values()].some((stops) => stops.length > 1)).toBe(true);
    for (const stops of byTown.values()) {
      for (const a of stops) {
        for (const b of stops) {
          const metres = Math.hypot((a.lat - b.lat) * 110_574, (a.lon - b.lon) * 68_500);
          expect(metres).toBeLessThan(500);
        }
      }
    }
  });
});
