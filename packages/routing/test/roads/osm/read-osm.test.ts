import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { haversineMeters } from '../../../src/geo/distance.js';
import { readOsmRoadGraph } from '../../../src/node/index.js';
import { modeGraph, type RoadGraph } from '../../../src/roads/road-graph.js';
import { edgeFromTo, edgesFromTo, expectWellFormed, nameOf, nodeAt, shapeOf } from './graph-helpers.js';

const FIXTURES = fileURLToPath(new URL('./fixtures/', import.meta.url));
const XML = join(FIXTURES, 'winterswijk.osm');
const PBF = join(FIXTURES, 'winterswijk.osm.pbf');

// Node coordinates of winterswijk.osm by id.
const NODE: Record<number, [number, number]> = {
  1: [51.97, 6.71],
  2: [51.9702, 6.7115],
  3: [51.9704, 6.713],
  4: [51.9706, 6.7145],
  10: [51.972, 6.7131],
  11: [51.9712, 6.71305],
  12: [51.969, 6.7129],
  13: [51.968, 6.7128],
  14: [51.9689, 6.7145],
  15: [51.9688, 6.716],
  21: [51.9708, 6.7167],
  22: [51.97062, 6.71698],
  23: [51.9708, 6.71726],
  24: [51.97098, 6.71698],
  30: [51.9709, 6.72],
  31: [51.971, 6.725],
  40: [51.9679, 6.7145],
  50: [51.9712, 6.714],
  60: [51.965, 6.705],
  61: [51.9652, 6.71],
  62: [51.9655, 6.715],
  63: [51.9665, 6.714],
  70: [51.973, 6.7132],
  90: [51.9697, 6.7095],
  91: [51.9694, 6.7093],
  92: [51.9694, 6.7098],
};
const at = (id: number): [number, number] => NODE[id]!;

function meters(...ids: number[]): number {
  let sum = 0;
  for (let i = 1; i < ids.length; i++) sum += haversineMeters(...at(ids[i - 1]!), ...at(ids[i]!));
  return sum;
}

/** The one edge drawn between two OSM nodes, either way round, and whether it is drawn b → a. */
function edge(g: RoadGraph, a: number, b: number): { e: number; reversed: boolean } {
  const [u, v] = [nodeAt(g, ...at(a)), nodeAt(g, ...at(b))];
  const forward = edgesFromTo(g, u, v);
  const backward = u === v ? [] : edgesFromTo(g, v, u);
  if (forward.length + backward.length !== 1) throw new Error(`not one edge between ${a} and ${b}`);
  return forward.length === 1 ? { e: forward[0]!, reversed: false } : { e: backward[0]!, reversed: true };
}

/** The edge drawn from OSM node a to b (where two edges join the pair, as on the roundabout). */
const drawn = (g: RoadGraph, a: number, b: number): number =>
  edgeFromTo(g, nodeAt(g, ...at(a)), nodeAt(g, ...at(b)));

/** Seconds to drive from OSM node a to b over their edge, or NaN. */
function driveSeconds(g: RoadGraph, a: number, b: number): number {
  const { e, reversed } = edge(g, a, b);
  return reversed ? g.edgeCarBackward[e]! : g.edgeCarForward[e]!;
}

