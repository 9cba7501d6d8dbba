import type { Suggestion } from '@achterhoek/contracts';
import type { RegionPlaces, RoadRouting, Timetable } from '@achterhoek/routing';
import type { Geocoder, SuggestQuery } from '../geocoder.js';
import type { IndexedPlace } from '../geonames-places.js';
import { localityEntries, NearestLocality, regionPlaceEntries, stopEntries } from './entry-sources.js';
import { TokenIndex } from './token-index.js';

/** How far from its building a place's access point may be: a farmhouse's drive can be long. */
const ACCESS_POINT_METRES = 150;

export interface LocalGeocoderSources {
  localities: readonly IndexedPlace[];
  timetable: Timetable;
  places?: RegionPlaces;
  roads?: RoadRouting;
}

/**
 * The default geocoder: an index built at start-up from the region itself — GeoNames towns and villages,
 * the timetable's stops and stations, and (when imported) OpenStreetMap's streets, addresses, postcodes
 * and points of interest. Addresses and points of interest are placed where they meet the road (their
 * access point), which is where a driver stops, when the region has a road network.
 */
export class LocalGeocoder implements Geocoder {
  readonly name = 'local';

  constructor(
    readonly index: TokenIndex,
    private readonly roads?: RoadRouting,
  ) {}

  static build(sources: LocalGeocoderSources): LocalGeocoder {
    const near = new NearestLocality(sources.localities);
    const entries = [
      ...localityEntries(sources.localities),
      ...stopEntries(sources.timetable, near),
      ...(sources.places ? regionPlaceEntries(sources.places, near) : []),
    ];
    return new LocalGeocoder(TokenIndex.build(entries), sources.roads);
  }

  async suggest(query: SuggestQuery): Promise<Suggestion[]> {
    return this.index.search(query).map((s) => this.atAccessPoint(s));
  }

  private atAccessPoint(s: Suggestion): Suggestion {
    if (!this.roads || this.roads.estimated || (s.category !== 'address' && s.category !== 'poi')) return s;
    const [lon, lat] = s.location.coordinates;
    const access = this.roads.accessPoint({ lat, lon }, ACCESS_POINT_METRES);
    return access ? { ...s, location: { type: 'Point', coordinates: [access.lon, access.lat] } } : s;
  }
}
