import { describe, expect, it } from 'vitest';
import { isoInAmsterdam } from './local-time.js';

describe('isoInAmsterdam', () => {
  it('writes winter time with +01:00 and summer time with +02:00', () => {
    expect(isoInAmsterdam(Date.parse('2026-11-24T07:03:00Z'))).toBe('2026-11-24T08:03:00+01:00');
    expect(isoInAmsterdam(Date.parse('2026-07-01T06:30:15.900Z'))).toBe('2026-07-01T08:30:15+02:00');
  });

  it('crosses midnight and the daylight-saving switch correctly', () => {
    expect(isoInAmsterdam(Date.parse('2026-11-24T23:30:00Z'))).toBe('2026-11-25T00:30:00+01:00');
    // 2026-03-29 01:00 UTC: clocks jump from 02:00 to 03:00.
    expect(isoInAmsterdam(Date.parse('2026-03-29T00:59:59Z'))).toBe('2026-03-29T01:59:59+01:00');
    expect(isoInAmsterdam(Date.parse('2026-03-29T01:00:00Z'))).toBe('2026-03-29T03:00:00+02:00');
  });
});
