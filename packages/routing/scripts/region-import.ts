/**
 * npm run region:import -- --gtfs <file|folder|URL> [--bbox …] [--out …] [--name …]
 *
 * Turns a GTFS feed (normally OVapi's national gtfs-nl) into the region snapshot the server loads:
 * read, report problems, clip to the region, build the timetable, encode, write atomically.
 */
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildTimetable, encodeRegion, type RegionMeta } from '../src/index.js';
import { clipFeed, type BBox } from '../src/gtfs/clip-feed.js';
import type { FeedIssue } from '../src/gtfs/feed.js';
import { readFeed } from '../src/gtfs/read-feed.js';
import { loadFeedFiles } from '../src/node/load-feed.js';

/** The Achterhoek and the towns around it (Zutphen, Deventer, Arnhem, Nijmegen, Enschede, Bocholt). */
const DEFAULT_BBOX: BBox = [5.8, 51.75, 6.95, 52.35];
const DEFAULT_NAME = 'Achterhoek';

const USAGE = `Usage: npm run region:import -- --gtfs <file.zip|folder|URL> [options]

Builds a region snapshot from a GTFS feed.

  --gtfs <source>   GTFS zip file, folder of .txt files, or http(s) URL of a zip (required),
                    e.g. https://gtfs.ovapi.nl/nl/gtfs-nl.zip
  --bbox <box>      minLon,minLat,maxLon,maxLat to keep (default ${DEFAULT_BBOX.join(',')}:
                    the Achterhoek and surroundings, Zutphen–Enschede–Bocholt–Arnhem)
  --out <file>      snapshot to write (default $DATA_DIR/region/region.snapshot, DATA_DIR=./data)
  --name <name>     region name stored in the snapshot (default ${DEFAULT_NAME})
  --help            show this text
`;

interface Options {
  gtfs: string;
  bbox: BBox;
  out: string;
  name: string;
}

function parseOptions(argv: string[]): Options | 'help' {
  const { values, positionals } = parseArgs({
    args: argv,
    options: {
      gtfs: { type: 'string' },
      bbox: { type: 'string' },
      out: { type: 'string' },
      name: { type: 'string' },
      help: { type: 'boolean' },
    },
    allowPositionals: true,
  });
  if (values.help) return 'help';
  if (positionals.length > 0) throw new Error(`unexpected argument "${positionals[0]}"`);
  if (!values.gtfs) throw new Error('--gtfs is required');
  return {
    gtfs: values.gtfs,
    bbox: values.bbox === undefined ? DEFAULT_BBOX : parseBBox(values.bbox),
    out: values.out ?? join(process.env.DATA_DIR ?? './data', 'region', 'region.snapshot'),
    name: values.name ?? DEFAULT_NAME,
  };
}

function parseBBox(text: string): BBox {
  const parts = text.split(',').map((p) => Number(p.trim()));
  const [minLon, minLat, maxLon, maxLat] = parts;
  if (
    parts.length !== 4 ||
    minLon === undefined ||
    minLat === undefined ||
    maxLon === undefined ||
    maxLat === undefined ||
    !parts.every(Number.isFinite) ||
    minLon >= maxLon ||
    minLat >= maxLat ||
    minLon < -180 ||
    maxLon > 180 ||
    minLat < -90 ||
    maxLat > 90
  ) {
    throw new Error(`--bbox "${text}" is not minLon,minLat,maxLon,maxLat`);
  }
  return [minLon, minLat, maxLon, maxLat];
}

function printIssues(issues: FeedIssue[]): void {
  const errors = issues.filter((i) => i.severity === 'error').length;
  console.log(`${issues.length} issues (${errors} errors: rows dropped, ${issues.length - errors} warnings)`);
  for (const issue of issues.slice(0, 20)) console.log(`  ${issue.severity}: ${issue.message}`);
  if (issues.length > 20) console.log(`  … and ${issues.length - 20} more`);
}

/** Writes next to the target and renames, so the server never reads half a snapshot. */
async function writeAtomically(file: string, bytes: Uint8Array): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(`${file}.tmp`, bytes);
  await rename(`${file}.tmp`, file);
}

async function main(): Promise<number> {
  let options: Options | 'help';
  try {
    options = parseOptions(process.argv.slice(2));
  } catch (error) {
    console.error(`region:import: ${(error as Error).message}\n`);
    console.error(USAGE);
    return 2;
  }
  if (options === 'help') {
    console.log(USAGE);
    return 0;
  }

  const started = performance.now();
  try {
    console.log(`Reading ${options.gtfs}`);
    const files = await loadFeedFiles(options.gtfs);
    const { feed, issues } = readFeed(files);
    files.clear();
    console.log(
      `Feed: ${feed.stops.length} stops, ${feed.trips.length} trips, ${feed.stopTimes.length} stop times`,
    );
    printIssues(issues);

    const { feed: clipped, summary } = clipFeed(feed, options.bbox);
    console.log(
      `Clipped to ${options.bbox.join(',')}: ${summary.stops} stops, ${summary.trips} trips, ${summary.stopTimes} stop times`,
    );

    const { timetable, issues: timetableIssues } = buildTimetable(clipped);
    if (timetableIssues.length > 0) printIssues(timetableIssues);
    const isUrl = /^https?:\/\//i.test(options.gtfs);
    const meta: RegionMeta = {
      name: options.name,
      demo: false,
      bbox: options.bbox,
      builtAt: new Date().toISOString(),
      sources: [
        { name: 'OVapi gtfs-nl', licence: 'CC0 1.0', url: isUrl ? options.gtfs : basename(options.gtfs) },
      ],
    };
    const bytes = encodeRegion({ meta, timetable });
    await writeAtomically(options.out, bytes);

    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const size =
      bytes.length >= 1e6 ? `${(bytes.length / 1e6).toFixed(1)} MB` : `${(bytes.length / 1e3).toFixed(1)} kB`;
    console.log(`Timetable: ${timetable.stopIds.length} stops, ${timetable.tripIds.length} trips`);
    console.log(`Wrote ${options.out} (${size}) in ${seconds} s`);
    return 0;
  } catch (error) {
    console.error(`region:import failed: ${(error as Error).message}`);
    return 1;
  }
}

process.exitCode = await main();
