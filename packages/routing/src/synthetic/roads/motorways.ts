import type { Random } from '../random.js';
import { CAR_FORWARD, type RoadBuilder } from './builder.js';
import { bentRoad, shapeCount, type Curve } from './curves.js';
import type { Frame } from './frame.js';
import { links } from './links.js';
import { countryRoad, gate, type BetweenTowns } from './regional.js';
import type { TownShape } from './towns.js';

/**
 * Motorways (100–130 km/h) between the larger towns: two one-way carriageways 30 m apart, with junctions
 * only where ramps leave or join. Each hub town has an interchange beside it, where every arriving
 * carriageway has a connector to every departing one (no U-turns) and ramps to and from the town's access
 * road; towns close to a motorway get an exit, a pair of ramps on each side. Ramps and connectors forbid
 * walking.
 */

const CARRIAGEWAY_KM = 0.015;
/** How far from the interchange centre the carriageways split into ramps. */
const INTERCHANGE_KM = 0.45;
/** Half the length of an exit along the motorway. */
const EXIT_KM = 0.3;
const RAMP_SPEED = 70;
const CONNECTOR_SPEED = 80;
const ACCESS_SPEED = 70;

export interface MotorwayPlan {
  /** Town indices of the hubs. */
  hubs: number[];
  /** Where each hub's interchange is, km. */
  hubX: number[];
  hubY: number[];
  /** Pairs of hub positions in `hubs`. */
  routes: [number, number][];
  speeds: number[];
  /** Per route: the towns with an exit, and how far along (0 … 1) each is. */
  exits: { town: number; at: number }[][];
}

export function planMotorways(random: Random, frame: Frame, towns: readonly TownShape[]): MotorwayPlan {
  const hubs = [...Array(Math.min(towns.length, Math.max(2, Math.round(towns.length * 0.12)))).keys()];
  const routes = links(
    hubs.map((h) => towns[h]!.x),
    hubs.map((h) => towns[h]!.y),
    { near: 3, maxKm: 90, detour: 1.12, minAngle: 0.6 },
  );
  // The interchange lies just outside the town, on the side its motorways leave towards.
  const margin = Math.min(0.3, (frame.maxX - frame.minX) / 4, (frame.maxY - frame.minY) / 4);
  const hubX: number[] = [];
  const hubY: number[] = [];
  hubs.forEach((h, k) => {
    const t = towns[h]!;
    let sx = 0;
    let sy = 0;
    for (const [a, b] of routes) {
      if (a !== k && b !== k) continue;
      const other = towns[hubs[a === k ? b : a]!]!;
      const d = Math.hypot(other.x - t.x, other.y - t.y) || 1;
      sx += (other.x - t.x) / d;
      sy += (other.y - t.y) / d;
    }
    const angle = Math.hypot(sx, sy) > 0.3 ? Math.atan2(sy, sx) : random.range(0, 2 * Math.PI);
    const x = t.x + (t.radius + 0.6) * Math.cos(angle);
    const y = t.y + (t.radius + 0.6) * Math.sin(angle);
    hubX.push(Math.min(frame.maxX - margin, Math.max(frame.minX + margin, x)));
    hubY.push(Math.min(frame.maxY - margin, Math.max(frame.minY + margin, y)));
  });
  const speeds = routes.map(([a, b]) => (a < 3 || b < 3 ? 100 : random.pick([100, 120, 130, 130])));

  const served = new Uint8Array(towns.length);
  for (const h of hubs) served[h] = 1;
  const exits = routes.map(([a, b]) => {
    const x0 = hubX[a]!;
    const y0 = hubY[a]!;
    const length = Math.hypot(hubX[b]! - x0, hubY[b]! - y0);
    const ux = (hubX[b]! - x0) / (length || 1);
    const uy = (hubY[b]! - y0) / (length || 1);
    const near: { town: number; at: number }[] = [];
    for (const t of towns) {
      if (served[t.index]) continue;
      const along = (t.x - x0) * ux + (t.y - y0) * uy;
      const aside = Math.abs(-(t.x - x0) * uy + (t.y - y0) * ux);
      if (along >= 2.5 && along <= length - 2.5 && aside <= t.radius + 2)
        near.push({ town: t.index, at: along / length });
    }
    near.sort((p, q) => p.at - q.at || p.town - q.town);
    const chosen: { town: number; at: number }[] = [];
    for (const exit of near) {
      const last = chosen[chosen.length - 1];
      if (last && (exit.at - last.at) * length < 2.5) continue;
      chosen.push(exit);
      served[exit.town] = 1;
    }
    return chosen;
  });
  return { hubs, hubX, hubY, routes, speeds, exits };
}

/**
 * Junctions the motorways add: per hub its access node, per route the four carriageway ends, per exit four
 * ramp ends and its access node.
 */
export function motorwayNodeCount(plan: MotorwayPlan): number {
  let exits = 0;
  for (const e of plan.exits) exits += e.length;
  return plan.hubs.length + 4 * plan.routes.length + 5 * exits;
}

