import { describe, expect, it } from 'vitest';
import { buildRegionPlaces, OsmPlacesBuilder, type OsmPlaceNode } from '../../src/places/osm/build-places.js';
import type { RegionPlaces } from '../../src/places/region-places.js';
import type { OsmTags } from '../../src/roads/osm/road-tags.js';
import { placeRows, type PlaceRow } from './place-rows.js';

type Way = { refs: number[]; tags: OsmTags };

const town = (id: number, lat: number, lon: number, name: string, place = 'town'): OsmPlaceNode => ({
  id,
  lat,
  lon,
  tags: { place, name },
});
const address = (
  id: number,
  lat: number,
  lon: number,
  street: string,
  number: string,
  city?: string,
): OsmPlaceNode => ({
  id,
  lat,
  lon,
  tags: { 'addr:street': street, 'addr:housenumber': number, ...(city ? { 'addr:city': city } : {}) },
});
const street = (name: string, ...refs: number[]): Way => ({ refs, tags: { highway: 'residential', name } });

describe('buildRegionPlaces: streets', () => {
  // Two towns 10 km apart on a meridian, each with a Dorpsstraat; a Kerkweg between them.
  const nodes: OsmPlaceNode[] = [
    town(1, 52.0, 6.5, 'Noorddorp'),
    town(2, 51.91, 6.5, 'Zuiddorp', 'village'),
    // Noorddorp's Dorpsstraat in two pieces, the longer one 10 → 12.
    { id: 10, lat: 52.001, lon: 6.5 },
    { id: 11, lat: 52.001, lon: 6.503 },
    { id: 12, lat: 52.001, lon: 6.506 },
    { id: 13, lat: 52.001, lon: 6.507 },
    // Zuiddorp's Dorpsstraat: two nodes, so its point is halfway.
    { id: 20, lat: 51.911, lon: 6.5 },
    { id: 21, lat: 51.911, lon: 6.502 },
    // The Kerkweg, nearer Zuiddorp, whose addresses all say Noorddorp but one.
    { id: 30, lat: 51.93, lon: 6.5 },
    { id: 31, lat: 51.93, lon: 6.501 },
    address(100, 52.0012, 6.5, 'Dorpsstraat', '1', 'Noorddorp'),
    address(101, 51.9112, 6.5, 'Dorpsstraat', '1', 'Zuiddorp'),
    address(102, 51.9302, 6.5, 'Kerkweg', '1', 'Noorddorp'),
    address(103, 51.9302, 6.5002, 'Kerkweg', '3', 'Noorddorp'),
    address(104, 51.9298, 6.5004, 'Kerkweg', '5', 'Zuiddorp'),
    // On a Kerkweg, in a city, but 2 km away: no vote.
    address(105, 51.948, 6.5, 'Kerkweg', '7', 'Zuiddorp'),
    address(106, 51.948, 6.5001, 'Kerkweg', '9', 'Zuiddorp'),
  ];
  const ways: Way[] = [
    street('Dorpsstraat', 10, 11, 12),
    street('Dorpsstraat', 12, 13),
    street('Dorpsstraat', 20, 21),
    street('Kerkweg', 30, 31),
  ];
  const { places, report } = buildRegionPlaces(nodes, ways);
  const streets = placeRows(places).filter((p) => p.kind === 'street');

  it('merges the ways of a street per locality, at the middle of its longest way', () => {
    expect(streets).toEqual([
      { kind: 'street', lat: 51.911, lon: 6.501, name: 'Dorpsstraat', locality: 'Zuiddorp' },
      { kind: 'street', lat: 52.001, lon: 6.503, name: 'Dorpsstraat', locality: 'Noorddorp' },
      { kind: 'street', lat: 51.93, lon: 6.5005, name: 'Kerkweg', locality: 'Noorddorp' },
    ]);
    expect(report).toMatchObject({ streets: 3, streetWays: 4, localities: 2, missingNodes: 0 });
  });

  it('takes the addr:city most used within 1 km, else the nearest locality, else none', () => {
    // The Kerkweg: two Noorddorp votes beat one Zuiddorp vote, the far addresses do not count.
    expect(streets[2]!.locality).toBe('Noorddorp');
    const without = nodes.filter((n) => n.id < 100 || n.id === 105 || n.id === 106);
    const byNearest = placeRows(buildRegionPlaces(without, ways).places).filter((p) => p.kind === 'street');
    expect(byNearest.map((s) => s.locality)).toEqual(['Zuiddorp', 'Noorddorp', 'Zuiddorp']);
    const nowhere = buildRegionPlaces(
      nodes.filter((n) => !n.tags),
      ways,
    );
    expect(placeRows(nowhere.places).map((s) => [s.name, s.locality])).toEqual([
      ['Dorpsstraat', undefined],
      ['Kerkweg', undefined],
    ]);
    expect(nowhere.places.locality[0]).toBe(-1);
  });

  it('breaks a tie between cities by name', () => {
    const tied = [
      ...nodes.filter((n) => !n.tags),
      address(102, 51.9302, 6.5, 'Kerkweg', '1', 'Zuiddorp'),
      address(103, 51.9302, 6.5002, 'Kerkweg', '3', 'Noorddorp'),
    ];
    for (const order of [tied, [...tied].reverse()]) {
      const kerkweg = placeRows(buildRegionPlaces(order, ways).places).find((p) => p.name === 'Kerkweg');
      expect(kerkweg?.locality).toBe('Noorddorp');
    }
  });

  it('skips a street way whose middle nodes the file lacks', () => {
    const { places: cut, report: cutReport } = buildRegionPlaces(
      nodes.filter((n) => n.id !== 11),
      ways,
    );
    expect(cutReport.missingNodes).toBe(1);
    // The other piece of the Dorpsstraat now gives the point.
    expect(placeRows(cut).find((p) => p.locality === 'Noorddorp')).toMatchObject({
      name: 'Dorpsstraat',
      lat: 52.001,
      lon: 6.5065,
    });
  });
});

