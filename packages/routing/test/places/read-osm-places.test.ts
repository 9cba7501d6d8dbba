import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readOsmRegion, readOsmRoadGraph } from '../../src/node/index.js';
import { placeRows } from './place-rows.js';

const FIXTURES = fileURLToPath(new URL('../roads/osm/fixtures/', import.meta.url));
const XML = `${FIXTURES}winterswijk.osm`;
const PBF = `${FIXTURES}winterswijk.osm.pbf`;

describe('readOsmRegion on the Winterswijk fixture', async () => {
  const region = await readOsmRegion(XML);
  const rows = placeRows(region.places);
  const W = 'Winterswijk';

  it('finds the streets, one per name and locality', () => {
    expect(rows.filter((p) => p.kind === 'street')).toEqual([
      // The middle node of each street's longest way (the Misterstraat and Meddosestraat cross there),
      // or halfway along a way of two nodes.
      { kind: 'street', lat: 51.9689, lon: 6.7145, name: 'Kerkstraat', locality: W },
      { kind: 'street', lat: 51.9981, lon: 6.72625, name: 'Kerkstraat', locality: 'Meddo' },
      { kind: 'street', lat: 51.9704, lon: 6.713, name: 'Meddosestraat', locality: W },
      { kind: 'street', lat: 51.9704, lon: 6.713, name: 'Misterstraat', locality: W },
      { kind: 'street', lat: 51.96975, lon: 6.7145, name: 'Tuinstraat', locality: W },
      { kind: 'street', lat: 51.971, lon: 6.725, name: 'Wooldseweg', locality: W },
    ]);
    // Two ways make the one Misterstraat; the Kerkstraat in Meddo is Meddo's by its address's city,
    // though Winterswijk is the nearest locality the file has.
    expect(region.placesReport).toMatchObject({ streetWays: 7, streets: 6, localities: 2 });
  });

  it('finds the addresses, of nodes and of buildings, with Dutch postcodes', () => {
    expect(rows.filter((p) => p.kind === 'address')).toEqual([
      {
        kind: 'address',
        ...{ lat: 51.9984, lon: 6.7262 },
        name: 'Kerkstraat',
        houseNumber: '3',
        postcode: '7104AE',
        locality: 'Meddo',
      },
      // No street and no city: the hamlet's name, and the hamlet as the nearest locality.
      { kind: 'address', lat: 51.956, lon: 6.758, name: 'Kotten', houseNumber: '2', locality: 'Kotten' },
      {
        kind: 'address',
        ...{ lat: 51.9716, lon: 6.7135 },
        name: 'Meddosestraat',
        houseNumber: '3',
        postcode: '7101AB',
        locality: W,
      },
      // The supermarket's building: the centre of its four corners.
      {
        kind: 'address',
        ...{ lat: 51.96855, lon: 6.7123 },
        name: 'Meddosestraat',
        houseNumber: '20',
        postcode: '7101AC',
        locality: W,
      },
      // Way 200, a triangle: the mean of its three nodes.
      {
        kind: 'address',
        ...{ lat: 51.9695667, lon: 6.7107 },
        name: 'Misterstraat',
        houseNumber: '12',
        postcode: '7101BN',
        locality: W,
      },
      {
        kind: 'address',
        ...{ lat: 51.9699, lon: 6.7112 },
        name: 'Misterstraat',
        houseNumber: '14a',
        postcode: '7101BN',
        locality: W,
      },
      {
        kind: 'address',
        ...{ lat: 51.9708, lon: 6.7138 },
        name: 'Misterstraat',
        houseNumber: '20',
        postcode: '7101BN',
        locality: W,
      },
    ]);
  });

  it('finds the points of interest with their Dutch words, and only named ones', () => {
    expect(rows.filter((p) => p.kind === 'poi').map((p) => [p.name, p.poiType, p.locality])).toEqual([
      ['Bowlingcentrum De Kegel', 'voorziening', W],
      ['Fysiotherapie Winterswijk', 'fysiotherapeut', W],
      ['Huisartsenpraktijk Misterstraat', 'huisarts', W],
      ['Lijstenmakerij Bos', 'winkel', W],
      ['Supermarkt De Meddose', 'supermarkt', W],
      ['Winterswijk', 'station', W],
    ]);
    const station = rows.find((p) => p.poiType === 'station');
    expect(station).toMatchObject({ lat: 51.9675, lon: 6.7205 });
    // The GP practice is an address too, at the same spot.
    const gp = rows.find((p) => p.poiType === 'huisarts')!;
    expect(rows.filter((p) => p.lat === gp.lat && p.lon === gp.lon).map((p) => p.kind)).toEqual([
      'address',
      'poi',
    ]);
    expect(region.places.strings).not.toContain('Bank van de Oranjevereniging');
  });

  it('keeps each string once', () => {
    const { strings } = region.places;
    expect(new Set(strings).size).toBe(strings.length);
    expect(strings.filter((s) => s === W)).toHaveLength(1);
  });

  it('reports what it read', () => {
    expect(region.placesReport).toEqual({
      streets: 6,
      addresses: 7,
      pointsOfInterest: 6,
      streetWays: 7,
      outlines: 2,
      localities: 2,
      outsideBbox: 0,
      missingNodes: 0,
    });
  });

  it('builds the same road graph as readOsmRoadGraph', async () => {
    const roads = await readOsmRoadGraph(XML);
    expect(region.graph).toEqual(roads.graph);
    expect(region.report).toEqual(roads.report);
  });

  it('reads the PBF copy into the same places, to the last bit', async () => {
    const fromPbf = await readOsmRegion(PBF);
    expect(fromPbf.places).toEqual(region.places);
    expect(fromPbf.placesReport).toEqual(region.placesReport);
    expect(fromPbf.graph).toEqual(region.graph);
    expect(Array.from(fromPbf.places.lat)).toEqual(Array.from(region.places.lat));
    expect(Array.from(fromPbf.places.lon)).toEqual(Array.from(region.places.lon));
  });

  it('gives the same arrays every time', async () => {
    const again = await readOsmRegion(XML);
    expect(again.places).toEqual(region.places);
  });
});

