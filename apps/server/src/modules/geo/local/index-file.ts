import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { RegionPlaces, Timetable } from '@achterhoek/routing';
import { loadDutchLocalities } from '../geonames-places.js';
import { decodeIndexSnapshot, encodeIndexSnapshot } from './index-snapshot.js';
import { LocalGeocoder } from './local-geocoder.js';
import type { TokenIndex } from './token-index.js';

/**
 * The version of the rules that turn the sources into entries and words (entry-sources.ts, token-index.ts,
 * text-match.ts): raise it with any change to them, so every snapshot written before is stale.
 */
export const INDEX_RULES_VERSION = 1;

export interface IndexSources {
  timetable: Timetable;
  places?: RegionPlaces | undefined;
}

/**
 * What the index is made from, as a hash: the rules' version, the GeoNames towns,
 * and the region's stops and places themselves (their arrays and strings, hashed in well under a second
 * for half a million places), so a new import or a new demo region makes the snapshot stale.
 */
export function indexFingerprint(sources: IndexSources): string {
  const hash = createHash('sha256');
  const text = (value: string) => hash.update(value).update('\u0000');
  const array = (value: ArrayBufferView) =>
    hash.update(new Uint8Array(value.buffer, value.byteOffset, value.byteLength)).update('\u0000');
  text(`rules ${INDEX_RULES_VERSION}`);
  text(JSON.stringify(loadDutchLocalities()));
  const t = sources.timetable;
  for (const list of [t.stopIds, t.stopNames]) text(list.join('\n'));
  for (const values of [t.stopParent, t.stopLat, t.stopLon, t.stopPatternOffset, t.stopPatterns])
    array(values);
  for (const values of [t.patternRoute, t.routeMode]) array(values);
  const p = sources.places;
  if (p) {
    text('places');
    for (const values of [p.kind, p.lat, p.lon, p.name, p.houseNumber, p.postcode, p.locality, p.poiType])
      array(values);
    text(p.strings.join('\n'));
  }
  return hash.digest('hex');
}

/**
 * The local geocoder's index: loaded from its snapshot when the file was written for these sources,
 * otherwise built (GeoNames towns, stops, places) and written, so the next start loads it. A snapshot
 * that cannot be read or written is only logged: the index built here serves either way.
 */
export function loadOrBuildIndex(
  file: string,
  sources: IndexSources,
  log: FastifyBaseLogger,
): { index: TokenIndex; from: 'snapshot' | 'built' } {
  const fingerprint = indexFingerprint(sources);
  try {
    if (fs.existsSync(file)) {
      const index = decodeIndexSnapshot(fs.readFileSync(file), fingerprint);
      if (index) return { index, from: 'snapshot' };
      log.info({ file }, 'geo index snapshot is stale; building the index');
    }
  } catch (error) {
    log.warn({ err: error, file }, 'geo index snapshot unreadable; building the index');
  }
  const index = LocalGeocoder.build({
    localities: loadDutchLocalities(),
    timetable: sources.timetable,
    ...(sources.places ? { places: sources.places } : {}),
  }).index;
  try {
    // Written beside and renamed: a start that reads it never sees half a file.
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const partial = `${file}.${process.pid}.partial`;
    fs.writeFileSync(partial, encodeIndexSnapshot(index, fingerprint));
    fs.renameSync(partial, file);
  } catch (error) {
    log.warn({ err: error, file }, 'could not write the geo index snapshot');
  }
  return { index, from: 'built' };
}
