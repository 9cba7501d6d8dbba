/**
 * `npm run bench:geo`: how fast the local geocoder answers, on the demo region's index and on a
 * synthetic register of 500,000 addresses, next to MiniSearch on the same entries and the same queries;
 * and how long the index takes to be ready at start, built (the towns, stops and places made into entries,
 * then indexed) or loaded from its snapshot (decision 36), wall and CPU time, with a check that both
 * answer every query the same. Goal (issue 31): 500 k places ready ≤ 2 s. Prints figures; not a test.
 *
 *   BENCH_ADDRESSES=100000   a smaller register (default 500,000)
 *   BENCH_QUERIES=500        fewer queries (default 2000)
 */
import fs from 'node:fs';
import os, { cpus, totalmem } from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { buildDemoFeed, buildTimetable, haversineMeters, type RegionPlaces } from '@achterhoek/routing';
import MiniSearch from 'minisearch';
import { loadDutchLocalities } from '../src/modules/geo/geonames-places.js';
import {
  localityEntries,
  NearestLocality,
  regionPlaceEntries,
  stopEntries,
} from '../src/modules/geo/local/entry-sources.js';
import type { GeoEntry } from '../src/modules/geo/local/geo-entry.js';
import { indexFingerprint } from '../src/modules/geo/local/index-file.js';
import { decodeIndexSnapshot, encodeIndexSnapshot } from '../src/modules/geo/local/index-snapshot.js';
import { TokenIndex } from '../src/modules/geo/local/token-index.js';
import { wallAndCpu } from '../../../packages/routing/bench/measure.js';
import { normaliseChars } from '../src/modules/geo/text-match.js';
import { syntheticAddresses } from './synthetic-addresses.js';

const addressCount = Number(process.env.BENCH_ADDRESSES ?? 500_000);
const queryCount = Number(process.env.BENCH_QUERIES ?? 2000);
const RADIUS = 175_000;

const cpu = cpus();
console.log(
  `Machine: ${cpu[0]?.model ?? 'unknown CPU'}, ${cpu.length} cores, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`,
);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** Queries as people type them: a town, a street with a number and a place, a postcode, a stop, a kind of place. */
function queries(
  entries: readonly GeoEntry[],
  count: number,
): { query: string; center: { lat: number; lon: number } }[] {
  let seed = 12345;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const out: { query: string; center: { lat: number; lon: number } }[] = [];
  while (out.length < count) {
    const e = entries[Math.floor(next() * entries.length)]!;
    const cut = (word: string) => word.slice(0, Math.max(4, Math.ceil(word.length * (0.5 + next() / 2))));
    let query: string;
    if (e.category === 'address' && e.street && e.houseNumber) {
      const style = next();
      query =
        style < 0.4
          ? `${cut(e.street)} ${e.houseNumber} ${cut(e.locality ?? '')}`
          : style < 0.7 && e.postalCode
            ? `${e.postalCode} ${e.houseNumber}`
            : `${e.street} ${e.houseNumber}`;
    } else {
      query = e.title.split(/\s+/).map(cut).join(' ');
    }
    out.push({
      query: query.trim(),
      center: { lat: e.lat + (next() - 0.5) * 0.4, lon: e.lon + (next() - 0.5) * 0.6 },
    });
  }
  return out;
}

