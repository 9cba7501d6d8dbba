import type { SuggestionCategory } from '@achterhoek/contracts';

/** One place the local geocoder can suggest. */
export interface GeoEntry {
  /** Stable across restarts and imports: favourites keep it as their `ref`. */
  id: string;
  /** What the user sees ("Station Winterswijk", "Kerkstraat 12, Winterswijk"). */
  title: string;
  /**
   * What the match quality is judged on: the title without words every entry of its kind has (a
   * station's name without "Station"), so "winters" finds the station as well as it finds the town.
   */
  name: string;
  category: SuggestionCategory;
  lat: number;
  lon: number;
  /** The address line under the title. */
  label: string;
  street?: string;
  houseNumber?: string;
  postalCode?: string;
  locality?: string;
  stateCode?: string;
  countryCode: string;
  /** More words it is found by but not named by: its locality, postcode parts, "station", a POI's type. */
  keywords: string[];
}

/** Lower ranks first among equal matches: a town before a station, before a stop, a street, … */
export const CATEGORY_RANK: Record<SuggestionCategory, number> = {
  locality: 0,
  station: 1,
  stop: 2,
  street: 3,
  poi: 4,
  address: 5,
};
