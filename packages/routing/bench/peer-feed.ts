/**
 * The GTFS zip the other routers read. They know no footpaths of their own, only transfers.txt, so the
 * feed gets ours: every pair of served stops within our footpath radius, with our walking time plus the
 * slack this bench builds our timetable with, unless the feed already has a transfer for that pair.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GtfsFeed, GtfsTransfer } from '../src/index.js';
import { StopIndex } from '../src/geo/stop-index.js';
import { walkMeters, walkSeconds } from '../src/geo/walking.js';
import { zipFeed } from '../src/gtfs/write-feed.js';

export interface FootpathRules {
  radiusMeters: number;
  walkSpeed: number;
  walkCircuity: number;
  slackSeconds: number;
}

export function withFootpaths(feed: GtfsFeed, rules: FootpathRules): GtfsFeed {
  const served = new Uint8Array(feed.stops.length);
  for (let i = 0; i < feed.stopTimes.length; i++) served[feed.stopTimes.stopIndex[i]!] = 1;
  const lats = Float64Array.from(feed.stops, (s) => s.lat);
  const lons = Float64Array.from(feed.stops, (s) => s.lon);
  const index = new StopIndex(lats, lons, (s) => served[s] === 1);
  const given = new Set(feed.transfers.map((t) => `${t.fromStopId}\n${t.toStopId}`));
  const model = { speed: rules.walkSpeed, circuity: rules.walkCircuity };
  const added: GtfsTransfer[] = [];
  feed.stops.forEach((from, s) => {
    if (!served[s]) return;
    for (const near of index.within(from.lat, from.lon, rules.radiusMeters)) {
      const to = feed.stops[near.stop]!;
      if (near.stop === s || given.has(`${from.stopId}\n${to.stopId}`)) continue;
      const meters = walkMeters(model, from.lat, from.lon, to.lat, to.lon);
      added.push({
        fromStopId: from.stopId,
        toStopId: to.stopId,
        transferType: 2,
        minTransferTime: walkSeconds(model, meters) + rules.slackSeconds,
      });
    }
  });
  return { ...feed, transfers: [...feed.transfers, ...added] };
}

/** Writes the feed as a zip under node_modules/.cache/achterhoek-bench (once per content) and returns the path. */
export function cachedZip(name: string, feed: GtfsFeed): { path: string; bytes: number; written: boolean } {
  const dir = join(process.cwd(), 'node_modules', '.cache', 'achterhoek-bench');
  mkdirSync(dir, { recursive: true });
  const zip = zipFeed(feed);
  const digest = createHash('sha256').update(zip).digest('hex').slice(0, 12);
  const path = join(dir, `${name}-${digest}.zip`);
  const written = !existsSync(path);
  if (written) writeFileSync(path, zip);
  return { path, bytes: zip.length, written };
}