const dirs: string[] = [];
async function tempFile(name: string, content: string | Uint8Array): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'osm-read-'));
  dirs.push(dir);
  await writeFile(join(dir, name), content);
  return join(dir, name);
}
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe('readOsmRoadGraph on the Winterswijk fixture', async () => {
  const { graph: g, report } = await readOsmRoadGraph(XML);

  it('reports what it kept and dropped', () => {
    expectWellFormed(g);
    expect(report).toEqual({
      waysRead: 17,
      waysKept: 14,
      // The private road without foot access and the two buildings.
      waysNotRoads: 3,
      waysTooShort: 0,
      waysOutsideBbox: 0,
      // The Wooldseweg's last two nodes lie outside the extract.
      missingNodeRefs: 2,
      waysWithMissingRefs: 1,
      junctions: 20,
      edges: 22,
      shapePoints: 9,
    });
  });

  it('splits at the crossing and keeps the points in between as shape, in drawing order', () => {
    const mister = edge(g, 1, 3);
    expect(mister.reversed).toBe(false);
    expect(shapeOf(g, mister.e)).toEqual([at(2)]);
    expect(shapeOf(g, edge(g, 3, 4).e)).toEqual([]);
    expect(shapeOf(g, edge(g, 11, 3).e)).toEqual([]);
    expect(shapeOf(g, edge(g, 13, 15).e)).toEqual([at(40)]);
    // Only junctions are nodes: shape points, the unused node and the private road's far end are not.
    for (const id of [2, 22, 24, 30, 40, 61, 63, 91, 92])
      expect(() => nodeAt(g, ...at(id)), String(id)).toThrow();
    expect(() => nodeAt(g, 51.972, 6.72)).toThrow();
    expect(() => nodeAt(g, 51.9713, 6.715)).toThrow();
  });

  it('measures edges along their shape', () => {
    expect(g.edgeMeters[edge(g, 1, 3).e]).toBeCloseTo(meters(1, 2, 3), 9);
    expect(g.edgeMeters[drawn(g, 21, 23)]).toBeCloseTo(meters(21, 22, 23), 9);
    expect(g.edgeMeters[drawn(g, 23, 21)]).toBeCloseTo(meters(23, 24, 21), 9);
    expect(g.edgeMeters[edge(g, 62, 13).e]).toBeCloseTo(meters(62, 63, 13), 9);
    expect(g.edgeMeters[edge(g, 1, 3).e]).toBeGreaterThan(200);
    expect(g.edgeMeters[edge(g, 1, 3).e]).toBeLessThan(220);
  });

  it('times cars from maxspeed, Dutch implicit limits and class defaults', () => {
    expect(driveSeconds(g, 1, 3)).toBeCloseTo(meters(1, 2, 3) / ((50 * 0.85) / 3.6), 9);
    expect(driveSeconds(g, 3, 12)).toBeCloseTo(meters(3, 12) / ((30 * 0.85) / 3.6), 9);
    expect(driveSeconds(g, 23, 31)).toBeCloseTo(meters(23, 30, 31) / ((80 * 0.85) / 3.6), 9);
    expect(driveSeconds(g, 60, 62)).toBeCloseTo(meters(60, 61, 62) / ((130 * 0.95) / 3.6), 9);
    expect(driveSeconds(g, 62, 13)).toBeCloseTo(meters(62, 63, 13) / ((60 * 0.85) / 3.6), 9);
    expect(driveSeconds(g, 1, 90)).toBeCloseTo(meters(1, 90) / ((15 * 0.85) / 3.6), 9);
  });

  it('drives one-way streets, the roundabout and the motorway one way only', () => {
    expect(driveSeconds(g, 12, 14)).toBeGreaterThan(0);
    expect(driveSeconds(g, 14, 12)).toBeNaN();
    // Tuinstraat: oneway=-1, drawn 4 → 14, driven 14 → 4.
    expect(driveSeconds(g, 14, 4)).toBeGreaterThan(0);
    expect(driveSeconds(g, 4, 14)).toBeNaN();
    // The roundabout: two edges, 21 → 23 by 22 and 23 → 21 by 24, both driven as drawn only.
    for (const e of [drawn(g, 21, 23), drawn(g, 23, 21)]) {
      expect(g.edgeCarForward[e]).toBeGreaterThan(0);
      expect(g.edgeCarBackward[e]).toBeNaN();
    }
    expect(shapeOf(g, drawn(g, 21, 23))).toEqual([at(22)]);
    expect(shapeOf(g, drawn(g, 23, 21))).toEqual([at(24)]);
    expect(driveSeconds(g, 60, 62)).toBeGreaterThan(0);
    expect(driveSeconds(g, 62, 60)).toBeNaN();
    expect(driveSeconds(g, 3, 4)).toBeGreaterThan(0);
    expect(driveSeconds(g, 4, 3)).toBeGreaterThan(0);
  });

  it('has foot-only and car-only edges', () => {
    const footOnly = (a: number, b: number) => {
      const { e } = edge(g, a, b);
      return g.edgeFoot[e] === 1 && Number.isNaN(g.edgeCarForward[e]!) && Number.isNaN(g.edgeCarBackward[e]!);
    };
    expect(footOnly(13, 15)).toBe(true); // footway
    expect(footOnly(10, 70)).toBe(true); // cycle path
    expect(footOnly(11, 50)).toBe(true); // private drive, walkers welcome
    expect(g.edgeFoot[edge(g, 60, 62).e]).toBe(0);
    expect(g.edgeFoot[edge(g, 62, 13).e]).toBe(0);
    expect(g.edgeFoot[edge(g, 14, 4).e]).toBe(1);
  });

  it('cuts the car park loop at its repeated node', () => {
    const loop = edgeFromTo(g, nodeAt(g, ...at(90)), nodeAt(g, ...at(90)));
    expect(shapeOf(g, loop)).toEqual([at(91), at(92)]);
    expect(g.edgeMeters[loop]).toBeCloseTo(meters(90, 91, 92, 90), 9);
  });

  it('names edges by name, else ref', () => {
    expect(g.names).toEqual([
      'Misterstraat',
      'Meddosestraat',
      'Kerkstraat',
      'Wooldseweg',
      'A18',
      'Tuinstraat',
    ]);
    expect(nameOf(g, edge(g, 3, 4).e)).toBe('Misterstraat');
    expect(nameOf(g, edge(g, 23, 31).e)).toBe('Wooldseweg');
    expect(nameOf(g, edge(g, 60, 62).e)).toBe('A18');
    expect(nameOf(g, drawn(g, 21, 23))).toBeUndefined();
    expect(nameOf(g, edge(g, 13, 15).e)).toBeUndefined();
  });

  it('feeds modeGraph: one car arc per allowed direction, two foot arcs per walkable edge', () => {
    const drivable = [...g.edgeCarForward, ...g.edgeCarBackward].filter((t) => t > 0).length;
    expect(modeGraph(g, 'car').arcTo.length).toBe(drivable);
    expect(modeGraph(g, 'foot').arcTo.length).toBe(2 * g.edgeFoot.filter((f) => f === 1).length);
    // 22 edges: 3 walk-only (footway, cycle path, private drive); 7 one-way (Kerkstraat ×2, roundabout ×2,
    // Tuinstraat, motorway, exit); 12 two-way (Misterstraat ×4, Meddosestraat ×4, Wooldseweg, car park ×2,
    // Kerkstraat in Meddo).
    expect(drivable).toBe(2 * 12 + 7);
  });

  it('reads the PBF copy into the same graph', async () => {
    const fromPbf = await readOsmRoadGraph(PBF);
    expect(fromPbf.report).toEqual(report);
    expect(fromPbf.graph).toEqual(g);
  });
});

