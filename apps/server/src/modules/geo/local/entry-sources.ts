import type { RegionPlaces, Timetable } from '@achterhoek/routing';
import { haversineMeters, PLACE_KINDS, StopIndex, TRANSIT_MODES } from '@achterhoek/routing';
import type { IndexedPlace } from '../geonames-places.js';
import { normaliseChars } from '../text-match.js';
import type { GeoEntry } from './geo-entry.js';

const PROVINCES: Record<string, string> = {
  DR: 'Drenthe',
  FR: 'Friesland',
  GE: 'Gelderland',
  GR: 'Groningen',
  LI: 'Limburg',
  NB: 'Noord-Brabant',
  NH: 'Noord-Holland',
  UT: 'Utrecht',
  ZE: 'Zeeland',
  ZH: 'Zuid-Holland',
  OV: 'Overijssel',
  FL: 'Flevoland',
};

/** The towns and villages (GeoNames), labelled with their province: there are two Hengelos. */
export function localityEntries(localities: readonly IndexedPlace[]): GeoEntry[] {
  return localities.map((l) => {
    const province = l.stateCode ? PROVINCES[l.stateCode] : undefined;
    return {
      id: l.id,
      title: l.name,
      name: l.name,
      category: 'locality',
      lat: l.lat,
      lon: l.lon,
      label: province ? `${l.name}, ${province}` : l.name,
      locality: l.name,
      countryCode: l.countryCode,
      ...(l.stateCode ? { stateCode: l.stateCode } : {}),
      keywords: [],
    };
  });
}

/** Finds the nearest known locality of a point, for stops and places that do not name theirs. */
export class NearestLocality {
  private readonly index: StopIndex;

  constructor(private readonly localities: readonly IndexedPlace[]) {
    this.index = new StopIndex(
      Float64Array.from(localities, (l) => l.lat),
      Float64Array.from(localities, (l) => l.lon),
    );
  }

  /** The nearest locality within `metres`, or undefined. */
  of(lat: number, lon: number, metres = 5000): IndexedPlace | undefined {
    const [nearest] = this.index.within(lat, lon, metres);
    return nearest && this.localities[nearest.stop];
  }
}

const RAIL = TRANSIT_MODES.indexOf('RAIL');
const SAME_STOP_METRES = 400;

/**
 * The region's stops: stations (served by trains) as "Station …", bus and tram stops by their name;
 * the platforms of one stop (both directions of the road, a station's tracks) become one entry.
 */
export function stopEntries(t: Timetable, near: NearestLocality): GeoEntry[] {
  const clusters = new Map<
    string,
    { ids: string[]; lat: number; lon: number; n: number; rail: boolean; name: string }[]
  >();
  for (let s = 0; s < t.stopIds.length; s++) {
    if (t.stopPatternOffset[s + 1] === t.stopPatternOffset[s]) continue;
    let rail = false;
    for (let k = t.stopPatternOffset[s]!; k < t.stopPatternOffset[s + 1]!; k++) {
      if (t.routeMode[t.patternRoute[t.stopPatterns[k]!]!] === RAIL) rail = true;
    }
    const name = t.stopParent[s]! >= 0 ? t.stopNames[t.stopParent[s]!]! : t.stopNames[s]!;
    const key = normaliseChars(name).trim();
    const list = clusters.get(key) ?? [];
    const lat = t.stopLat[s]!;
    const lon = t.stopLon[s]!;
    const cluster = list.find((c) => haversineMeters(c.lat, c.lon, lat, lon) <= SAME_STOP_METRES);
    if (cluster) {
      cluster.ids.push(t.stopIds[s]!);
      cluster.lat = (cluster.lat * cluster.n + lat) / (cluster.n + 1);
      cluster.lon = (cluster.lon * cluster.n + lon) / (cluster.n + 1);
      cluster.n++;
      cluster.rail ||= rail;
    } else {
      list.push({ ids: [t.stopIds[s]!], lat, lon, n: 1, rail, name });
    }
    clusters.set(key, list);
  }
  const entries: GeoEntry[] = [];
  for (const list of clusters.values()) {
    for (const c of list) {
      const locality = near.of(c.lat, c.lon);
      const hasWord = /\bstation\b/i.test(c.name);
      const title = c.rail && !hasWord ? `Station ${c.name}` : c.name;
      const place = locality?.name;
      entries.push({
        id: `${c.rail ? 'station' : 'stop'}:${[...c.ids].sort()[0]}`,
        title,
        name: c.name,
        category: c.rail ? 'station' : 'stop',
        lat: c.lat,
        lon: c.lon,
        label: place && !normaliseChars(title).includes(normaliseChars(place)) ? `${title}, ${place}` : title,
        ...(place ? { locality: place } : {}),
        countryCode: locality?.countryCode ?? 'NL',
        ...(locality?.stateCode ? { stateCode: locality.stateCode } : {}),
        keywords: [...(place ? [place] : []), c.rail ? 'station' : 'halte', ...(c.rail ? [] : ['bushalte'])],
      });
    }
  }
  return entries;
}

