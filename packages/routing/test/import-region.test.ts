import { createReadStream } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importRegion } from '../src/node/import-region.js';
import { decodeRegion } from '../src/region/region.js';
import { GraphRoadRouter } from '../src/roads/graph-road-router.js';
import { feedFiles } from './gtfs/fixture.js';

const OSM = new URL('./roads/osm/fixtures/winterswijk.osm', import.meta.url).pathname;
const PBF = new URL('./roads/osm/fixtures/winterswijk.osm.pbf', import.meta.url).pathname;
const BBOX: [number, number, number, number] = [5.8, 51.75, 6.95, 52.35];

let dir: string;
let gtfs: string;
let server: Server;
let base: string;
const quiet = () => undefined;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'region-import-'));
  gtfs = join(dir, 'gtfs');
  await mkdir(gtfs);
  for (const [name, bytes] of feedFiles()) await writeFile(join(gtfs, name), bytes);
  // A local stand-in for Geofabrik: the fixture extract over HTTP, and a 404 for anything else.
  server = createServer((request, response) => {
    if (request.url === '/winterswijk.osm.pbf') createReadStream(PBF).pipe(response);
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.close();
  await rm(dir, { recursive: true, force: true });
});

describe('importRegion', () => {
  it('adds the road network and its hierarchy to the snapshot, credited to OpenStreetMap', async () => {
    const out = join(dir, 'with-roads.snapshot');
    const summary = await importRegion({ gtfs, osm: OSM, bbox: BBOX, out, name: 'Proef' }, quiet);
    expect(summary.junctions).toBeGreaterThan(5);
    const region = decodeRegion(await readFile(out));
    expect(region.meta.roads).toBe('openstreetmap');
    expect(region.meta.sources.map((s) => s.name)).toEqual(['OVapi gtfs-nl', 'OpenStreetMap']);
    expect(region.roads!.graph.nodeLat.length).toBe(summary.junctions);
    // The imported network drives: two points in the fixture's streets, by road, not estimated.
    const roads = new GraphRoadRouter(region.roads!.graph, region.roads!.hierarchy);
    const route = roads.drive({ lat: 51.9672, lon: 6.7108 }, { lat: 51.9712, lon: 6.7215 });
    expect(route?.estimated).toBe(false);
  });

  it('downloads the extract from a URL', async () => {
    const out = join(dir, 'downloaded.snapshot');
    const lines: string[] = [];
    await importRegion({ gtfs, osm: `${base}/winterswijk.osm.pbf`, bbox: BBOX, out, name: 'Proef' }, (l) =>
      lines.push(l),
    );
    expect(lines.some((l) => l.startsWith('Downloading'))).toBe(true);
    const fromFile = decodeRegion(await readFile(join(dir, 'with-roads.snapshot')));
    const downloaded = decodeRegion(await readFile(out));
    expect(Array.from(downloaded.roads!.graph.edgeMeters)).toEqual(
      Array.from(fromFile.roads!.graph.edgeMeters),
    );
  });

  it('says which download failed, and leaves the old snapshot in place', async () => {
    const out = join(dir, 'with-roads.snapshot');
    const before = await readFile(out);
    await expect(
      importRegion({ gtfs, osm: `${base}/missing.osm.pbf`, bbox: BBOX, out, name: 'Proef' }, quiet),
    ).rejects.toThrow(`Could not download the OpenStreetMap extract from ${base}/missing.osm.pbf: HTTP 404`);
    expect((await readFile(out)).equals(before)).toBe(true);
  });

  it('marks a snapshot without an extract as estimated', async () => {
    const out = join(dir, 'no-roads.snapshot');
    await importRegion({ gtfs, bbox: BBOX, out, name: 'Proef' }, quiet);
    const region = decodeRegion(await readFile(out));
    expect(region.roads).toBeUndefined();
    expect(region.meta.roads).toBe('estimated');
  });
});
