/**
 * Which OpenStreetMap ways cars may use, in which direction, and how fast they drive there on average.
 */
import { accessVerdict, type OsmTags } from './access.js';
import { parseMaxspeed } from './maxspeed.js';

/**
 * The roads for cars and the speed (km/h) assumed where no `maxspeed` is tagged: typical Dutch limits
 * for the class (motorways 100 by day since 2020, N-roads 80 or 70, urban 50, 30-zones in residential
 * streets). Links are slower than their road: drivers brake and accelerate on them.
 */
const DEFAULT_KMH = new Map<string, number>([
  ['motorway', 100],
  ['motorway_link', 60],
  ['trunk', 80],
  ['trunk_link', 50],
  ['primary', 70],
  ['primary_link', 50],
  ['secondary', 60],
  ['secondary_link', 45],
  ['tertiary', 50],
  ['tertiary_link', 40],
  ['unclassified', 45],
  ['residential', 30],
  ['living_street', 15],
  ['service', 15],
  // Not yet classified by mappers; usually a minor road.
  ['road', 30],
]);

/**
 * Average driving is slower than the limit. On motorways (no crossings) cars keep close to it; the 5%
 * covers merging and the odd slowdown. Everywhere else crossings, traffic lights, roundabouts, turns,
 * speed humps and parked cars cost time: 0.85 of the limit matches typical Dutch urban and N-road
 * averages without modelling turns and junction delays separately.
 */
const MOTORWAY_FACTOR = 0.95;
const OTHER_FACTOR = 0.85;

const CAR_ACCESS_KEYS = ['motorcar', 'motor_vehicle', 'vehicle', 'access'] as const;
const CAR_YES = new Set(['yes', 'designated', 'permissive', 'destination', 'customers', 'official']);
const CAR_NO = new Set(['no', 'private', 'agricultural', 'forestry', 'delivery']);

const ONEWAY_KEYS = ['oneway:motorcar', 'oneway:motor_vehicle', 'oneway'] as const;

export function isCarHighway(highway: string | undefined): boolean {
  return highway !== undefined && DEFAULT_KMH.has(highway);
}

/** Whether cars may use the way at all (either direction). */
export function carAllowed(tags: OsmTags): boolean {
  const highway = tags.highway;
  if (!isCarHighway(highway)) return false;
  // An area is a square or car park outline, not a road to drive along.
  if (tags.area === 'yes') return false;
  if (highway === 'service' && tags.service === 'emergency_access') return false;
  return accessVerdict(tags, CAR_ACCESS_KEYS, CAR_YES, CAR_NO) !== 'no';
}

export interface CarDirections {
  /** Along the way's node order. */
  forward: boolean;
  backward: boolean;
}

/** One-way rules for cars (pedestrians ignore them). */
export function carDirections(tags: OsmTags): CarDirections {
  for (const key of ONEWAY_KEYS) {
    switch (tags[key]) {
      case 'yes':
      case 'true':
      case '1':
        return { forward: true, backward: false };
      case '-1':
      case 'reverse':
        return { forward: false, backward: true };
      case 'no':
      case 'false':
      case '0':
        return { forward: true, backward: true };
      case 'reversible':
        // Direction changes with the time of day (a tidal lane): never safe to plan over.
        return { forward: false, backward: false };
    }
  }
  const impliedOneway =
    tags.junction === 'roundabout' ||
    tags.junction === 'circular' ||
    tags.highway === 'motorway' ||
    tags.highway === 'motorway_link';
  return { forward: true, backward: !impliedOneway };
}

/** The limit (km/h) in one direction: `maxspeed:forward`/`:backward`, then `maxspeed`, then the class. */
export function postedSpeedKmh(tags: OsmTags, direction: 'forward' | 'backward'): number {
  return (
    parseMaxspeed(tags[`maxspeed:${direction}`]) ??
    parseMaxspeed(tags.maxspeed) ??
    DEFAULT_KMH.get(tags.highway ?? '') ??
    DEFAULT_KMH.get('road')!
  );
}

/** The average speed (km/h) a car drives in one direction. */
export function drivingSpeedKmh(tags: OsmTags, direction: 'forward' | 'backward'): number {
  const factor = tags.highway === 'motorway' ? MOTORWAY_FACTOR : OTHER_FACTOR;
  return postedSpeedKmh(tags, direction) * factor;
}

/** Every tag key read above, for readers that can skip the others. */
export const CAR_TAG_KEYS: readonly string[] = [
  'highway',
  'area',
  'service',
  'junction',
  'maxspeed',
  'maxspeed:forward',
  'maxspeed:backward',
  ...CAR_ACCESS_KEYS,
  ...ONEWAY_KEYS,
];
