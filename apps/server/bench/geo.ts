/**
 * `npm run bench:geo`: how fast the local geocoder answers, on the demo region's index and on a
 * synthetic register of 500,000 addresses, next to MiniSearch on the same entries and the same queries.
 * Prints figures; it is not a test.
 *
 *   BENCH_ADDRESSES=100000   a smaller register (default 500,000)
 *   BENCH_QUERIES=500        fewer queries (default 2000)
 */
import { cpus, totalmem } from 'node:os';
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
import { TokenIndex } from '../src/modules/geo/local/token-index.js';
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
  const index = new TokenIndex(entries);
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
