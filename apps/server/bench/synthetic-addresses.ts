/**
 * A synthetic address register for the geocoder bench: addresses along the streets of the synthetic
 * road network (the same towns as the synthetic timetable), each town named after the nearest real Dutch
 * locality, with Dutch-shaped postcodes (four digits per town, two letters per street) and house numbers
 * in order along each street. Streets and a few points of interest come along, as an import gives them.
 */
import { PLACE_KINDS, type RegionPlaces } from '@achterhoek/routing';
import { generateRoadNetwork } from '@achterhoek/routing/synthetic';
import { loadDutchLocalities } from '../src/modules/geo/geonames-places.js';
import { NearestLocality } from '../src/modules/geo/local/entry-sources.js';

const POI_TYPES = ['huisarts', 'supermarkt', 'apotheek', 'bakker', 'school', 'kerk', 'sportcentrum'];

export function syntheticAddresses(count: number): RegionPlaces {
  const g = generateRoadNetwork({ seed: 3, nodes: Math.max(20_000, Math.round(count / 4)) });
  const near = new NearestLocality(loadDutchLocalities());
  const strings: string[] = [];
  const index = new Map<string, number>();
  const s = (text: string) => {
    let at = index.get(text);
    if (at === undefined) index.set(text, (at = strings.push(text) - 1));
    return at;
  };
  const kind: number[] = [];
  const lat: number[] = [];
  const lon: number[] = [];
  const name: number[] = [];
  const house: number[] = [];
  const postcode: number[] = [];
  const locality: number[] = [];
  const poiType: number[] = [];
  const townCodes = new Map<string, number>();
  const streetLetters = new Map<string, string>();
  const letters = (n: number) =>
    String.fromCharCode(65 + (((n / 26) % 26) | 0)) + String.fromCharCode(65 + (n % 26));
  let e = 0;
  while (kind.length < count && e < g.edgeFrom.length) {
    const edge = e++;
    const street = g.edgeName[edge]! >= 0 ? g.names[g.edgeName[edge]!]! : undefined;
    if (!street || /^[AN]\d/.test(street)) continue;
    const a = g.edgeFrom[edge]!;
    const b = g.edgeTo[edge]!;
    const town = near.of(g.nodeLat[a]!, g.nodeLon[a]!, 30_000)?.name ?? 'Buitengebied';
    if (!townCodes.has(town)) townCodes.set(town, 1000 + ((townCodes.size * 37) % 9000));
    const key = `${town}|${street}`;
    if (!streetLetters.has(key)) streetLetters.set(key, letters(streetLetters.size));
    const code = `${townCodes.get(town)}${streetLetters.get(key)}`;
    const push = (k: (typeof PLACE_KINDS)[number], t: number, nm: number, hn = -1, pc = -1, pt = -1) => {
      kind.push(PLACE_KINDS.indexOf(k));
      lat.push(g.nodeLat[a]! + (g.nodeLat[b]! - g.nodeLat[a]!) * t);
      lon.push(g.nodeLon[a]! + (g.nodeLon[b]! - g.nodeLon[a]!) * t);
      name.push(nm);
      house.push(hn);
      postcode.push(pc);
      locality.push(s(town));
      poiType.push(pt);
    };
    push('street', 0.5, s(street));
    const houses = Math.min(12, Math.max(2, Math.round(g.edgeMeters[edge]! / 15)));
    for (let h = 0; h < houses && kind.length < count; h++) {
      push('address', (h + 0.5) / houses, s(street), s(String(h * 2 + 1 + (edge % 40) * 2)), s(code));
    }
    if (edge % 97 === 0) {
      const type = POI_TYPES[edge % POI_TYPES.length]!;
      push('poi', 0.3, s(`${type[0]!.toUpperCase()}${type.slice(1)} ${street}`), -1, -1, s(type));
    }
  }
  return {
    kind: Uint8Array.from(kind),
    lat: Float64Array.from(lat),
    lon: Float64Array.from(lon),
    name: Int32Array.from(name),
    houseNumber: Int32Array.from(house),
    postcode: Int32Array.from(postcode),
    locality: Int32Array.from(locality),
    poiType: Int32Array.from(poiType),
    strings,
  };
}
