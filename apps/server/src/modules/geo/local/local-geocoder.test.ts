import { describe, expect, it } from 'vitest';
import {
  buildDemoFeed,
  buildTimetable,
  buildContractionHierarchy,
  GraphRoadRouter,
  modeGraph,
  PLACE_KINDS,
  type RegionPlaces,
  type RoadGraph,
} from '@achterhoek/routing';
import { loadDutchLocalities } from '../geonames-places.js';
import { LocalGeocoder } from './local-geocoder.js';

const achterhoek = { lat: 51.98, lon: 6.45 };
const localities = loadDutchLocalities();
const timetable = buildTimetable(buildDemoFeed()).timetable;

/** A few OpenStreetMap places in Winterswijk, as the region import stores them. */
function winterswijkPlaces(): RegionPlaces {
  const strings: string[] = [];
  const s = (text: string | undefined) => {
    if (text === undefined) return -1;
    const at = strings.indexOf(text);
    return at >= 0 ? at : strings.push(text) - 1;
  };
  const rows: [string, number, number, string?, string?, string?, string?, string?][] = [
    ['street', 51.9712, 6.7218, 'Kerkstraat', undefined, undefined, 'Winterswijk'],
    ['address', 51.97125, 6.72195, 'Kerkstraat', '12', '7101BN', 'Winterswijk'],
    ['address', 51.97135, 6.72215, 'Kerkstraat', '14', '7101BN', 'Winterswijk'],
    ['address', 51.9698, 6.7176, 'Stationsstraat', '3', '7101BE', 'Winterswijk'],
    ['address', 51.9405, 6.5802, 'Kerkstraat', '12', '7121AB', 'Aalten'],
    ['poi', 51.9702, 6.7205, 'Huisartsenpraktijk De Linde', undefined, undefined, 'Winterswijk', 'huisarts'],
  ];
  return {
    kind: Uint8Array.from(rows.map((r) => PLACE_KINDS.indexOf(r[0] as (typeof PLACE_KINDS)[number]))),
    lat: Float64Array.from(rows.map((r) => r[1])),
    lon: Float64Array.from(rows.map((r) => r[2])),
    name: Int32Array.from(rows.map((r) => s(r[3]))),
    houseNumber: Int32Array.from(rows.map((r) => s(r[4]))),
    postcode: Int32Array.from(rows.map((r) => s(r[5]))),
    locality: Int32Array.from(rows.map((r) => s(r[6]))),
    poiType: Int32Array.from(rows.map((r) => s(r[7]))),
    strings,
  };
}

const demo = LocalGeocoder.build({ localities, timetable });
const withPlaces = LocalGeocoder.build({ localities, timetable, places: winterswijkPlaces() });
const ask = (
  g: LocalGeocoder,
  query: string,
  extra: Partial<{ radiusMetres: number; maxResults: number }> = {},
) => g.suggest({ query, center: achterhoek, radiusMetres: 175_000, maxResults: 20, ...extra });

describe('local geocoder: towns and villages', () => {
  it('finds Winterswijk from "wint" with its locality, province, coordinates and the matched part', async () => {
    const [first] = await ask(demo, 'wint');
    expect(first).toMatchObject({
      title: 'Winterswijk',
      category: 'locality',
      titleHighlights: [{ start: 0, end: 4 }],
      address: {
        label: 'Winterswijk, Gelderland',
        locality: 'Winterswijk',
        countryCode: 'NL',
        stateCode: 'GE',
      },
    });
    const [lon, lat] = first!.location.coordinates;
    expect(lat).toBeCloseTo(51.97, 1);
    expect(lon).toBeCloseTo(6.72, 1);
  });

  it('ranks exact names first, nearer ones before farther ones, and tells the two Hengelos apart', async () => {
    const results = await ask(demo, 'hengelo', { maxResults: 5 });
    const towns = results.filter((r) => r.category === 'locality' && r.title === 'Hengelo');
    expect(towns.map((r) => r.address.label)).toEqual(['Hengelo, Gelderland', 'Hengelo, Overijssel']);
    expect(results[0]).toBe(towns[0]);
  });

  it('leaves out places beyond the radius and stops at maxResults', async () => {
    expect(await ask(demo, 'groningen', { radiusMetres: 50_000 })).toEqual([]);
    expect(await ask(demo, 'a', { maxResults: 3 })).toHaveLength(3);
  });

  it('ignores accents, case and punctuation', async () => {
    expect((await ask(demo, "'S-HEERENB"))[0]?.title).toBe("'s-Heerenberg");
    expect((await ask(demo, 'Dïnxperlö'))[0]?.title).toBe('Dinxperlo');
  });
});

