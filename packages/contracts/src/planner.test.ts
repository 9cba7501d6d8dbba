import { describe, expect, it } from 'vitest';
import { formatPlanPlace, PlanQuerySchema } from './planner';

const base = { from: 'A::51.9,6.7', to: 'B::51.95,6.3', travelTime: '2026-11-24T08:00:00+01:00' };

describe('PlanQuerySchema', () => {
  it('fills the server defaults of reference §1.2', () => {
    expect(PlanQuerySchema.parse(base)).toEqual({
      ...base,
      useAsArrivalTime: false,
      maxWalkDistance: 1000,
      nrSeats: 1,
      firstLegRideshare: false,
      lastLegRideshare: false,
    });
  });

  it('reads modalities comma-separated, repeated, or both', () => {
    const parse = (modalities: unknown) => PlanQuerySchema.parse({ ...base, modalities }).modalities;
    expect(parse('BUS,RAIL')).toEqual(['BUS', 'RAIL']);
    expect(parse(['BUS', 'RAIL,WALK'])).toEqual(['BUS', 'RAIL', 'WALK']);
    expect(parse(' RIDESHARE ')).toEqual(['RIDESHARE']);
    expect(PlanQuerySchema.safeParse({ ...base, modalities: 'BUS,CAR' }).success).toBe(false);
    expect(PlanQuerySchema.safeParse({ ...base, modalities: ',' }).success).toBe(false);
  });

  it('reads query-string booleans and numbers, and refuses what is out of range', () => {
    const parsed = PlanQuerySchema.parse({
      ...base,
      useAsArrivalTime: 'true',
      nrSeats: '3',
      maxWalkDistance: '500',
    });
    expect(parsed).toMatchObject({ useAsArrivalTime: true, nrSeats: 3, maxWalkDistance: 500 });
    expect(PlanQuerySchema.safeParse({ ...base, nrSeats: '0' }).success).toBe(false);
    expect(PlanQuerySchema.safeParse({ ...base, maxWalkDistance: '-1' }).success).toBe(false);
    expect(PlanQuerySchema.safeParse({ ...base, travelTime: '2026-11-24T08:00:00' }).success).toBe(false);
  });
});

describe('formatPlanPlace', () => {
  it('writes label::lat,lon and keeps the separator out of the label', () => {
    expect(formatPlanPlace('Markt 1, Aalten', 51.92, 6.58)).toBe('Markt 1, Aalten::51.92,6.58');
    expect(formatPlanPlace('a::b', 1, 2)).toBe('a:b::1,2');
  });
});
