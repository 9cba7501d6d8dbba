import { describe, expect, it } from 'vitest';
import { BadRequestError } from '../../platform/errors.js';
import { parsePlanPlace, requireMandatory } from './plan-params.js';

function errorOf(run: () => unknown): BadRequestError {
  try {
    run();
  } catch (error) {
    if (error instanceof BadRequestError) return error;
    throw error;
  }
  throw new Error('expected a BadRequestError');
}

describe('parsePlanPlace', () => {
  it('reads label::lat,lon with latitude first', () => {
    expect(parsePlanPlace('from', 'Station Winterswijk::51.9713,6.7235')).toEqual({
      label: 'Station Winterswijk',
      lat: 51.9713,
      lon: 6.7235,
    });
  });

  it('keeps anything but the separator in the label, and allows spaces and signs in the numbers', () => {
    expect(parsePlanPlace('to', "Kerkstraat 1, 's-Heerenberg (NL): ingang::51.87, 6.25")).toEqual({
      label: "Kerkstraat 1, 's-Heerenberg (NL): ingang",
      lat: 51.87,
      lon: 6.25,
    });
    expect(parsePlanPlace('to', '::-33.9,-18')).toEqual({ label: '', lat: -33.9, lon: -18 });
  });

  it.each([
    ['no separator', 'Doetinchem 51.96,6.29'],
    ['a second separator', 'a::b::51.96,6.29'],
    ['one number', 'Doetinchem::51.96'],
    ['words for numbers', 'Doetinchem::noord,oost'],
    ['an exponent', 'Doetinchem::5e1,6'],
  ])('refuses %s, naming the field', (_label, value) => {
    const error = errorOf(() => parsePlanPlace('from', value));
    expect(error.status).toBe(400);
    expect(error.message).toBe('from must be label::lat,lon');
    expect(error.fields).toEqual(['querystring.from']);
  });

  it('refuses coordinates out of range (longitude first by mistake is caught when it can be)', () => {
    const error = errorOf(() => parsePlanPlace('to', 'Nergens::91,6'));
    expect(error.message).toBe('to has a latitude or longitude out of range');
    expect(error.fields).toEqual(['querystring.to']);
  });
});

describe('requireMandatory', () => {
  it('names the first missing field in the spec order', () => {
    expect(errorOf(() => requireMandatory({})).message).toBe('from is mandatory');
    expect(errorOf(() => requireMandatory({ travelTime: 'x' })).message).toBe('from is mandatory');
    expect(errorOf(() => requireMandatory({ from: 'a::1,2' })).message).toBe('to is mandatory');
    expect(errorOf(() => requireMandatory({ from: 'a::1,2', to: ' ' })).message).toBe('to is mandatory');
    const error = errorOf(() => requireMandatory({ from: 'a::1,2', to: 'b::1,2' }));
    expect(error.message).toBe('travelTime is mandatory');
    expect(error.fields).toEqual(['querystring.travelTime']);
  });

  it('passes a complete question through', () => {
    const query = { from: 'a::1,2', to: 'b::1,2', travelTime: '2026-11-24T08:00:00+01:00', nrSeats: 1 };
    expect(requireMandatory(query)).toBe(query);
  });
});
