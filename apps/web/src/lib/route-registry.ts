import { matchRoutes, type RouteObject } from 'react-router';

// The route table registers itself here, so features can ask whether a path leads to a real page (and
// not the catch-all not-found page) without importing the table, which imports them.
let registered: RouteObject[] = [];

export function registerRoutes(routes: RouteObject[]): void {
  registered = routes;
}

/** Whether a path matches a page of the route table other than the not-found page. */
export function isRegisteredPath(path: string): boolean {
  const matches = matchRoutes(registered, path);
  const last = matches?.[matches.length - 1];
  return Boolean(last && last.route.path !== '*');
}
