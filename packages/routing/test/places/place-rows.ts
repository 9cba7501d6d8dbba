import { PLACE_KINDS, type PlaceKind, type RegionPlaces } from '../../src/places/region-places.js';

export interface PlaceRow {
  kind: PlaceKind;
  lat: number;
  lon: number;
  name?: string;
  houseNumber?: string;
  postcode?: string;
  locality?: string;
  poiType?: string;
}

/** The places as objects, in their stored order, leaving out the fields a place has no value for. */
export function placeRows(places: RegionPlaces): PlaceRow[] {
  const text = (id: number) => (id < 0 ? undefined : places.strings[id]);
  return Array.from(places.kind, (kind, i) => {
    const row: PlaceRow = { kind: PLACE_KINDS[kind]!, lat: places.lat[i]!, lon: places.lon[i]! };
    const fields = {
      name: text(places.name[i]!),
      houseNumber: text(places.houseNumber[i]!),
      postcode: text(places.postcode[i]!),
      locality: text(places.locality[i]!),
      poiType: text(places.poiType[i]!),
    };
    for (const [key, value] of Object.entries(fields))
      if (value !== undefined) Object.assign(row, { [key]: value });
    return row;
  });
}
