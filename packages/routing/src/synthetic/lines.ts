/** The synthetic network's trains, trams and metros, and ferries. */
import { distanceKm, offset, type Point, type Town } from './geography.js';
import { alongPolyline, bend, runningTimes, type Line, type StopRegistry } from './network-builder.js';
import { railLines } from './rail.js';
import type { Random } from './random.js';

export function makeLine(
  random: Random,
  fields: Pick<Line, 'routeId' | 'agencyId' | 'shortName' | 'longName' | 'type' | 'headways'>,
  stops: [number[], number[]],
  times: [{ arrival: number[]; departure: number[] }, { arrival: number[]; departure: number[] }],
  headway: number,
): Line {
  return {
    ...fields,
    stops,
    arrival: [times[0].arrival, times[1].arrival],
    departure: [times[0].departure, times[1].departure],
    headway,
    phase: [random.next(), random.next()],
  };
}

/** A line over the same stops both ways (the way back is the way out reversed), timed along `points`. */
export function makeTwoWayLine(
  random: Random,
  fields: Pick<Line, 'routeId' | 'agencyId' | 'shortName' | 'longName' | 'type' | 'headways'>,
  stops: number[],
  points: readonly Point[],
  kmh: number,
  circuity: number,
  headway: number,
): Line {
  return makeLine(
    random,
    fields,
    [stops, [...stops].reverse()],
    [runningTimes(points, kmh, circuity, 0), runningTimes([...points].reverse(), kmh, circuity, 0)],
    headway,
  );
}

/** Adds the rail lines; returns the towns each calls at. */
export function addRail(random: Random, registry: StopRegistry, lines: Line[], count: number): number[][] {
  const { towns } = registry;
  const rail = railLines(random, towns, Math.round(towns.length * 0.45), count);
  const servedBy = new Map<number, number[]>();
  rail.forEach((r, i) => r.towns.forEach((t) => servedBy.set(t, [...(servedBy.get(t) ?? []), i])));
  rail.forEach((r, i) => {
    const platforms = (d: number): number[] =>
      r.towns.map((t) => {
        const at = servedBy.get(t)!;
        const n = at.length;
        return registry.platform(t, at.indexOf(i) * 2 + d, Math.min(2 * n, n + 4, 14));
      });
    const points = r.towns.map((t) => registry.stationPoint(t));
    const ic = r.kind === 'intercity';
    const kmh = ic ? random.range(95, 120) : random.range(60, 80);
    const there = runningTimes(points, kmh, 1, 60, r.hopKm);
    const back = runningTimes([...points].reverse(), kmh, 1, 60, [...r.hopKm].reverse());
    const first = towns[r.towns[0]!]!.name;
    const last = towns[r.towns[r.towns.length - 1]!]!.name;
    const big = towns[r.towns[0]!]!.weight + towns[r.towns[r.towns.length - 1]!]!.weight;
    const l = makeLine(
      random,
      {
        routeId: `R${i + 1}`,
        agencyId: 'RAIL',
        shortName: ic ? `IC ${(i + 1) * 100}` : `SPR ${(i + 1) * 100 + 4000}`,
        longName: `${first} – ${last}`,
        type: 2,
        headways: big > 0.4 ? [10, 15] : [15, 30],
      },
      [platforms(0), platforms(1).reverse()],
      [there, back],
      big > 0.4 ? 15 : 30,
    );
    l.lastDeparture = 24 * 60 + 30;
    lines.push(l);
  });
  return rail.map((r) => r.towns);
}

/** A line of about `km` through a town centre, from one side of town to roughly the other. */
export function crossTown(random: Random, town: Town, km: number): Point[] {
  const angle = random.range(0, 2 * Math.PI);
  const half = km / 2 / 1.05;
  const a = offset(town.centre, half * random.range(0.8, 1.2), angle);
  const b = offset(town.centre, half * random.range(0.8, 1.2), angle + Math.PI + random.range(-0.8, 0.8));
  return bend(random, [a, town.centre, b], 0.15);
}

export function addCity(random: Random, registry: StopRegistry, lines: Line[], count: number): void {
  const { towns } = registry;
  const shares = [8, 6, 6, 3, 2].slice(0, Math.min(5, towns.length));
  const assigned = shares.map(() => 0);
  for (let k = 0; k < count; k++) {
    const total = shares.reduce((s, x) => s + x, 0);
    let city = 0;
    for (let c = 1; c < shares.length; c++) {
      if ((shares[c]! / total) * count - assigned[c]! > (shares[city]! / total) * count - assigned[city]!)
        city = c;
    }
    const metro = city < 2 && assigned[city]! < 2 && shares[city]! * count >= 3 * total;
    assigned[city]!++;
    const town = towns[city]!;
    const n = metro ? random.int(8, 14) : random.int(14, 26);
    const points = alongPolyline(
      crossTown(random, town, (n - 1) * (metro ? random.range(0.8, 1.1) : random.range(0.4, 0.55))),
      n,
    );
    let centreStop = 0;
    points.forEach((p, i) => {
      if (distanceKm(p, town.centre) < distanceKm(points[centreStop]!, town.centre)) centreStop = i;
    });
    const stops = points.map((p, i) =>
      i === centreStop
        ? registry.hub(city, 0)
        : registry.add(metro ? 'M' : 'T', registry.streetName(city), p),
    );
    const pts = stops.map((s, i) => (i === centreStop ? registry.hubPoint(city, 0) : points[i]!));
    const kmh = metro ? random.range(30, 36) : random.range(16, 20);
    const number = k + 1;
    lines.push(
      makeTwoWayLine(
        random,
        {
          routeId: `C${number}`,
          agencyId: 'CITY',
          shortName: metro ? `M${50 + number}` : String(number),
          longName: `${town.name} ${metro ? 'metro' : 'tram'} ${number}`,
          type: metro ? 1 : 0,
          headways: metro ? [6, 8, 10] : [8, 10, 12],
        },
        stops,
        pts,
        kmh,
        1.15,
        metro ? 8 : 10,
      ),
    );
  }
}

export function addFerries(random: Random, registry: StopRegistry, lines: Line[], count: number): void {
  const { towns } = registry;
  for (let k = 0; k < count; k++) {
    const a = towns[random.int(0, towns.length - 1)]!;
    const others = towns
      .filter((t) => t !== a)
      .sort((x, y) => distanceKm(a.centre, x.centre) - distanceKm(a.centre, y.centre));
    const b = others[Math.min(others.length - 1, random.int(0, 2))]!;
    const angle = Math.atan2(b.centre.y - a.centre.y, b.centre.x - a.centre.x);
    const pa = offset(a.centre, 0.25, angle);
    const pb = offset(b.centre, 0.25, angle + Math.PI);
    const stops = [
      registry.add('F', `${a.name}, Veerstoep`, pa),
      registry.add('F', `${b.name}, Veerstoep`, pb),
    ];
    const kmh = random.range(14, 22);
    lines.push(
      makeTwoWayLine(
        random,
        {
          routeId: `F${k + 1}`,
          agencyId: 'FERRY',
          shortName: `F${k + 1}`,
          longName: `Veer ${a.name} – ${b.name}`,
          type: 4,
          headways: [30, 60],
        },
        stops,
        [pa, pb],
        kmh,
        1.1,
        random.chance(0.5) ? 30 : 60,
      ),
    );
  }
}
