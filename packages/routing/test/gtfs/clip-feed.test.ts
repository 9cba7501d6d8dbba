import { describe, expect, it } from 'vitest';
import { clipFeed } from '../../src/gtfs/clip-feed.js';
import type { GtfsFeed } from '../../src/gtfs/feed.js';
import { readFeed } from '../../src/gtfs/read-feed.js';
import { feedFiles } from './fixture.js';

function stopSequence(feed: GtfsFeed, tripId: string): string[] {
  const t = feed.trips.findIndex((trip) => trip.tripId === tripId);
  const ids: string[] = [];
  for (let k = 0; k < feed.stopTimes.length; k++) {
    if (feed.stopTimes.tripIndex[k] === t) ids.push(feed.stops[feed.stopTimes.stopIndex[k]!]!.stopId);
  }
  return ids;
}

describe('clipFeed', () => {
  const { feed } = readFeed(feedFiles());
  // Around Winterswijk, Aalten and Lichtenvoorde: leaves out Zutphen (C) and the station node ST1.
  const { feed: clipped, summary } = clipFeed(feed, [6.5, 51.9, 6.725, 52.0]);

  it('keeps stops inside and the parent stations of kept stops', () => {
    expect(clipped.stops.map((s) => s.stopId)).toEqual(['ST1', 'P1', 'P2', 'A', 'B']);
    expect(summary).toEqual({ stops: 5, trips: 3, stopTimes: 6 });
  });

  it('drops trips left with fewer than 2 stops, and remaps indices', () => {
    expect(clipped.trips.map((t) => t.tripId)).toEqual(['T1', 'T2', 'T3']);
    expect(stopSequence(clipped, 'T1')).toEqual(['P1', 'A']);
    expect(stopSequence(clipped, 'T3')).toEqual(['A', 'B']);
    const t3 = clipped.trips.findIndex((t) => t.tripId === 'T3');
    const rows = [...clipped.stopTimes.tripIndex].flatMap((t, k) => (t === t3 ? [k] : []));
    expect(rows.map((k) => clipped.stopTimes.stopSequence[k])).toEqual([10, 20]);
    expect(rows.map((k) => clipped.stopTimes.arrival[k])).toEqual([36000, 37800]);
  });

  it('drops what is no longer referenced', () => {
    expect(clipped.routes.map((r) => r.routeId)).toEqual(['R1', 'R2']);
    expect(clipped.agencies.map((a) => a.agencyId)).toEqual(['ARR']);
    expect(clipped.calendars.map((c) => c.serviceId)).toEqual(['WD']);
    expect(clipped.calendarDates.map((d) => d.serviceId)).toEqual(['HOL', 'WD']);
    expect(clipped.shapes.map((s) => s.shapeId)).toEqual(['SH1']);
    expect(clipped.transfers).toEqual([
      { fromStopId: 'P1', toStopId: 'P2', transferType: 2, minTransferTime: 180 },
    ]);
    expect(clipped.frequencies.map((f) => f.tripId)).toEqual(['T3']);
  });

  it('leaves the input feed untouched', () => {
    expect(feed.stops).toHaveLength(6);
    expect(stopSequence(feed, 'T4')).toEqual(['C', 'A']);
  });

  it('keeps everything when the box covers the feed, as a copy', () => {
    const all = clipFeed(feed, [-180, -90, 180, 90]);
    expect(all.feed).toEqual(feed);
    expect(all.feed.stopTimes.tripIndex).not.toBe(feed.stopTimes.tripIndex);
  });
});
