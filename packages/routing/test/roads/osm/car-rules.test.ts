import { describe, expect, it } from 'vitest';
import {
  carAllowed,
  carDirections,
  drivingSpeedKmh,
  isCarHighway,
  postedSpeedKmh,
} from '../../../src/roads/osm/car-rules.js';
import { MOTORWAYS_AND_TRUNKS, NOT_ROADS, PATHS, STREETS } from './highway-classes.js';

const BOTH = { forward: true, backward: true };
const FORWARD = { forward: true, backward: false };
const BACKWARD = { forward: false, backward: true };

describe('car roads', () => {
  it('are the road classes from motorway to service, with their links', () => {
    for (const highway of [...MOTORWAYS_AND_TRUNKS, ...STREETS]) {
      expect(isCarHighway(highway), highway).toBe(true);
      expect(carAllowed({ highway }), highway).toBe(true);
    }
    for (const highway of [undefined, ...PATHS, ...NOT_ROADS]) {
      expect(isCarHighway(highway), String(highway)).toBe(false);
      expect(carAllowed(highway === undefined ? {} : { highway }), String(highway)).toBe(false);
    }
  });
});

describe('carAllowed', () => {
  it('refuses no, private, agricultural, forestry and delivery', () => {
    for (const value of ['no', 'private', 'agricultural', 'forestry', 'delivery', 'agricultural;forestry']) {
      expect(carAllowed({ highway: 'service', access: value }), value).toBe(false);
    }
  });

  it('allows destination, permissive, yes and designated', () => {
    for (const value of ['destination', 'permissive', 'yes', 'designated', 'destination;delivery']) {
      expect(carAllowed({ highway: 'residential', access: value }), value).toBe(true);
    }
  });

  it('lets the most specific tag decide: motorcar, motor_vehicle, vehicle, access', () => {
    expect(carAllowed({ highway: 'residential', access: 'no', motor_vehicle: 'destination' })).toBe(true);
    expect(carAllowed({ highway: 'residential', access: 'yes', motor_vehicle: 'no' })).toBe(false);
    expect(carAllowed({ highway: 'residential', vehicle: 'no', motorcar: 'yes' })).toBe(true);
    expect(carAllowed({ highway: 'residential', motor_vehicle: 'yes', motorcar: 'no' })).toBe(false);
    expect(carAllowed({ highway: 'residential', access: 'yes', vehicle: 'private' })).toBe(false);
  });

  it('passes over values it does not understand to the more general tag', () => {
    expect(carAllowed({ highway: 'service', access: 'no', motor_vehicle: 'unknown' })).toBe(false);
    expect(carAllowed({ highway: 'service', motor_vehicle: 'bus' })).toBe(true);
  });

  it('refuses emergency access roads and areas', () => {
    expect(carAllowed({ highway: 'service', service: 'emergency_access' })).toBe(false);
    expect(carAllowed({ highway: 'service', service: 'driveway' })).toBe(true);
    expect(carAllowed({ highway: 'residential', area: 'yes' })).toBe(false);
    expect(carAllowed({ highway: 'residential', area: 'no' })).toBe(true);
  });
});

