import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importRegion } from '../../src/node/import-region.js';
import { readOsmRegion } from '../../src/node/read-osm.js';
import { decodeRegion } from '../../src/region/region.js';
import { feedFiles } from '../gtfs/fixture.js';

const OSM = new URL('../roads/osm/fixtures/winterswijk.osm', import.meta.url).pathname;
const BBOX: [number, number, number, number] = [5.8, 51.75, 6.95, 52.35];

let dir: string;
let gtfs: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'region-places-'));
  gtfs = join(dir, 'gtfs');
  await mkdir(gtfs);
  for (const [name, bytes] of feedFiles()) await writeFile(join(gtfs, name), bytes);
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('importRegion with an extract', () => {
  it('stores the places in the snapshot and logs their counts', async () => {
    const out = join(dir, 'with-places.snapshot');
    const lines: string[] = [];
    const summary = await importRegion({ gtfs, osm: OSM, bbox: BBOX, out, name: 'Proef' }, (l) =>
      lines.push(l),
    );
    expect(summary.places).toEqual({ street: 6, address: 7, poi: 6 });
    expect(lines).toContain('Places: 6 streets (from 7 ways), 7 addresses, 6 points of interest');
    const region = decodeRegion(await readFile(out));
    const { places } = await readOsmRegion(OSM, { bbox: BBOX });
    expect(region.places).toBeDefined();
    expect(Array.from(region.places!.lat)).toEqual(Array.from(places.lat));
    expect(Array.from(region.places!.poiType)).toEqual(Array.from(places.poiType));
    expect(region.places!.strings).toEqual(places.strings);
  });

  it('stores no places without an extract', async () => {
    const out = join(dir, 'no-places.snapshot');
    const summary = await importRegion({ gtfs, bbox: BBOX, out, name: 'Proef' }, () => undefined);
    expect(summary.places).toBeNull();
    expect(decodeRegion(await readFile(out)).places).toBeUndefined();
  });
});
