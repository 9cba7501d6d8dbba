import type { Random } from './random.js';

/**
 * The synthetic country's geography: a rough outline of the Netherlands, towns of Zipf-like sizes placed
 * inside it, and a flat kilometre grid around 52.1° N for the geometry (good to a few metres at this size).
 */

const ORIGIN_LAT = 52.1;
const ORIGIN_LON = 5.3;
const KM_PER_DEG_LAT = 110.574;
const KM_PER_DEG_LON = 111.32 * Math.cos((ORIGIN_LAT * Math.PI) / 180);

export interface Point {
  /** Kilometres east of 5.3° E. */
  x: number;
  /** Kilometres north of 52.1° N. */
  y: number;
}

export function toLatLon(p: Point): { lat: number; lon: number } {
  return {
    lat: Math.round((ORIGIN_LAT + p.y / KM_PER_DEG_LAT) * 1e6) / 1e6,
    lon: Math.round((ORIGIN_LON + p.x / KM_PER_DEG_LON) * 1e6) / 1e6,
  };
}

function fromLonLat(lon: number, lat: number): Point {
  return { x: (lon - ORIGIN_LON) * KM_PER_DEG_LON, y: (lat - ORIGIN_LAT) * KM_PER_DEG_LAT };
}

export function distanceKm(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

export function offset(p: Point, km: number, angle: number): Point {
  return { x: p.x + km * Math.cos(angle), y: p.y + km * Math.sin(angle) };
}

/** Land outline (lon, lat), coarse: Zeeland, Limburg, the eastern border, Groningen, the coast. */
const LAND: readonly (readonly [number, number])[] = [
  [3.4, 51.38],
  [3.83, 51.24],
  [4.25, 51.37],
  [4.79, 51.45],
  [5.07, 51.47],
  [5.5, 51.3],
  [5.85, 51.17],
  [5.64, 51.02],
  [5.77, 50.78],
  [6.03, 50.77],
  [6.08, 50.92],
  [6.0, 51.1],
  [6.2, 51.37],
  [5.95, 51.73],
  [6.4, 51.83],
  [6.75, 51.9],
  [7.04, 52.2],
  [7.06, 52.4],
  [6.72, 52.5],
  [7.05, 52.64],
  [7.2, 53.2],
  [7.0, 53.32],
  [6.2, 53.42],
  [5.6, 53.35],
  [4.9, 53.15],
  [4.7, 52.95],
  [4.56, 52.5],
  [4.4, 52.2],
  [4.05, 51.96],
  [3.9, 51.8],
  [3.5, 51.6],
];
/** The IJsselmeer and Markermeer, where no town goes. */
const LAKE: readonly (readonly [number, number])[] = [
  [5.05, 52.62],
  [5.3, 52.48],
  [5.55, 52.58],
  [5.5, 52.85],
  [5.35, 53.03],
  [5.12, 52.95],
  [5.06, 52.78],
];

function inside(polygon: readonly (readonly [number, number])[], lon: number, lat: number): boolean {
  let result = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i]!;
    const [xj, yj] = polygon[j]!;
    if (yi > lat !== yj > lat && lon < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) result = !result;
  }
  return result;
}

export interface Town {
  index: number;
  name: string;
  centre: Point;
  /** Zipf weight, 1 for the biggest town. */
  weight: number;
  /** Built-up radius in km. */
  radius: number;
}

const PREFIXES = [
  'Ooster',
  'Wester',
  'Noord',
  'Zuid',
  'Hoog',
  'Laag',
  'Nieuw',
  'Oud',
  'Groen',
  'Berg',
  'Veen',
  'Dijk',
  'Zand',
  'Brug',
  'Kerk',
  'Molen',
  'Heide',
  'Linde',
  'Eike',
  'Water',
  'Hout',
  'Bree',
  'Roo',
  'Wijn',
  'Haar',
  'Lange',
  'Klein',
  'Groot',
  'Dal',
  'Esse',
  'Vlier',
  'Mark',
];
const SUFFIXES = [
  'wijk',
  'dorp',
  'veen',
  'dam',
  'horst',
  'loo',
  'broek',
  'hoven',
  'meer',
  'sloot',
  'kerk',
  'burg',
  'stad',
  'haven',
  'zijl',
  'lo',
  'woude',
  'hem',
  'dijk',
  'rade',
  'werd',
  'beek',
  'donk',
  'schot',
];

/**
 * `count` towns, biggest first, inside the land outline and within the window around Utrecht that holds
 * `areaFraction` of the country's box (the whole box at 1), so smaller networks keep the same density.
 */
export function placeTowns(random: Random, count: number, areaFraction: number): Town[] {
  const f = Math.sqrt(Math.min(1, areaFraction));
  const lonHalf = ((7.2 - 3.4) / 2) * f;
  const latHalf = ((53.5 - 50.75) / 2) * f;
  const cLon = f >= 1 ? (7.2 + 3.4) / 2 : 5.25;
  const cLat = f >= 1 ? (53.5 + 50.75) / 2 : 52.05;
  const towns: Town[] = [];
  const names = new Set<string>();
  for (let i = 0; i < count; i++) {
    // Fewer towns than the country's 400 sample its sizes evenly by rank: a city and smaller towns.
    const rank = count >= 400 ? i : Math.round((i * 400) / count);
    const weight = (rank + 1) ** -0.9;
    const radius = 0.7 + 6.5 * Math.sqrt(weight);
    let spacing = 1;
    let centre: Point | undefined;
    for (let attempt = 0; !centre; attempt++) {
      if (attempt > 0 && attempt % 60 === 0) spacing *= 0.85;
      const lon = cLon + random.range(-lonHalf, lonHalf);
      const lat = cLat + random.range(-latHalf, latHalf);
      if (!inside(LAND, lon, lat) || inside(LAKE, lon, lat)) {
        if (attempt > 5000) centre = fromLonLat(cLon, cLat);
        continue;
      }
      const p = fromLonLat(lon, lat);
      const ok = towns.every(
        (t) => distanceKm(t.centre, p) >= Math.max(2.5, (t.radius + radius) * 1.1) * spacing,
      );
      if (ok || attempt > 5000) centre = p;
    }
    let name = random.pick(PREFIXES) + random.pick(SUFFIXES);
    while (names.has(name))
      name =
        random.pick(PREFIXES) +
        random.pick(SUFFIXES) +
        ' ' +
        random.pick(['aan de Maas', 'bij Zee', 'aan de IJssel', 'in de Venen', 'Dorp']);
    names.add(name);
    towns.push({ index: i, name, centre, weight, radius });
  }
  return towns;
}