describe('carDirections', () => {
  it('reads oneway yes/true/1, -1/reverse and no/false/0', () => {
    for (const oneway of ['yes', 'true', '1'])
      expect(carDirections({ highway: 'residential', oneway })).toEqual(FORWARD);
    for (const oneway of ['-1', 'reverse'])
      expect(carDirections({ highway: 'residential', oneway })).toEqual(BACKWARD);
    for (const oneway of ['no', 'false', '0'])
      expect(carDirections({ highway: 'residential', oneway })).toEqual(BOTH);
    expect(carDirections({ highway: 'residential' })).toEqual(BOTH);
  });

  it('treats roundabouts and motorways as one-way unless oneway=no says otherwise', () => {
    expect(carDirections({ highway: 'tertiary', junction: 'roundabout' })).toEqual(FORWARD);
    expect(carDirections({ highway: 'residential', junction: 'circular' })).toEqual(FORWARD);
    expect(carDirections({ highway: 'motorway' })).toEqual(FORWARD);
    expect(carDirections({ highway: 'motorway_link' })).toEqual(FORWARD);
    expect(carDirections({ highway: 'motorway_link', oneway: 'no' })).toEqual(BOTH);
    expect(carDirections({ highway: 'trunk' })).toEqual(BOTH);
    expect(carDirections({ highway: 'tertiary', junction: 'roundabout', oneway: '-1' })).toEqual(BACKWARD);
  });

  it('lets oneway:motorcar and oneway:motor_vehicle override oneway', () => {
    expect(carDirections({ highway: 'residential', oneway: 'yes', 'oneway:motor_vehicle': 'no' })).toEqual(
      BOTH,
    );
    expect(carDirections({ highway: 'residential', oneway: 'no', 'oneway:motorcar': '-1' })).toEqual(
      BACKWARD,
    );
    expect(
      carDirections({ highway: 'residential', 'oneway:motor_vehicle': 'yes', 'oneway:motorcar': 'no' }),
    ).toEqual(BOTH);
    expect(carDirections({ highway: 'residential', 'oneway:bicycle': 'no', oneway: 'yes' })).toEqual(FORWARD);
  });

  it('closes reversible ways and ignores unknown values', () => {
    expect(carDirections({ highway: 'motorway', oneway: 'reversible' })).toEqual({
      forward: false,
      backward: false,
    });
    expect(carDirections({ highway: 'residential', oneway: 'perhaps' })).toEqual(BOTH);
    expect(carDirections({ highway: 'motorway', oneway: 'perhaps' })).toEqual(FORWARD);
  });
});

describe('speeds', () => {
  it('use maxspeed where given, else a Dutch default per class', () => {
    expect(postedSpeedKmh({ highway: 'residential', maxspeed: '50' }, 'forward')).toBe(50);
    expect(postedSpeedKmh({ highway: 'secondary', maxspeed: 'NL:rural' }, 'forward')).toBe(80);
    expect(postedSpeedKmh({ highway: 'motorway' }, 'forward')).toBe(100);
    expect(postedSpeedKmh({ highway: 'trunk' }, 'forward')).toBe(80);
    expect(postedSpeedKmh({ highway: 'primary' }, 'forward')).toBe(70);
    expect(postedSpeedKmh({ highway: 'secondary' }, 'forward')).toBe(60);
    expect(postedSpeedKmh({ highway: 'tertiary' }, 'forward')).toBe(50);
    expect(postedSpeedKmh({ highway: 'unclassified' }, 'forward')).toBe(45);
    expect(postedSpeedKmh({ highway: 'residential' }, 'forward')).toBe(30);
    expect(postedSpeedKmh({ highway: 'living_street' }, 'forward')).toBe(15);
    expect(postedSpeedKmh({ highway: 'service' }, 'forward')).toBe(15);
  });

  it('makes links slower than their road', () => {
    for (const road of ['motorway', 'trunk', 'primary', 'secondary', 'tertiary']) {
      expect(postedSpeedKmh({ highway: `${road}_link` }, 'forward'), road).toBeLessThan(
        postedSpeedKmh({ highway: road }, 'forward'),
      );
    }
  });

  it('falls back to the default when maxspeed is nonsense', () => {
    expect(postedSpeedKmh({ highway: 'tertiary', maxspeed: 'fast' }, 'forward')).toBe(50);
    expect(postedSpeedKmh({ highway: 'tertiary', maxspeed: '999' }, 'forward')).toBe(50);
  });

  it('uses maxspeed:forward and maxspeed:backward for their direction', () => {
    const tags = { highway: 'secondary', maxspeed: '80', 'maxspeed:backward': '60' };
    expect(postedSpeedKmh(tags, 'forward')).toBe(80);
    expect(postedSpeedKmh(tags, 'backward')).toBe(60);
  });

  it('drives 0.95 of the limit on motorways and 0.85 elsewhere', () => {
    expect(drivingSpeedKmh({ highway: 'motorway', maxspeed: '130' }, 'forward')).toBeCloseTo(123.5, 9);
    expect(drivingSpeedKmh({ highway: 'motorway_link' }, 'forward')).toBeCloseTo(51, 9);
    expect(drivingSpeedKmh({ highway: 'residential', maxspeed: 'walk' }, 'forward')).toBeCloseTo(5.1, 9);
    expect(drivingSpeedKmh({ highway: 'tertiary', maxspeed: '50 mph' }, 'forward')).toBeCloseTo(68.397, 3);
  });
});