describe('buildRegionPlaces: addresses and points of interest', () => {
  const nodes: OsmPlaceNode[] = [
    town(1, 51.9715, 6.7185, 'Winterswijk'),
    { id: 10, lat: 51.9695, lon: 6.7105 },
    { id: 11, lat: 51.9695, lon: 6.7108 },
    { id: 12, lat: 51.9697, lon: 6.7108 },
    { id: 13, lat: 51.9697, lon: 6.7105 },
    {
      id: 20,
      lat: 51.97,
      lon: 6.71,
      tags: {
        amenity: 'doctors',
        name: 'Huisartsenpraktijk Misterstraat',
        'addr:street': 'Misterstraat',
        'addr:housenumber': '20',
        'addr:postcode': '7101 bn',
      },
    },
    { id: 21, lat: 51.971, lon: 6.711, tags: { shop: 'bakery' } },
    { id: 22, lat: 51.972, lon: 6.712, tags: { amenity: 'bench', name: 'Bank van Jan' } },
    address(23, 51.9701, 6.7101, 'Misterstraat', '2'),
    address(24, 51.9701, 6.7102, 'Misterstraat', '10'),
    address(25, 51.9701, 6.7103, 'Misterstraat', '2a'),
    // A node in the outline below, with an address of its own: an entrance.
    address(26, 51.9697, 6.7108, 'Misterstraat', '18'),
  ];
  const building: Way = {
    refs: [10, 11, 12, 13, 10],
    tags: {
      building: 'retail',
      shop: 'supermarket',
      name: 'Supermarkt',
      'addr:street': 'Misterstraat',
      'addr:housenumber': '12',
      'addr:postcode': '7101BN',
      'addr:city': 'Winterswijk',
    },
  };
  // An open way with address tags (an interpolation line) makes no address; a named park outline a POI.
  const line: Way = { refs: [10, 12], tags: { 'addr:street': 'Misterstraat', 'addr:housenumber': '4' } };
  const park: Way = { refs: [11, 12, 13], tags: { leisure: 'park', name: 'Het Park' } };
  const { places, report } = buildRegionPlaces(nodes, [building, line, park]);
  const rows = placeRows(places);

  // The rows expected: an address on Winterswijk's Misterstraat (with its postcode, if any), or a point
  // of interest in Winterswijk with its name and type.
  const misterstraat = (lat: number, lon: number, houseNumber: string, postcode?: string): PlaceRow => ({
    kind: 'address',
    lat,
    lon,
    name: 'Misterstraat',
    houseNumber,
    ...(postcode ? { postcode } : {}),
    locality: 'Winterswijk',
  });
  const poi = (lat: number, lon: number, name: string, poiType: string): PlaceRow => ({
    kind: 'poi',
    lat,
    lon,
    name,
    locality: 'Winterswijk',
    poiType,
  });

  it('places addresses at the node or the centre of the outline, and points of interest too', () => {
    expect(rows).toEqual([
      misterstraat(51.9701, 6.7101, '2'),
      misterstraat(51.9701, 6.7103, '2a'),
      misterstraat(51.9701, 6.7102, '10'),
      misterstraat(51.9696, 6.71065, '12', '7101BN'),
      misterstraat(51.9697, 6.7108, '18'),
      misterstraat(51.97, 6.71, '20', '7101BN'),
      poi(51.9696333, 6.7107, 'Het Park', 'park'),
      poi(51.97, 6.71, 'Huisartsenpraktijk Misterstraat', 'huisarts'),
      poi(51.9696, 6.71065, 'Supermarkt', 'supermarkt'),
    ]);
    expect(report).toMatchObject({ addresses: 6, pointsOfInterest: 3, outlines: 2, streets: 0 });
  });

  it('keeps each string once', () => {
    expect(new Set(places.strings).size).toBe(places.strings.length);
    expect(places.strings.filter((s) => s === 'Misterstraat')).toHaveLength(1);
    expect(places.strings.filter((s) => s === '7101BN')).toHaveLength(1);
    for (const column of [places.name, places.houseNumber, places.postcode, places.locality, places.poiType])
      for (const id of column) expect(id === -1 || places.strings[id] !== undefined).toBe(true);
    // Strings only found places use: not the town's own tag values beyond its name, not the bench.
    expect(places.strings).not.toContain('Bank van Jan');
    expect(places.strings).not.toContain('4');
  });

  it('drops places outside the bbox and outlines the file has no node of', () => {
    const { places: boxed, report: boxedReport } = buildRegionPlaces(nodes, [building, park], {
      bbox: [6.7, 51.96965, 6.72, 51.98],
    });
    // The town stays a locality for the places inside, though it lies outside as well.
    expect(placeRows(boxed).map((p) => [p.name, p.houseNumber])).toEqual([
      ['Misterstraat', '2'],
      ['Misterstraat', '2a'],
      ['Misterstraat', '10'],
      ['Misterstraat', '18'],
      ['Misterstraat', '20'],
      ['Huisartsenpraktijk Misterstraat', undefined],
    ]);
    expect(boxedReport.outsideBbox).toBe(3);
    const { report: lost } = buildRegionPlaces(
      nodes.filter((n) => n.id < 10 || n.id > 13),
      [building],
    );
    expect(lost).toMatchObject({ missingNodes: 1, addresses: 5, pointsOfInterest: 1 });
  });

  it('gives the same arrays whatever order the file lists things in', () => {
    const again = buildRegionPlaces([...nodes].reverse(), [park, line, building]);
    expect(again.places).toEqual(places);
  });

  it('wants all ways before the coordinates', () => {
    const builder = new OsmPlacesBuilder();
    builder.addWay([1, 2], { highway: 'residential', name: 'Kerkstraat' });
    expect(builder.needsNodes).toBe(true);
    builder.setNode(1, 52, 6);
    expect(() => builder.addWay([3, 4], { highway: 'residential', name: 'Markt' })).toThrow(/pass 1/);
    expect(() => builder.addNode(52, 6, { place: 'town', name: 'X' })).toThrow(/pass 1/);
    expect(new OsmPlacesBuilder().needsNodes).toBe(false);
  });

  it('builds nothing from nothing', () => {
    const empty: RegionPlaces = buildRegionPlaces([], []).places;
    expect(empty.kind).toHaveLength(0);
    expect(empty.strings).toEqual([]);
  });
});