describe('local geocoder: stops and stations of the region', () => {
  it('offers the station for "Winters", ahead of the bus stops, as "Station Winterswijk"', async () => {
    const results = await ask(demo, 'Winters');
    const station = results.find((r) => r.title === 'Station Winterswijk');
    expect(station).toMatchObject({ category: 'station', titleHighlights: [{ start: 8, end: 15 }] });
    expect(station!.address.locality).toBe('Winterswijk');
    const firstStop = results.findIndex((r) => r.category === 'stop');
    expect(results.indexOf(station!)).toBeLessThan(firstStop);
    expect(results[0]!.title).toBe('Winterswijk');
  });

  it('finds the station from "doetinchem stat"', async () => {
    const [first] = await ask(demo, 'doetinchem stat');
    expect(first).toMatchObject({ title: 'Station Doetinchem', category: 'station' });
    expect(first!.titleHighlights).toEqual([
      { start: 0, end: 4 },
      { start: 8, end: 18 },
    ]);
  });

  it('merges the platforms of one stop into one suggestion', async () => {
    const results = await ask(demo, 'winterswijk busstation');
    expect(results.filter((r) => r.title === 'Winterswijk Busstation/Bahnhof')).toHaveLength(1);
  });
});

describe('local geocoder: imported streets, addresses, postcodes and points of interest', () => {
  // A question and the first suggestion it gets.
  it.each([
    {
      rule: 'finds a four-digit postcode as an area',
      question: '7101',
      first: { title: '7101', category: 'locality', address: { locality: 'Winterswijk' } },
    },
    {
      rule: 'finds a point of interest by what it is and where',
      question: 'huisarts winterswijk',
      first: {
        title: 'Huisartsenpraktijk De Linde',
        category: 'poi',
        address: { label: 'huisarts, Winterswijk' },
      },
    },
  ])('$rule', async ({ question, first }) => {
    expect((await ask(withPlaces, question))[0]).toMatchObject(first);
  });

  it('finds "7101 AB 12"-style questions: postcode and house number to the address', async () => {
    const [first] = await ask(withPlaces, '7101 BN 12');
    expect(first).toMatchObject({
      title: 'Kerkstraat 12',
      category: 'address',
      address: {
        label: 'Kerkstraat 12, 7101 BN Winterswijk',
        street: 'Kerkstraat',
        houseNumber: '12',
        postalCode: '7101 BN',
        locality: 'Winterswijk',
      },
    });
    expect((await ask(withPlaces, '7101bn'))[0]).toMatchObject({ title: '7101 BN', category: 'street' });
  });

  it('finds a street and an address by street, number and place, the place deciding between towns', async () => {
    const street = await ask(withPlaces, 'kerkstr');
    expect(street[0]).toMatchObject({
      title: 'Kerkstraat',
      category: 'street',
      titleHighlights: [{ start: 0, end: 7 }],
    });
    const aalten = await ask(withPlaces, 'kerkstraat 12 aalten');
    expect(aalten[0]).toMatchObject({ title: 'Kerkstraat 12', address: { locality: 'Aalten' } });
    expect(aalten[0]!.titleHighlights).toEqual([
      { start: 0, end: 10 },
      { start: 11, end: 13 },
    ]);
  });

  it('answers nothing when one word matches nothing', async () => {
    expect(await ask(withPlaces, 'kerkstraat zzzz')).toEqual([]);
  });

  it('places an address where it meets the road when the region has roads', async () => {
    // One street running east–west 40 m south of Kerkstraat 12.
    const graph: RoadGraph = {
      nodeLat: Float64Array.from([51.9709, 51.9709]),
      nodeLon: Float64Array.from([6.715, 6.73]),
      edgeFrom: Int32Array.from([0]),
      edgeTo: Int32Array.from([1]),
      edgeMeters: Float64Array.from([1030]),
      edgeCarForward: Float64Array.from([120]),
      edgeCarBackward: Float64Array.from([120]),
      edgeFoot: Uint8Array.from([1]),
      edgeName: Int32Array.from([-1]),
      names: [],
      edgeShapeOffset: new Int32Array(2),
      shapeLat: new Float64Array(0),
      shapeLon: new Float64Array(0),
    };
    const roads = new GraphRoadRouter(graph, buildContractionHierarchy(modeGraph(graph, 'car')));
    const g = LocalGeocoder.build({ localities, timetable, places: winterswijkPlaces(), roads });
    const [address] = await ask(g, '7101 BN 12');
    expect(address!.location.coordinates[1]).toBeCloseTo(51.9709, 4);
    expect(address!.location.coordinates[0]).toBeCloseTo(6.72195, 4);
    // A town keeps its own point.
    expect((await ask(g, 'winterswijk'))[0]!.location.coordinates[1]).not.toBeCloseTo(51.9709, 3);
  });
});
