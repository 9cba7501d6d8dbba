import { StringTable } from '../../util/string-table.js';
import type { Random } from '../random.js';

/**
 * Road names: a short list of common Dutch street names (every town has its Kerkstraat), main-road and
 * country-lane names, and numbers for provincial (N) and national (A) roads. Each distinct name is stored
 * once; edges refer to it by index.
 */

const STREETS = [
  'Kerkstraat',
  'Dorpsstraat',
  'Molenstraat',
  'Schoolstraat',
  'Nieuwstraat',
  'Julianastraat',
  'Wilhelminastraat',
  'Beatrixstraat',
  'Emmastraat',
  'Oranjestraat',
  'Lindelaan',
  'Eikenlaan',
  'Beukenlaan',
  'Berkenlaan',
  'Kastanjelaan',
  'Populierenlaan',
  'Rozenstraat',
  'Tulpstraat',
  'Vondelstraat',
  'Rembrandtstraat',
  'Vermeerstraat',
  'Merelstraat',
  'Lijsterstraat',
  'Zwaluwstraat',
  'Meidoornstraat',
  'Esdoornstraat',
  'Tuinstraat',
  'Achterstraat',
  'Veldstraat',
  'Bakkerstraat',
  'Kapelstraat',
  'Parkweg',
];

const MAIN_ROADS = [
  'Hoofdstraat',
  'Stationsweg',
  'Rijksstraatweg',
  'Industrieweg',
  'Ringweg',
  'Provincialeweg',
  'Koningsweg',
  'Europaweg',
  'Burgemeester Jansenlaan',
  'Prins Hendriklaan',
];

const LANES = ['Polderweg', 'Dijkweg', 'Veldweg', 'Hoeveweg', 'Broekweg', 'Kanaalweg', 'Molenweg', 'Zandweg'];

export class NameTable {
  private readonly table = new StringTable();

  /** Every name used so far, in the order of first use: a name's id is its position. */
  get names(): string[] {
    return this.table.strings;
  }

  id(name: string): number {
    return this.table.id(name);
  }

  street(random: Random): number {
    return this.id(random.pick(STREETS));
  }

  mainRoad(random: Random): number {
    return this.id(random.pick(MAIN_ROADS));
  }

  lane(random: Random): number {
    return this.id(random.pick(LANES));
  }

  /** Provincial road number, N201 … N999. */
  provincial(k: number): number {
    return this.id(`N${201 + (k % 799)}`);
  }

  /** Motorway number, A1 … A79. */
  motorway(k: number): number {
    return this.id(`A${1 + (k % 79)}`);
  }
}
