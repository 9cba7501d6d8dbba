import { useMatches, type Params } from 'react-router';

/** What a page declares about the shell around it, through its route's `handle`. */
export interface RouteHandle {
  /** Show the back button in the top bar. */
  back?: boolean;
  /**
   * Where the back button goes when the page was opened directly and the app has no previous page (a
   * link, a bookmark, a notification): the page it belongs under, from the route's parameters. Home when
   * absent.
   */
  parent?: (params: Readonly<Params>) => string;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null;
}

/** The innermost route's declaration wins, so a page can override its layout. */
export function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  const declared = matches.map((match) => match.handle).filter(isRouteHandle);
  return Object.assign({}, ...declared) as RouteHandle;
}
