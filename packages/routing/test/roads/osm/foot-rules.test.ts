import { describe, expect, it } from 'vitest';
import { footAllowed } from '../../../src/roads/osm/foot-rules.js';
import { MOTORWAYS_AND_TRUNKS, NOT_ROADS, PATHS, STREETS } from './highway-classes.js';

describe('footAllowed', () => {
  it('allows paths, streets and cycle paths', () => {
    for (const highway of [...PATHS, ...STREETS]) {
      expect(footAllowed({ highway }), highway).toBe(true);
    }
  });

  it('refuses motorways, trunk roads and their links, and non-roads', () => {
    for (const highway of [...MOTORWAYS_AND_TRUNKS, ...NOT_ROADS]) {
      expect(footAllowed({ highway }), highway).toBe(false);
    }
    expect(footAllowed({ building: 'yes' })).toBe(false);
  });

  it('opens motorways and trunk roads with foot=yes/designated/permissive', () => {
    for (const foot of ['yes', 'designated', 'permissive']) {
      expect(footAllowed({ highway: 'motorway', foot }), foot).toBe(true);
      expect(footAllowed({ highway: 'trunk_link', foot }), foot).toBe(true);
    }
  });

  it('opens trunk roads (not motorways) with a sidewalk', () => {
    expect(footAllowed({ highway: 'trunk', sidewalk: 'both' })).toBe(true);
    expect(footAllowed({ highway: 'trunk', sidewalk: 'right' })).toBe(true);
    expect(footAllowed({ highway: 'trunk', 'sidewalk:left': 'yes' })).toBe(true);
    expect(footAllowed({ highway: 'trunk', sidewalk: 'no' })).toBe(false);
    expect(footAllowed({ highway: 'trunk', sidewalk: 'separate' })).toBe(false);
    expect(footAllowed({ highway: 'motorway', sidewalk: 'both' })).toBe(false);
  });

  it('refuses foot=no/private/use_sidepath whatever else is tagged', () => {
    expect(footAllowed({ highway: 'footway', foot: 'no' })).toBe(false);
    expect(footAllowed({ highway: 'residential', foot: 'private' })).toBe(false);
    expect(footAllowed({ highway: 'cycleway', foot: 'use_sidepath' })).toBe(false);
    expect(footAllowed({ highway: 'trunk', sidewalk: 'both', foot: 'no' })).toBe(false);
    expect(footAllowed({ highway: 'footway', access: 'yes', foot: 'no' })).toBe(false);
  });

  it('refuses access=no/private unless foot says yes', () => {
    expect(footAllowed({ highway: 'service', access: 'private' })).toBe(false);
    expect(footAllowed({ highway: 'track', access: 'no' })).toBe(false);
    expect(footAllowed({ highway: 'service', access: 'private', foot: 'yes' })).toBe(true);
    expect(footAllowed({ highway: 'track', access: 'no', foot: 'permissive' })).toBe(true);
    // agricultural, destination, … restrict vehicles, not walkers.
    expect(footAllowed({ highway: 'track', access: 'agricultural' })).toBe(true);
    expect(footAllowed({ highway: 'residential', access: 'destination' })).toBe(true);
  });

  it('refuses an autoweg (motorroad=yes) unless foot says yes', () => {
    expect(footAllowed({ highway: 'primary', motorroad: 'yes' })).toBe(false);
    expect(footAllowed({ highway: 'primary', motorroad: 'yes', foot: 'yes' })).toBe(true);
  });

  it('lets walkers on areas such as squares', () => {
    expect(footAllowed({ highway: 'pedestrian', area: 'yes' })).toBe(true);
  });
});
