/**
 * npm run region:import -- --gtfs <file|folder|URL> [--osm <file|URL>] [--bbox …] [--out …] [--name …]
 *
 * Turns a GTFS feed (normally OVapi's national gtfs-nl) and optionally an OpenStreetMap extract
 * (normally Geofabrik's Gelderland) into the region snapshot the server loads (see import-region.ts).
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { BBox } from '../src/gtfs/clip-feed.js';
import { importRegion, type ImportOptions } from '../src/node/import-region.js';

/** The Achterhoek and the towns around it (Zutphen, Deventer, Arnhem, Nijmegen, Enschede, Bocholt). */
const DEFAULT_BBOX: BBox = [5.8, 51.75, 6.95, 52.35];
const DEFAULT_NAME = 'Achterhoek';

const USAGE = `Usage: npm run region:import -- --gtfs <file.zip|folder|URL> [options]

Builds a region snapshot from a GTFS feed.

  --gtfs <source>   GTFS zip file, folder of .txt files, or http(s) URL of a zip (required),
                    e.g. https://gtfs.ovapi.nl/nl/gtfs-nl.zip
  --osm <source>    OpenStreetMap extract (.osm.pbf, or .osm) file or http(s) URL, e.g.
                    https://download.geofabrik.de/europe/netherlands/gelderland-latest.osm.pbf;
                    without it, drives and walks are estimated (straight line × 1.3)
  --bbox <box>      minLon,minLat,maxLon,maxLat to keep (default ${DEFAULT_BBOX.join(',')}:
                    the Achterhoek and surroundings, Zutphen–Enschede–Bocholt–Arnhem)
  --out <file>      snapshot to write (default $DATA_DIR/region/region.snapshot, DATA_DIR=./data)
  --name <name>     region name stored in the snapshot (default ${DEFAULT_NAME})
  --help            show this text
`;

function parseOptions(argv: string[]): ImportOptions | 'help' {
  const { values, positionals } = parseArgs({
    args: argv,
    options: {
      gtfs: { type: 'string' },
      osm: { type: 'string' },
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
    ...(values.osm ? { osm: values.osm } : {}),
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

async function main(): Promise<number> {
  let options: ImportOptions | 'help';
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

  try {
    await importRegion(options, (line) => console.log(line));
    return 0;
  } catch (error) {
    console.error(`region:import failed: ${(error as Error).message}`);
    return 1;
  }
}

process.exitCode = await main();
