import {
  GEOCODER_DEFAULT_CENTER,
  SHOUT_OUT_RADIUS_COUNTRY,
  SHOUT_OUT_RADIUS_NEARBY,
  SHOUT_OUT_RADIUS_TRAVEL,
  type Profile,
} from '@achterhoek/contracts';
import type { CommunityShoutOutsQuery, OwnShoutOutsQuery } from '../api/queries';

/** The list's radio: open shout-outs (Actueel) or all of them until now (Historie). */
export type ShoutOutPeriod = 'current' | 'past';

/** The driver's base: their home (Woonplaats), where they are (Locatie, not offered yet) or the country. */
export type ShoutOutBase = 'home' | 'location' | 'country';

/** Own and community shout-outs show 10 at a time; past shout-outs start with 5 (spec 000 §9). */
export const SHOUT_OUT_PAGE_SIZE = 10;
export const PAST_SHOUT_OUTS_FIRST_PAGE_SIZE = 5;

export interface LatLon {
  lat: number;
  lon: number;
}

/** The profile's home, whose point is [longitude, latitude]; null without an address. */
export function homeOf(profile: Pick<Profile, 'address'>): LatLon | null {
  const coordinates = profile.address?.location.coordinates;
  if (!coordinates) return null;
  const [lon, lat] = coordinates;
  return { lat, lon };
}

/**
 * The passenger's own shout-outs: those still to come by travel time, open, filled or cancelled
 * (Actueel: a filled one stays in sight until the trip), or every one until now, the latest first,
 * starting with a page of 5 (Historie).
 */
export function ownShoutOutsQuery(period: ShoutOutPeriod, nowIso: string): OwnShoutOutsQuery {
  return period === 'current'
    ? { inProgress: false, since: nowIso, sortDir: 'ASC', maxResults: SHOUT_OUT_PAGE_SIZE }
    : {
        inProgress: false,
        sortDir: 'DESC',
        until: nowIso,
        maxResults: SHOUT_OUT_PAGE_SIZE,
        firstPageSize: PAST_SHOUT_OUTS_FIRST_PAGE_SIZE,
      };
}

/** The passenger's open shout-outs, for the Oproepen count. */
export const OPEN_OWN_SHOUT_OUTS: OwnShoutOutsQuery = {
  inProgress: true,
  sortDir: 'ASC',
  maxResults: 1,
};

/**
 * The community's shout-outs around the driver's base (spec 000 §9 radii): around home, the start or the
 * end within 20 km and both within 50 km; for the whole country, both within 200 km of its centre. Open
 * ones (Actueel) or every one until now, starting with a page of 5 (Historie). Null without a base.
 */
export function communityShoutOutsQuery(
  base: ShoutOutBase,
  home: LatLon | null,
  period: ShoutOutPeriod,
  nowIso: string,
): CommunityShoutOutsQuery | null {
  let centre: LatLon;
  let depArrRadius: number;
  let travelRadius: number;
  if (base === 'home' && home) {
    centre = home;
    depArrRadius = SHOUT_OUT_RADIUS_NEARBY;
    travelRadius = SHOUT_OUT_RADIUS_TRAVEL;
  } else if (base === 'country') {
    centre = GEOCODER_DEFAULT_CENTER;
    depArrRadius = SHOUT_OUT_RADIUS_COUNTRY;
    travelRadius = SHOUT_OUT_RADIUS_COUNTRY;
  } else {
    return null;
  }
  const location = `${centre.lat},${centre.lon}`;
  return period === 'current'
    ? { location, depArrRadius, travelRadius, inProgressOnly: true, maxResults: SHOUT_OUT_PAGE_SIZE }
    : {
        location,
        depArrRadius,
        travelRadius,
        inProgressOnly: false,
        until: nowIso,
        maxResults: SHOUT_OUT_PAGE_SIZE,
        firstPageSize: PAST_SHOUT_OUTS_FIRST_PAGE_SIZE,
      };
}
