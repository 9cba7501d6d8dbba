/**
 * A list of the signed-in user's trips or rides: planned ones (`since` now, ASC) or past ones (`until`
 * now, DESC), `maxResults` a page.
 */
export interface TravelListQuery<State extends string> {
  since?: string;
  until?: string;
  sortDir: 'ASC' | 'DESC';
  maxResults: number;
  skipCancelled?: boolean;
  /** Only the ones in this state (Home's 'Actielijst': those waiting for the confirmations). */
  state?: State;
}

/**
 * The query string of such a list: only the limits that are set are sent, and `offset` only for a page
 * after the first of a list that loads more.
 */
export function travelListParams<State extends string>(query: TravelListQuery<State>, offset?: number) {
  return {
    maxResults: query.maxResults,
    sortDir: query.sortDir,
    ...(offset !== undefined ? { offset } : {}),
    ...(query.since ? { since: query.since } : {}),
    ...(query.until ? { until: query.until } : {}),
    ...(query.skipCancelled ? { skipCancelled: 'true' as const } : {}),
    ...(query.state ? { state: query.state } : {}),
  };
}

/**
 * The query keys of such lists and their items, under the signed-in user so another login never sees
 * them: `root` names the kind of list ('trips'), `item` one of them ('trip').
 */
export function travelListKeys<Query>(root: string, item: string) {
  return {
    all: (signedInId: string) => [root, signedInId] as const,
    list: (signedInId: string, query: Query) => [root, signedInId, 'list', query] as const,
    one: (signedInId: string, id: number) => [root, signedInId, item, id] as const,
  };
}
