import { describe, expect, it } from 'vitest';
import { parseMaxspeed } from '../../../src/roads/osm/maxspeed.js';

describe('parseMaxspeed', () => {
  it.each([
    // Plain numbers and km/h units.
    ['50', 50],
    [' 80 ', 80],
    ['60 km/h', 60],
    ['60kmh', 60],
    ['12.5', 12.5],
    // The Dutch implicit limits and walking pace.
    ['NL:urban', 50],
    ['NL:rural', 80],
    ['NL:trunk', 100],
    ['NL:motorway', 130],
    ['NL:zone30', 30],
    ['nl:zone60', 60],
    ['walk', 6],
    // The lowest of a ";" list, its nonsense parts skipped.
    ['80;50', 50],
    ['NL:rural;60', 60],
    ['fast;70', 70],
  ])('reads %j as %d km/h', (value, kmh) => {
    expect(parseMaxspeed(value)).toBe(kmh);
  });

  it.each([
    // mph and knots converted, also in a ";" list.
    ['50 mph', 80.467, 3],
    ['30mph', 48.28, 2],
    ['5 knots', 9.26, 2],
    ['50; 30 mph', 48.28, 2],
  ])('converts %j to %d km/h', (value, kmh, digits) => {
    expect(parseMaxspeed(value)).toBeCloseTo(kmh, digits);
  });

  it('ignores missing, non-numeric, zero, negative and absurd values', () => {
    for (const value of [
      undefined,
      '',
      'none',
      'signals',
      'variable',
      'DE:urban',
      '0',
      '-30',
      '50,5',
      '300',
      'fast;slow',
    ]) {
      expect(parseMaxspeed(value), String(value)).toBeUndefined();
    }
  });
});