export function buildMotorways(between: BetweenTowns, plan: MotorwayPlan): void {
  const { b, random, names, frame, towns, streets } = between;
  const arriving: number[][] = plan.hubs.map(() => []);
  const departing: number[][] = plan.hubs.map(() => []);
  const margin = Math.min(0.3, (frame.maxX - frame.minX) / 4, (frame.maxY - frame.minY) / 4);

  plan.routes.forEach(([a, c], r) => {
    const curve = bentRoad(
      random,
      frame,
      margin,
      plan.hubX[a]!,
      plan.hubY[a]!,
      plan.hubX[c]!,
      plan.hubY[c]!,
      0.05,
    );
    const length = curve.length();
    const end = Math.min(INTERCHANGE_KM / length, 0.25);
    const half = Math.min(EXIT_KM / length, 0.05);
    const speed = plan.speeds[r]!;
    const name = names.motorway(r);
    const point = (t: number, side: number): number => {
      const right = curve.right(t);
      return b.addNode(
        curve.x(t) + side * CARRIAGEWAY_KM * right.x,
        curve.y(t) + side * CARRIAGEWAY_KM * right.y,
      );
    };
    const carriageway = (from: number, fromT: number, to: number, toT: number, side: number): void => {
      const points = shapeCount(length * Math.abs(toT - fromT), 0.4, 0, 200);
      for (let q = 1; q <= points; q++) {
        const t = fromT + ((toT - fromT) * q) / (points + 1);
        const right = curve.right(t);
        b.addShape(
          curve.x(t) + side * CARRIAGEWAY_KM * right.x,
          curve.y(t) + side * CARRIAGEWAY_KM * right.y,
        );
      }
      b.addEdge(from, to, speed, CAR_FORWARD, 0, name);
    };

    // Carriageway a → c on the right of the curve, c → a on the left; each exit splits both.
    const forwardStart = point(end, 1);
    const backwardEnd = point(end, -1);
    const forwardEnd = point(1 - end, 1);
    const backwardStart = point(1 - end, -1);
    departing[a]!.push(forwardStart);
    arriving[c]!.push(forwardEnd);
    departing[c]!.push(backwardStart);
    arriving[a]!.push(backwardEnd);
    let forwardAt = forwardStart;
    let forwardT = end;
    const backward: { off: number; on: number; at: number }[] = [];
    for (const exit of plan.exits[r]!) {
      const t = exit.at;
      const town = towns[exit.town]!;
      const right = curve.right(t);
      const toTown = (town.x - curve.x(t)) * right.x + (town.y - curve.y(t)) * right.y >= 0 ? 1 : -1;
      const access = b.addNode(curve.x(t) + toTown * 0.25 * right.x, curve.y(t) + toTown * 0.25 * right.y);
      const off = point(t - half, 1);
      const on = point(t + half, 1);
      carriageway(forwardAt, forwardT, off, t - half, 1);
      carriageway(off, t - half, on, t + half, 1);
      ramp(b, off, access, curve, t, 1);
      ramp(b, access, on, curve, t, 1);
      forwardAt = on;
      forwardT = t + half;
      const backOff = point(t + half, -1);
      const backOn = point(t - half, -1);
      ramp(b, backOff, access, curve, t, -1);
      ramp(b, access, backOn, curve, t, -1);
      backward.push({ off: backOff, on: backOn, at: t });
      const g = gate(town, b.x(access), b.y(access));
      const road = names.mainRoad(random);
      countryRoad(
        b,
        random,
        names,
        frame,
        access,
        streets[exit.town]!.attach(g.x, g.y),
        ACCESS_SPEED,
        road,
        0,
      );
    }
    carriageway(forwardAt, forwardT, forwardEnd, 1 - end, 1);
    let backwardAt = backwardStart;
    let backwardT = 1 - end;
    for (const exit of backward.reverse()) {
      carriageway(backwardAt, backwardT, exit.off, exit.at + half, -1);
      carriageway(exit.off, exit.at + half, exit.on, exit.at - half, -1);
      backwardAt = exit.on;
      backwardT = exit.at - half;
    }
    carriageway(backwardAt, backwardT, backwardEnd, end, -1);
  });

  plan.hubs.forEach((h, k) => {
    const x = plan.hubX[k]!;
    const y = plan.hubY[k]!;
    const access = b.addNode(x, y);
    for (const from of arriving[k]!) {
      for (const to of departing[k]!) {
        // A connector to every other direction: departures of the route it arrived on sit 30 m away.
        if (Math.hypot(b.x(from) - b.x(to), b.y(from) - b.y(to)) < 3 * CARRIAGEWAY_KM) continue;
        for (const s of [1 / 3, 2 / 3]) {
          b.addShape(
            (1 - s) ** 2 * b.x(from) + 2 * (1 - s) * s * x + s * s * b.x(to),
            (1 - s) ** 2 * b.y(from) + 2 * (1 - s) * s * y + s * s * b.y(to),
          );
        }
        b.addEdge(from, to, CONNECTOR_SPEED, CAR_FORWARD, 0, -1);
      }
      b.addEdge(from, access, RAMP_SPEED, CAR_FORWARD, 0, -1);
    }
    for (const to of departing[k]!) b.addEdge(access, to, RAMP_SPEED, CAR_FORWARD, 0, -1);
    const t = towns[h]!;
    const g = gate(t, x, y);
    countryRoad(
      b,
      random,
      names,
      frame,
      access,
      streets[h]!.attach(g.x, g.y),
      ACCESS_SPEED,
      names.mainRoad(random),
      0,
    );
  });
}

/** A one-way ramp between the carriageway and the exit's access node, bowed along the direction of travel. */
function ramp(b: RoadBuilder, from: number, to: number, curve: Curve, t: number, side: number): void {
  const right = curve.right(t);
  // Travel direction on this side: the curve's own direction on the right-hand carriageway, else reversed.
  const ahead = 0.05 * side;
  b.addShape((b.x(from) + b.x(to)) / 2 - ahead * right.y, (b.y(from) + b.y(to)) / 2 + ahead * right.x);
  b.addEdge(from, to, RAMP_SPEED, CAR_FORWARD, 0, -1);
}