describe('readOsmRoadGraph with a bbox', () => {
  // The town without the motorway, which lies south of 51.966.
  const bbox: [number, number, number, number] = [6.7, 51.967, 6.73, 51.975];

  it('drops the ways entirely outside and keeps those reaching in', async () => {
    for (const file of [XML, PBF]) {
      const { graph, report } = await readOsmRoadGraph(file, { bbox });
      expectWellFormed(graph);
      expect(report).toMatchObject({
        waysKept: 12,
        // The motorway and the Kerkstraat in Meddo.
        waysOutsideBbox: 2,
        junctions: 17,
        edges: 20,
        shapePoints: 8,
      });
      expect(() => nodeAt(graph, ...at(60))).toThrow();
      // The exit reaches into the box, so it stays whole, motorway end included.
      expect(shapeOf(graph, edge(graph, 62, 13).e)).toEqual([at(63)]);
      expect(graph.names).not.toContain('A18');
    }
  });
});

describe('readOsmRoadGraph errors', () => {
  it('refuses a file that is neither .osm nor .pbf, naming it', async () => {
    await expect(readOsmRoadGraph('/data/roads.geojson')).rejects.toThrow(/roads\.geojson.*\.osm\.pbf/);
  });

  it('names a missing file', async () => {
    await expect(readOsmRoadGraph(join(FIXTURES, 'nope.osm.pbf'))).rejects.toThrow(
      /nope\.osm\.pbf: .*ENOENT/,
    );
    await expect(readOsmRoadGraph(join(FIXTURES, 'nope.osm'))).rejects.toThrow(/nope\.osm: .*ENOENT/);
  });

  it('names a corrupt or mislabelled PBF file', async () => {
    const garbage = await tempFile('garbage.osm.pbf', 'this is not protobuf at all');
    await expect(readOsmRoadGraph(garbage)).rejects.toThrow(/garbage\.osm\.pbf: not readable as OSM PBF/);
    const empty = await tempFile('empty.pbf', '');
    await expect(readOsmRoadGraph(empty)).rejects.toThrow(/empty\.pbf: .*empty/);
    const { readFile } = await import('node:fs/promises');
    const bytes = await readFile(PBF);
    const cut = await tempFile('cut.osm.pbf', bytes.subarray(0, bytes.length - 100));
    await expect(readOsmRoadGraph(cut)).rejects.toThrow(/cut\.osm\.pbf/);
    const xmlAsPbf = await tempFile('xml.pbf', await readFile(XML));
    await expect(readOsmRoadGraph(xmlAsPbf)).rejects.toThrow(/xml\.pbf/);
  });

  it('names a corrupt or mislabelled XML file', async () => {
    const broken = await tempFile(
      'broken.osm',
      '<osm version="0.6"><node id="1" lat="51.97" lon="6.71"></osm>',
    );
    await expect(readOsmRoadGraph(broken)).rejects.toThrow(/broken\.osm:1:\d+: /);
    const html = await tempFile('page.xml', '<html><body>Not found</body></html>');
    await expect(readOsmRoadGraph(html)).rejects.toThrow(/page\.xml.*not <osm>/);
    const empty = await tempFile('empty.osm', '');
    await expect(readOsmRoadGraph(empty)).rejects.toThrow(/empty\.osm: .*empty/);
    const pbfAsXml = await tempFile('binary.osm', new Uint8Array([0, 0, 0, 13, 10, 9, 79, 83, 77]));
    await expect(readOsmRoadGraph(pbfAsXml)).rejects.toThrow(/binary\.osm/);
    const badNumber = await tempFile('bad.osm', '<osm><node id="1" lat="north" lon="6.71"/></osm>');
    await expect(readOsmRoadGraph(badNumber)).rejects.toThrow(/bad\.osm:1:\d+: lat "north" is not a number/);
  });
});
