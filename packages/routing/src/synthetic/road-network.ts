import type { RoadGraph } from '../roads/road-graph.js';
import { Random } from './random.js';
import { RoadBuilder } from './roads/builder.js';
import { Frame, townWindow } from './roads/frame.js';
import { buildMotorways, motorwayNodeCount, planMotorways } from './roads/motorways.js';
import { NameTable } from './roads/names.js';
import { buildRegional, crossroadsSpacing, planRegional, regionalNodeEstimate } from './roads/regional.js';
import { buildStreets } from './roads/streets.js';
import { openToCars } from './roads/strongly-connected.js';
import { fitRadii, fitSpacing, layTowns } from './roads/towns.js';

/**
 * A synthetic road network of the Netherlands as a router sees it, for scale tests and benchmarks: the
 * transit network's towns (the same seed and scale = nodes / 1 000 000 give the same towns) with irregular
 * street grids, provincial roads and country lanes between neighbouring towns, and motorways with
 * interchanges between the larger ones. About `nodes` junctions (a million by default), strongly connected
 * by car. Pure and deterministic: the same seed and size give the same arrays, byte for byte.
 */

export const ROAD_NETWORK_NODES = 1_000_000;

/** Roundabouts and dead-end closes add about this share to the towns' lattice points. */
const TOWN_EXTRAS = 0.015;

export interface RoadNetworkOptions {
  seed: number;
  /** Junctions wanted, about (±15 %); at least 1000. */
  nodes?: number;
  /** [minLon, minLat, maxLon, maxLat]; by default the box the transit network's towns lie in. */
  bbox?: [number, number, number, number];
}

export function generateRoadNetwork(options: RoadNetworkOptions): RoadGraph {
  const nodes = options.nodes ?? ROAD_NETWORK_NODES;
  if (!(nodes >= 1000) || !Number.isFinite(nodes))
    throw new Error(`nodes must be at least 1000, got ${nodes}`);
  const scale = nodes / ROAD_NETWORK_NODES;
  const random = new Random(options.seed);
  const window = townWindow(scale);
  const frame = new Frame(options.bbox ?? window);

  // The same draws as generateSyntheticNetwork up to here. Beyond a million junctions, towns grow rather
  // than multiply.
  const towns = layTowns(random, frame, Math.max(3, Math.round(400 * Math.min(1, scale))), scale, window);
  fitRadii(towns, nodes * 0.97);
  const regional = planRegional(towns);
  const motorways = planMotorways(random, frame, towns);
  const crossroads = crossroadsSpacing(towns, regional, nodes);
  const outside = regionalNodeEstimate(towns, regional, crossroads) + motorwayNodeCount(motorways);
  fitSpacing(frame, towns, Math.max(towns.length, (nodes - outside) / (1 + TOWN_EXTRAS)));

  const builder = new RoadBuilder(nodes);
  const names = new NameTable();
  const streets = towns.map((t) => buildStreets(builder, random, names, frame, t));
  const between = { b: builder, random, names, frame, towns, streets };
  buildRegional(between, regional, crossroads);
  buildMotorways(between, motorways);
  openToCars(builder);
  return builder.finish(frame, names.names);
}