function run(title: string, entries: GeoEntry[]): void {
  let t = performance.now();
  const index = TokenIndex.build(entries);
  const oursBuild = performance.now() - t;
  t = performance.now();
  const mini = new MiniSearch<{ id: number; title: string; keywords: string }>({
    fields: ['title', 'keywords'],
    storeFields: [],
    processTerm: (term) => normaliseChars(term).trim() || null,
    searchOptions: { prefix: true, combineWith: 'AND' },
  });
  mini.addAll(entries.map((e, id) => ({ id, title: e.title, keywords: e.keywords.join(' ') })));
  const miniBuild = performance.now() - t;
  const qs = queries(entries, queryCount);
  const ours: number[] = [];
  const theirs: number[] = [];
  let sameFirst = 0;
  let answered = 0;
  for (const [i, q] of qs.entries()) {
    const s = performance.now();
    const found = index.search({ query: q.query, center: q.center, radiusMetres: RADIUS, maxResults: 20 });
    if (i >= 20) ours.push(performance.now() - s);
    const m = performance.now();
    // MiniSearch ranks by text relevance only; the radius and the first 20 are applied to its answer.
    const hits = mini
      .search(q.query)
      .filter(
        (h) => haversineMeters(q.center.lat, q.center.lon, entries[h.id]!.lat, entries[h.id]!.lon) <= RADIUS,
      )
      .slice(0, 20);
    if (i >= 20) theirs.push(performance.now() - m);
    if (found.length > 0) answered++;
    if (found[0] && hits[0] && found[0].id === entries[hits[0].id as number]!.id) sameFirst++;
  }
  ours.sort((a, b) => a - b);
  theirs.sort((a, b) => a - b);
  const f = (v: number) => (v < 10 ? v.toFixed(3) : v.toFixed(1));
  console.log(`\n== ${title}: ${entries.length.toLocaleString('en')} entries, ${qs.length} queries ==`);
  console.log('index       build s  p50 ms  p95 ms  p99 ms  p95/ours');
  console.log(
    `ours        ${(oursBuild / 1000).toFixed(1).padStart(7)}  ${f(percentile(ours, 50)).padStart(6)}  ${f(percentile(ours, 95)).padStart(6)}  ${f(percentile(ours, 99)).padStart(6)}      1.0×`,
  );
  console.log(
    `MiniSearch  ${(miniBuild / 1000).toFixed(1).padStart(7)}  ${f(percentile(theirs, 50)).padStart(6)}  ${f(percentile(theirs, 95)).padStart(6)}  ${f(percentile(theirs, 99)).padStart(6)}  ${(percentile(theirs, 95) / percentile(ours, 95)).toFixed(1).padStart(7)}×`,
  );
  console.log(
    `  ours answered ${answered} of ${qs.length}; same first suggestion as MiniSearch: ${sameFirst}`,
  );
}

const localities = loadDutchLocalities();
const near = new NearestLocality(localities);
const timetable = buildTimetable(buildDemoFeed()).timetable;
const base = [...localityEntries(localities), ...stopEntries(timetable, near)];
run('Demo region index (GeoNames towns + demo stops)', base);
const places: RegionPlaces = syntheticAddresses(addressCount);
run(
  `Synthetic register (${addressCount.toLocaleString('en')} places: addresses, streets, points of interest, postcode areas)`,
  [...base, ...regionPlaceEntries(places, near)],
);

/**
 * Ready at start: what the server does without a snapshot (GeoNames towns read, every entry made from the
 * region, the index built; the snapshot's fingerprint) against what it does with one (the fingerprint,
 * the file read and decoded). Then both answer the same queries, which must give identical suggestions.
 */
async function readyAtStart(): Promise<void> {
  const sources = { timetable, places };
  const built = await wallAndCpu(() => {
    const towns = loadDutchLocalities();
    const nearest = new NearestLocality(towns);
    const entries = [
      ...localityEntries(towns),
      ...stopEntries(timetable, nearest),
      ...regionPlaceEntries(places, nearest),
    ];
    return { index: TokenIndex.build(entries), entries, fingerprint: indexFingerprint(sources) };
  });
  const file = path.join(
    fs.mkdtempSync(path.join(os.tmpdir(), 'achterhoek-bench-geo-')),
    'geo-index.snapshot',
  );
  const written = await wallAndCpu(() =>
    fs.writeFileSync(file, encodeIndexSnapshot(built.value.index, built.value.fingerprint)),
  );
  const loaded = await wallAndCpu(() =>
    decodeIndexSnapshot(fs.readFileSync(file), indexFingerprint(sources))!,
  );
  const fingerprinted = await wallAndCpu(() => indexFingerprint(sources));
  const size = fs.statSync(file).size;
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
  let same = 0;
  const qs = queries(built.value.entries, queryCount);
  for (const q of qs) {
    const search = { query: q.query, center: q.center, radiusMetres: RADIUS, maxResults: 20 };
    if (isDeepStrictEqual(built.value.index.search(search), loaded.value.search(search))) same++;
  }
  const f = (r: { wallMs: number; cpuMs: number }) =>
    `${(r.wallMs / 1000).toFixed(2).padStart(6)} s wall  ${(r.cpuMs / 1000).toFixed(2).padStart(6)} s CPU`;
  console.log(`\n== Ready at start: ${built.value.index.size.toLocaleString('en')} entries ==`);
  console.log(`built (towns, entries, index)     ${f(built)}`);
  console.log(`snapshot written (${(size / 2 ** 20).toFixed(0)} MB)        ${f(written)}`);
  console.log(
    `snapshot loaded (incl. fingerprint) ${f(loaded)}   goal ≤ 2 s: ${loaded.wallMs <= 2000 ? 'met' : 'not met'}`,
  );
  console.log(`  of which the fingerprint        ${f(fingerprinted)}`);
  console.log(`  identical suggestions, loaded vs built: ${same} of ${qs.length} queries`);
}
await readyAtStart();
