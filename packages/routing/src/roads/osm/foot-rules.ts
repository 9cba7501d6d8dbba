/**
 * Which OpenStreetMap ways pedestrians may use. Walking ignores one-way rules, so the answer is a yes
 * or no for the whole way.
 */
import { accessVerdict, type OsmTags } from './access.js';

/**
 * Ways open to walkers unless tagged otherwise. Cycle paths are in: Dutch law (RVV 1990 art. 4) sends
 * pedestrians onto the cycle path where there is no footway or verge, and rural fietspaden often are
 * the only way through.
 */
const FOOT_HIGHWAYS = new Set([
  'footway',
  'pedestrian',
  'path',
  'steps',
  'living_street',
  'residential',
  'service',
  'unclassified',
  'tertiary',
  'tertiary_link',
  'secondary',
  'secondary_link',
  'primary',
  'primary_link',
  'track',
  'cycleway',
  'road',
]);

/** Closed to walkers unless a tag opens them: motorways always, trunk roads when they have a sidewalk. */
const TRUNK = new Set(['trunk', 'trunk_link']);

const FOOT_YES = new Set(['yes', 'designated', 'permissive', 'destination', 'official']);
// use_sidepath: walkers must take the separately mapped path beside the road.
const FOOT_NO = new Set(['no', 'private', 'use_sidepath']);
const ACCESS_NO = new Set(['no', 'private']);
const NONE = new Set<string>();

const SIDEWALK_KEYS = ['sidewalk', 'sidewalk:both', 'sidewalk:left', 'sidewalk:right'] as const;
// "separate" is not here: that sidewalk is its own footway in the data, and walkers are routed over it.
const SIDEWALK_YES = new Set(['yes', 'both', 'left', 'right']);

export function footAllowed(tags: OsmTags): boolean {
  const highway = tags.highway;
  if (highway === undefined) return false;
  const foot = accessVerdict(tags, ['foot'], FOOT_YES, FOOT_NO);
  if (foot !== undefined) return foot === 'yes';
  if (accessVerdict(tags, ['access'], NONE, ACCESS_NO) === 'no') return false;
  // An autoweg (motorroad=yes) is closed to pedestrians whatever its class.
  if (tags.motorroad === 'yes') return false;
  if (FOOT_HIGHWAYS.has(highway)) return true;
  return TRUNK.has(highway) && hasSidewalk(tags);
}

function hasSidewalk(tags: OsmTags): boolean {
  return SIDEWALK_KEYS.some((key) => SIDEWALK_YES.has(tags[key] ?? ''));
}

/** Every tag key read above, for readers that can skip the others. */
export const FOOT_TAG_KEYS: readonly string[] = ['highway', 'foot', 'access', 'motorroad', ...SIDEWALK_KEYS];
