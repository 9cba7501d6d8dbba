import { describe, expect, it } from 'vitest';
import { ROAD_TAG_KEYS, wayName, wayRules, type OsmTags } from '../../../src/roads/osm/road-tags.js';

describe('wayRules', () => {
  it('combines car speeds per direction and foot access', () => {
    expect(wayRules({ highway: 'residential', maxspeed: '30' })).toEqual({
      carForwardKmh: 25.5,
      carBackwardKmh: 25.5,
      foot: true,
    });
    const oneway = wayRules({ highway: 'residential', oneway: '-1' })!;
    expect(oneway.carForwardKmh).toBeNaN();
    expect(oneway.carBackwardKmh).toBeCloseTo(25.5, 9);
    expect(oneway.foot).toBe(true);
  });

  it('gives car-only, foot-only and dropped ways', () => {
    const motorway = wayRules({ highway: 'motorway', maxspeed: '130' })!;
    expect(motorway.carForwardKmh).toBeCloseTo(123.5, 9);
    expect(motorway.carBackwardKmh).toBeNaN();
    expect(motorway.foot).toBe(false);
    const footway = wayRules({ highway: 'footway' })!;
    expect(footway.carForwardKmh).toBeNaN();
    expect(footway.carBackwardKmh).toBeNaN();
    expect(footway.foot).toBe(true);
    expect(wayRules({ highway: 'service', access: 'private' })).toBeUndefined();
    expect(wayRules({ highway: 'motorway', oneway: 'reversible' })).toBeUndefined();
    expect(wayRules({ building: 'yes' })).toBeUndefined();
    expect(wayRules({})).toBeUndefined();
  });
});

describe('wayName', () => {
  it('prefers name, then ref, else nothing', () => {
    expect(wayName({ name: 'Misterstraat', ref: 'N319' })).toBe('Misterstraat');
    expect(wayName({ ref: 'A18' })).toBe('A18');
    expect(wayName({ name: '  ', ref: 'N18' })).toBe('N18');
    expect(wayName({ highway: 'footway' })).toBeUndefined();
  });
});

describe('ROAD_TAG_KEYS', () => {
  // A reader that keeps only these keys must not change any answer.
  const cases: OsmTags[] = [
    {
      highway: 'residential',
      access: 'no',
      motor_vehicle: 'destination',
      foot: 'yes',
      surface: 'paving_stones',
    },
    { highway: 'motorway_link', oneway: 'no', maxspeed: '80', lanes: '2' },
    { highway: 'trunk', 'sidewalk:right': 'yes', motorroad: 'no', 'maxspeed:forward': '70' },
    { highway: 'service', service: 'emergency_access', name: 'Nooduitgang' },
    { highway: 'tertiary', junction: 'roundabout', 'oneway:motorcar': 'no', ref: 'N319', vehicle: 'yes' },
    { highway: 'primary', motorroad: 'yes', 'sidewalk:both': 'yes', area: 'no', motorcar: 'private' },
  ];
  it('holds every key the rules read', () => {
    const keys = new Set(ROAD_TAG_KEYS);
    for (const tags of cases) {
      const kept = Object.fromEntries(Object.entries(tags).filter(([k]) => keys.has(k)));
      expect(wayRules(kept)).toEqual(wayRules(tags));
      expect(wayName(kept)).toEqual(wayName(tags));
    }
    expect(keys.has('surface')).toBe(false);
  });
});
