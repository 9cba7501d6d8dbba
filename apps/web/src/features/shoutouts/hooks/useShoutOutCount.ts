import { useProfile } from '../../profile';
import { useCommunityShoutOutPages, useOwnShoutOutPages } from '../api/queries';
import { communityShoutOutsQuery, homeOf, OPEN_OWN_SHOUT_OUTS } from '../lib/listQueries';

/**
 * The Oproepen count on the Community page (spec 000 §2 Community): the passenger's own open shout-outs
 * plus, for drivers, the open shout-outs around their home (the list's Woonplaats radii). Undefined until
 * every part has been counted. The drivers' part is the list's own Woonplaats Actueel query, so both
 * share one answer.
 */
export function useShoutOutCount(): number | undefined {
  const profile = useProfile();
  const role = profile.data?.userRole;
  const isPassenger = role === 'passenger' || role === 'both';
  const isDriver = role === 'driver' || role === 'both';
  const home = profile.data ? homeOf(profile.data) : null;
  // The 'now' only bounds the history; open shout-outs need none.
  const own = useOwnShoutOutPages(OPEN_OWN_SHOUT_OUTS, isPassenger);
  const nearby = useCommunityShoutOutPages(
    isDriver && home ? communityShoutOutsQuery('home', home, 'current', '') : null,
  );
  if (!profile.data) return undefined;
  let count = 0;
  if (isPassenger) {
    if (!own.data) return undefined;
    count += own.data.pages[0]?.totalCount ?? 0;
  }
  if (isDriver && home) {
    if (!nearby.data) return undefined;
    count += nearby.data.pages[0]?.totalCount ?? 0;
  }
  return count;
}
