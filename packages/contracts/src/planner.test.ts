import { describe, expect, it } from 'vitest';
import { formatPlanPlace, planPlaceParam, PlanQuerySchema } from './planner';
import { isWholeMessage } from './validation';

const base = { from: 'A::51.9,6.7', to: 'B::51.95,6.3', travelTime: '2026-11-24T08:00:00+01:00' };
const parsedBase = {
  from: { label: 'A', lat: 51.9, lon: 6.7 },
  to: { label: 'B', lat: 51.95, lon: 6.3 },
  travelTime: base.travelTime,
};

/** The issues of a failed parse as the server sees them: where, what, and whether it is the whole answer. */
function issuesOf(input: unknown) {
  const result = PlanQuerySchema.safeParse(input);
  if (result.success) throw new Error('expected the question to be refused');
  return result.error.issues.map((issue) => ({
    path: issue.path.join('.'),
    message: issue.message,
    whole: isWholeMessage((issue as { params?: unknown }).params),
  }));
}

describe('PlanQuerySchema', () => {
  // Left out, the search departs at the time given, walks at most 1000 m, asks one seat, no shared
  // first or last leg and no assistance: the server's defaults (reference §1.2).
  it('reads the places and fills the server defaults of reference §1.2', () => {
    expect(PlanQuerySchema.parse(base)).toEqual({
      ...parsedBase,
      useAsArrivalTime: false,
      maxWalkDistance: 1000,
      nrSeats: 1,
      firstLegRideshare: false,
      lastLegRideshare: false,
      needsAssistance: false,
    });
  });

  it('reads the luggage comma-separated or repeated, and refuses luggage it does not know', () => {
    const parse = (luggageOptions: unknown) =>
      PlanQuerySchema.parse({ ...base, luggageOptions }).luggageOptions;
    expect(parse('HANDLUGGAGE,GROCERIES')).toEqual(['HANDLUGGAGE', 'GROCERIES']);
    expect(parse(['PET', 'STROLLER'])).toEqual(['PET', 'STROLLER']);
    expect(PlanQuerySchema.safeParse({ ...base, luggageOptions: 'SUITCASE' }).success).toBe(false);
    expect(PlanQuerySchema.parse({ ...base, needsAssistance: 'true' }).needsAssistance).toBe(true);
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

  it('names the missing mandatory fields in the spec order, each as the whole answer', () => {
    expect(issuesOf({})).toEqual([
      { path: 'from', message: 'from is mandatory', whole: true },
      { path: 'to', message: 'to is mandatory', whole: true },
      { path: 'travelTime', message: 'travelTime is mandatory', whole: true },
    ]);
    expect(issuesOf({ travelTime: 'x' })[0]).toEqual({
      path: 'from',
      message: 'from is mandatory',
      whole: true,
    });
    expect(issuesOf({ from: 'a::1,2', to: ' ' })[0]).toMatchObject({ message: 'to is mandatory' });
    expect(issuesOf({ from: 'a::1,2', to: 'b::1,2', travelTime: '' })).toEqual([
      { path: 'travelTime', message: 'travelTime is mandatory', whole: true },
    ]);
  });

  it('keeps the generic message for a travel time in the wrong format', () => {
    expect(issuesOf({ ...base, travelTime: 'morgen' })).toEqual([
      { path: 'travelTime', message: expect.any(String) as string, whole: false },
    ]);
  });
});

describe('a place of the question (label::lat,lon)', () => {
  const place = planPlaceParam('from');

  it('reads label::lat,lon with latitude first', () => {
    expect(place.parse('Station Winterswijk::51.9713,6.7235')).toEqual({
      label: 'Station Winterswijk',
      lat: 51.9713,
      lon: 6.7235,
    });
  });

  it('keeps anything but the separator in the label, and allows spaces and signs in the numbers', () => {
    expect(place.parse("Kerkstraat 1, 's-Heerenberg (NL): ingang::51.87, 6.25")).toEqual({
      label: "Kerkstraat 1, 's-Heerenberg (NL): ingang",
      lat: 51.87,
      lon: 6.25,
    });
    expect(place.parse('::-33.9,-18')).toEqual({ label: '', lat: -33.9, lon: -18 });
  });

  it.each([
    ['no separator', 'Doetinchem 51.96,6.29'],
    ['a second separator', 'a::b::51.96,6.29'],
    ['one number', 'Doetinchem::51.96'],
    ['words for numbers', 'Doetinchem::noord,oost'],
    ['an exponent', 'Doetinchem::5e1,6'],
  ])('refuses %s, naming the field', (_label, value) => {
    expect(issuesOf({ ...base, from: value })).toEqual([
      { path: 'from', message: 'from must be label::lat,lon', whole: true },
    ]);
  });

  it('refuses coordinates out of range (longitude first by mistake is caught when it can be)', () => {
    expect(issuesOf({ ...base, to: 'Nergens::91,6' })).toEqual([
      { path: 'to', message: 'to has a latitude or longitude out of range', whole: true },
    ]);
  });
});

describe('formatPlanPlace', () => {
  it('writes label::lat,lon and keeps the separator out of the label', () => {
    expect(formatPlanPlace('Markt 1, Aalten', 51.92, 6.58)).toBe('Markt 1, Aalten::51.92,6.58');
    expect(formatPlanPlace('a::b', 1, 2)).toBe('a:b::1,2');
  });

  it('writes what the question reads back', () => {
    expect(planPlaceParam('to').parse(formatPlanPlace('Markt 1, Aalten', 51.92, 6.58))).toEqual({
      label: 'Markt 1, Aalten',
      lat: 51.92,
      lon: 6.58,
    });
  });
});
