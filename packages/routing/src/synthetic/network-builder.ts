import { LOCATION_TYPE, type GtfsStop } from '../gtfs/feed.js';
import { distanceKm, offset, toLatLon, type Point, type Town } from './geography.js';
import type { Random } from './random.js';

/** One line of the synthetic network: both directions' stops and running times, and its headway choices. */
export interface Line {
  routeId: string;
  agencyId: string;
  shortName: string;
  longName: string;
  type: number;
  /** Stop indices per direction (the second is the first reversed, platforms aside). */
  stops: [number[], number[]];
  /** Seconds after the first departure, per direction and stop. */
  arrival: [number[], number[]];
  departure: [number[], number[]];
  headways: readonly number[];
  headway: number;
  /** Minute offsets of the first departure per direction, as a fraction of the headway. */
  phase: [number, number];
  lastDeparture?: number;
  /** 0 every trip runs the whole line; 1 early and late trips run short; 2 also every other trip. */
  shortLevel?: number;
}

const STREETS = [
  'Kerkstraat',
  'Schoolstraat',
  'Dorpsstraat',
  'Molenweg',
  'Stationsweg',
  'Julianalaan',
  'Beatrixlaan',
  'Wilhelminastraat',
  'Nieuwstraat',
  'Raadhuisplein',
  'Industrieweg',
  'Parallelweg',
  'Emmalaan',
  'Sportlaan',
  'Lindelaan',
  'Eikenlaan',
  'Marktstraat',
  'Burgemeester de Vriesweg',
  'Zuiderweg',
  'Noorderweg',
  'Ziekenhuis',
  'Winkelcentrum',
  'Bedrijventerrein',
  'Begraafplaats',
  'Sporthal',
  'Zwembad',
  'Kanaalweg',
  'Dijkweg',
];
const HUB_NAMES = ['Centrum', 'Markt', 'Busstation', 'Stadhuis', 'Kerkplein', 'Brink'];

/** Stops, created as lines need them, with the town-centre hubs and rail stations they share. */
export class StopRegistry {
  readonly stops: GtfsStop[] = [];
  private readonly hubs = new Map<string, number>();
  private readonly stations = new Map<number, { parent: number; platforms: number[] }>();

  constructor(
    private readonly random: Random,
    readonly towns: readonly Town[],
  ) {}

  add(kind: string, name: string, p: Point, extra: Partial<GtfsStop> = {}): number {
    const index = this.stops.length;
    this.stops.push({
      stopId: `${kind}${index}`,
      name,
      ...toLatLon(p),
      locationType: LOCATION_TYPE.stop,
      ...extra,
    });
    return index;
  }

  /** How many centre stops a town has: one in a village, up to five in a city. */
  hubCount(town: number): number {
    return Math.min(5, 1 + Math.round(4 * Math.sqrt(this.towns[town]!.weight)));
  }

  hubPoint(town: number, hub: number): Point {
    const t = this.towns[town]!;
    return hub === 0 ? t.centre : offset(t.centre, 0.04 + 0.03 * hub, hub * 2.1);
  }

  /** A stop in the town centre, all of them within a few hundred metres of each other. */
  hub(town: number, hub = this.random.int(0, this.hubCount(town) - 1)): number {
    const key = `${town}:${hub}`;
    let index = this.hubs.get(key);
    if (index === undefined) {
      const t = this.towns[town]!;
      index = this.add('H', `${t.name}, ${HUB_NAMES[hub % HUB_NAMES.length]!}`, this.hubPoint(town, hub));
      this.hubs.set(key, index);
    }
    return index;
  }

  hubsCreated(): number {
    return this.hubs.size;
  }

  stationPoint(town: number): Point {
    return offset(this.towns[town]!.centre, 0.12, town * 1.3);
  }

  /** A platform of the town's station (a parent station with numbered platform stops). */
  platform(town: number, platform: number, platformCount: number): number {
    let station = this.stations.get(town);
    const t = this.towns[town]!;
    const p = this.stationPoint(town);
    if (!station) {
      const parent = this.add('S', `${t.name} Station`, p, { locationType: LOCATION_TYPE.station });
      station = { parent, platforms: [] };
      for (let k = 0; k < platformCount; k++) {
        station.platforms.push(
          this.add('P', `${t.name} Station`, offset(p, 0.012 * (k - platformCount / 2), Math.PI / 2), {
            parentStation: this.stops[parent]!.stopId,
            platformCode: String(k + 1),
          }),
        );
      }
      this.stations.set(town, station);
    }
    return station.platforms[platform % station.platforms.length]!;
  }

  streetName(town: number): string {
    return `${this.towns[town]!.name}, ${this.random.pick(STREETS)}`;
  }
}

/**
 * Running times along a list of stop positions: kilometres × circuity at a steady speed, plus a dwell at
 * intermediate stops; times rounded to whole minutes as timetables publish them, never decreasing.
 */
export function runningTimes(
  points: readonly Point[],
  kmh: number,
  circuity: number,
  dwellSeconds: number,
  hopKm?: readonly number[],
): { arrival: number[]; departure: number[] } {
  const arrival = [0];
  const departure = [0];
  let clock = 0;
  for (let k = 1; k < points.length; k++) {
    const km = hopKm?.[k - 1] ?? distanceKm(points[k - 1]!, points[k]!) * circuity;
    clock += (km / kmh) * 3600;
    const a = Math.max(departure[k - 1]!, Math.round(clock / 60) * 60);
    const dwell = k < points.length - 1 ? dwellSeconds : 0;
    arrival.push(a);
    departure.push(a + dwell);
    clock += dwell;
  }
  return { arrival, departure };
}

/** `count` points evenly spaced along a polyline. */
export function alongPolyline(waypoints: readonly Point[], count: number): Point[] {
  const cumulative = [0];
  for (let i = 1; i < waypoints.length; i++)
    cumulative.push(cumulative[i - 1]! + distanceKm(waypoints[i - 1]!, waypoints[i]!));
  const total = cumulative[cumulative.length - 1]!;
  const out: Point[] = [];
  let seg = 1;
  for (let k = 0; k < count; k++) {
    const s = count === 1 ? 0 : (total * k) / (count - 1);
    while (seg < waypoints.length - 1 && cumulative[seg]! < s) seg++;
    const a = waypoints[seg - 1]!;
    const b = waypoints[seg]!;
    const len = cumulative[seg]! - cumulative[seg - 1]!;
    const f = len > 0 ? Math.min(1, Math.max(0, (s - cumulative[seg - 1]!) / len)) : 0;
    out.push({ x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f });
  }
  return out;
}

/** Waypoints with a gentle random bend between each pair, so lines are not ruler-straight. */
export function bend(random: Random, waypoints: readonly Point[], amount: number): Point[] {
  const out: Point[] = [waypoints[0]!];
  for (let i = 1; i < waypoints.length; i++) {
    const a = waypoints[i - 1]!;
    const b = waypoints[i]!;
    const len = distanceKm(a, b);
    const side = random.normal() * amount * len;
    const nx = -(b.y - a.y) / (len || 1);
    const ny = (b.x - a.x) / (len || 1);
    out.push({ x: (a.x + b.x) / 2 + nx * side, y: (a.y + b.y) / 2 + ny * side }, b);
  }
  return out;
}