describe('readOsmRegion with a bbox', () => {
  // The town: Meddo (north) and Kotten (south-east) lie outside.
  const bbox: [number, number, number, number] = [6.7, 51.967, 6.73, 51.975];

  it('drops the places outside, in both formats', async () => {
    for (const file of [XML, PBF]) {
      const { places, placesReport } = await readOsmRegion(file, { bbox });
      const rows = placeRows(places);
      expect(rows.some((p) => p.locality === 'Meddo' || p.name === 'Kotten')).toBe(false);
      for (const p of rows) {
        expect(p.lon).toBeGreaterThanOrEqual(bbox[0]);
        expect(p.lat).toBeGreaterThanOrEqual(bbox[1]);
        expect(p.lon).toBeLessThanOrEqual(bbox[2]);
        expect(p.lat).toBeLessThanOrEqual(bbox[3]);
      }
      // The Kerkstraat in Meddo (a street way), its address and Kotten 2.
      expect(placesReport).toMatchObject({ streets: 5, addresses: 5, pointsOfInterest: 6, outsideBbox: 3 });
      expect(places.strings).not.toContain('Meddo');
    }
  });
});

describe('readOsmRegion errors', () => {
  it('names the file, like readOsmRoadGraph', async () => {
    await expect(readOsmRegion(`${FIXTURES}nope.osm.pbf`)).rejects.toThrow(/nope\.osm\.pbf: .*ENOENT/);
    await expect(readOsmRegion('/data/places.geojson')).rejects.toThrow(/places\.geojson.*\.osm\.pbf/);
  });
});
