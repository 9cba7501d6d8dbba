/**
 * The named places of a region that the geocoder offers besides localities and stops: streets,
 * addresses and points of interest from OpenStreetMap, read by `npm run region:import --osm` and stored
 * in the region snapshot (section `places`). Flat arrays with a shared string table, like the timetable.
 *
 * One entry per place: for a street, one per street name and locality (at a point on the street); for an
 * address, the building or address node (the centre of a building's outline); for a point of interest,
 * its node or the centre of its outline.
 */
export const PLACE_KINDS = ['street', 'address', 'poi'] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

export interface RegionPlaces {
  /** Index into PLACE_KINDS. */
  kind: Uint8Array;
  lat: Float64Array;
  lon: Float64Array;
  /** strings index, or −1: the point of interest's name, or the street of a street or address. */
  name: Int32Array;
  /** strings index or −1: the house number with any addition ("12", "12a", "12-2"). */
  houseNumber: Int32Array;
  /** strings index or −1: the Dutch postcode without its space ("7101AB"). */
  postcode: Int32Array;
  /** strings index or −1: the town or village (addr:city, else the nearest locality). */
  locality: Int32Array;
  /**
   * strings index or −1: what a point of interest is, as a Dutch word a traveller would type
   * ("huisarts", "supermarkt", "station", "ziekenhuis"), from its OpenStreetMap tags.
   */
  poiType: Int32Array;
  strings: string[];
}

export function placeCount(p: RegionPlaces): number {
  return p.kind.length;
}
