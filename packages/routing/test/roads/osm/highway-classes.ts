/**
 * OpenStreetMap `highway` classes in the groups the car and foot rules treat alike, for their tests: each
 * test says which groups a traveller may use, so a class is spelled out once.
 */

/** Motorways and trunk roads with their links: for cars, closed to walkers unless tagged otherwise. */
export const MOTORWAYS_AND_TRUNKS = ['motorway', 'motorway_link', 'trunk', 'trunk_link'];

/** Every other road cars drive on, from primary roads to service roads: walkers may use them too. */
export const STREETS = [
  'primary',
  'primary_link',
  'secondary',
  'secondary_link',
  'tertiary',
  'tertiary_link',
  'unclassified',
  'residential',
  'living_street',
  'service',
  'road',
];

/** Ways for walkers and cyclists (and tracks): open to walkers, closed to cars. */
export const PATHS = ['footway', 'pedestrian', 'path', 'steps', 'track', 'cycleway'];

/** Ways that are not (yet) a road: open to nobody. */
export const NOT_ROADS = ['construction', 'proposed', 'bus_guideway', 'constructor'];
