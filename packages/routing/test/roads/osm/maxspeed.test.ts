import { describe, expect, it } from 'vitest';
import { parseMaxspeed } from '../../../src/roads/osm/maxspeed.js';

describe('parseMaxspeed', () => {
  it('reads plain numbers and km/h units', () => {
    expect(parseMaxspeed('50')).toBe(50);
    expect(parseMaxspeed(' 80 ')).toBe(80);
    expect(parseMaxspeed('60 km/h')).toBe(60);
    expect(parseMaxspeed('60kmh')).toBe(60);
    expect(parseMaxspeed('12.5')).toBe(12.5);
  });

  it('converts mph and knots', () => {
    expect(parseMaxspeed('50 mph')).toBeCloseTo(80.467, 3);
    expect(parseMaxspeed('30mph')).toBeCloseTo(48.28, 2);
    expect(parseMaxspeed('5 knots')).toBeCloseTo(9.26, 2);
  });

  it('knows the Dutch implicit limits and walking pace', () => {
    expect(parseMaxspeed('NL:urban')).toBe(50);
    expect(parseMaxspeed('NL:rural')).toBe(80);
    expect(parseMaxspeed('NL:trunk')).toBe(100);
    expect(parseMaxspeed('NL:motorway')).toBe(130);
    expect(parseMaxspeed('NL:zone30')).toBe(30);
    expect(parseMaxspeed('nl:zone60')).toBe(60);
    expect(parseMaxspeed('walk')).toBe(6);
  });

  it('takes the lowest of a ";" list and skips its nonsense parts', () => {
    expect(parseMaxspeed('80;50')).toBe(50);
    expect(parseMaxspeed('50; 30 mph')).toBeCloseTo(48.28, 2);
    expect(parseMaxspeed('NL:rural;60')).toBe(60);
    expect(parseMaxspeed('fast;70')).toBe(70);
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