/** "7101AB" → "7101 AB"; anything else as it is. */
export function formatPostcode(code: string): string {
  return /^\d{4}[A-Z]{2}$/.test(code) ? `${code.slice(0, 4)} ${code.slice(4)}` : code;
}

const postcodeWords = (code: string): string[] =>
  /^\d{4}[A-Z]{2}$/.test(code) ? [code, code.slice(0, 4), code.slice(4)] : [code];

/**
 * Streets, addresses and points of interest from an imported OpenStreetMap extract, and the postcode
 * areas of the addresses: "7101" (the four digits, at the centre of its addresses) and "7101 AB".
 */
export function regionPlaceEntries(p: RegionPlaces, near: NearestLocality): GeoEntry[] {
  const text = (i: number) => (i >= 0 ? p.strings[i] : undefined);
  const entries: GeoEntry[] = [];
  const areas = new Map<
    string,
    { lat: number; lon: number; n: number; locality?: string; street?: string }
  >();
  for (let i = 0; i < p.kind.length; i++) {
    const kind = PLACE_KINDS[p.kind[i]!]!;
    const lat = p.lat[i]!;
    const lon = p.lon[i]!;
    const nearest = near.of(lat, lon, 10_000);
    const locality = text(p.locality[i]!) ?? nearest?.name;
    const stateCode = nearest?.stateCode;
    const name = text(p.name[i]!);
    const houseNumber = text(p.houseNumber[i]!);
    const postcode = text(p.postcode[i]!);
    const common = {
      lat,
      lon,
      countryCode: 'NL',
      ...(locality ? { locality } : {}),
      ...(stateCode ? { stateCode } : {}),
    };
    if (kind === 'street' && name) {
      entries.push({
        ...common,
        id: `street:${normaliseChars(`${locality ?? ''} ${name}`).trim()}`,
        title: name,
        name,
        category: 'street',
        label: locality ? `${name}, ${locality}` : name,
        street: name,
        keywords: locality ? [locality] : [],
      });
    } else if (kind === 'address' && name && houseNumber) {
      const title = `${name} ${houseNumber}`;
      const place = [postcode ? formatPostcode(postcode) : undefined, locality].filter(Boolean).join(' ');
      entries.push({
        ...common,
        id: `address:${postcode ?? normaliseChars(`${locality ?? ''} ${name}`).trim()}:${houseNumber}`,
        title,
        name: title,
        category: 'address',
        label: place ? `${title}, ${place}` : title,
        street: name,
        houseNumber,
        ...(postcode ? { postalCode: formatPostcode(postcode) } : {}),
        keywords: [...(locality ? [locality] : []), ...(postcode ? postcodeWords(postcode) : [])],
      });
      if (postcode) {
        for (const code of /^\d{4}[A-Z]{2}$/.test(postcode) ? [postcode.slice(0, 4), postcode] : [postcode]) {
          const area = areas.get(code) ?? { lat: 0, lon: 0, n: 0 };
          area.lat += lat;
          area.lon += lon;
          area.n++;
          area.locality ??= locality;
          area.street ??= name;
          areas.set(code, area);
        }
      }
    } else if (kind === 'poi' && name) {
      const type = text(p.poiType[i]!);
      entries.push({
        ...common,
        id: `poi:${normaliseChars(name).trim()}:${lat.toFixed(5)},${lon.toFixed(5)}`,
        title: name,
        name,
        category: 'poi',
        label: [type, locality].filter(Boolean).join(', ') || name,
        keywords: [...(type ? [type] : []), ...(locality ? [locality] : [])],
      });
    }
  }
  for (const [code, a] of areas) {
    const lat = a.lat / a.n;
    const lon = a.lon / a.n;
    const title = formatPostcode(code);
    const wide = code.length === 4;
    entries.push({
      id: `postcode:${code}`,
      title,
      name: title,
      category: wide ? 'locality' : 'street',
      lat,
      lon,
      label: [title, wide ? undefined : a.street, a.locality].filter(Boolean).join(', '),
      ...(wide ? {} : { postalCode: title }),
      ...(a.locality ? { locality: a.locality } : {}),
      countryCode: 'NL',
      keywords: [...postcodeWords(code), ...(a.locality ? [a.locality] : [])],
    });
  }
  return entries;
}
