import { describe, expect, it } from 'vitest';
import { livesNearShoutOut } from './shout-out-drivers.js';

// Along a line of latitude near 52° N one degree of longitude is about 68.6 km; the points below sit on
// such a line so the distances are easy to read.
const LAT = 52;
const KM_PER_DEGREE = 68.63;
const at = (km: number) => ({ lat: LAT, lon: 6 + km / KM_PER_DEGREE });

describe('which drivers hear of a shout-out (home within 50 km of both ends, 20 km of one)', () => {
  const pickup = at(0);
  const dropOff = at(30);

  it('asks a driver who lives between the two ends, near one of them', () => {
    expect(livesNearShoutOut(at(10), pickup, dropOff)).toBe(true);
    expect(livesNearShoutOut(at(25), pickup, dropOff)).toBe(true);
  });

  it('counts the 20 km edge as near, and just beyond it as not', () => {
    expect(livesNearShoutOut(at(-19.9), pickup, dropOff)).toBe(true);
    expect(livesNearShoutOut(at(-20.3), pickup, dropOff)).toBe(false);
  });

  it('leaves out a driver near one end but more than 50 km from the other', () => {
    // A 60 km shout-out: 15 km from its start is 45 km from its end; 5 km before its start, 65 km.
    expect(livesNearShoutOut(at(15), at(0), at(60))).toBe(true);
    expect(livesNearShoutOut(at(-5), at(0), at(60))).toBe(false);
  });
});
