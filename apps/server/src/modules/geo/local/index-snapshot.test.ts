import { describe, expect, it } from 'vitest';
import { buildDemoFeed, buildTimetable } from '@achterhoek/routing';
import { syntheticAddresses } from '../../../../bench/synthetic-addresses.js';
import { loadDutchLocalities } from '../geonames-places.js';
import { localityEntries, NearestLocality, regionPlaceEntries, stopEntries } from './entry-sources.js';
import { indexFingerprint } from './index-file.js';
import { decodeIndexSnapshot, encodeIndexSnapshot } from './index-snapshot.js';
import { TokenIndex } from './token-index.js';

const localities = loadDutchLocalities();
const timetable = buildTimetable(buildDemoFeed()).timetable;
const places = syntheticAddresses(20_000);
const near = new NearestLocality(localities);
const entries = [
  ...localityEntries(localities),
  ...stopEntries(timetable, near),
  ...regionPlaceEntries(places, near),
];
const built = TokenIndex.build(entries);
const fingerprint = indexFingerprint({ timetable, places });

/** Seeded questions as people type them: a word or two of an entry's title, cut short, near or far. */
function questions(count: number) {
  let seed = 7;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  return Array.from({ length: count }, () => {
    const e = entries[Math.floor(next() * entries.length)]!;
    const words = e.title.split(/[\s,]+/).filter(Boolean);
    const query = words
      .slice(0, 1 + Math.floor(next() * Math.min(3, words.length)))
      .map((word) => word.slice(0, Math.max(2, Math.ceil(word.length * next()))))
      .join(' ');
    return {
      query,
      center: { lat: e.lat + (next() - 0.5), lon: e.lon + (next() - 0.5) },
      radiusMetres: next() < 0.2 ? 5_000 : 175_000,
      maxResults: next() < 0.5 ? 5 : 20,
    };
  });
}

describe('the geo index snapshot', () => {
  it('answers every question exactly as the index it was written from', () => {
    const loaded = decodeIndexSnapshot(encodeIndexSnapshot(built, fingerprint), fingerprint)!;
    expect(loaded.size).toBe(built.size);
    let answered = 0;
    for (const question of questions(600)) {
      const fresh = built.search(question);
      expect(loaded.search(question)).toEqual(fresh);
      if (fresh.length > 0) answered++;
    }
    // The questions find things: the comparison is not one of empty answers.
    expect(answered).toBeGreaterThan(400);
  });

  it('is stale for another fingerprint and no snapshot at all for other bytes', () => {
    const bytes = encodeIndexSnapshot(built, fingerprint);
    expect(decodeIndexSnapshot(bytes, 'another region')).toBeUndefined();
    expect(decodeIndexSnapshot(Buffer.from('not a snapshot'), fingerprint)).toBeUndefined();
  });

  it('reads a snapshot that does not start on an aligned byte (a pooled buffer)', () => {
    const bytes = encodeIndexSnapshot(built, fingerprint);
    const shifted = Buffer.alloc(bytes.length + 3);
    bytes.copy(shifted, 3);
    const loaded = decodeIndexSnapshot(shifted.subarray(3), fingerprint)!;
    const [question] = questions(1);
    expect(loaded.search(question!)).toEqual(built.search(question!));
  });

  it('changes its fingerprint with the region: another set of places, or none', () => {
    expect(indexFingerprint({ timetable, places: syntheticAddresses(19_000) })).not.toBe(fingerprint);
    expect(indexFingerprint({ timetable })).not.toBe(fingerprint);
    expect(indexFingerprint({ timetable, places })).toBe(fingerprint);
  });
});
