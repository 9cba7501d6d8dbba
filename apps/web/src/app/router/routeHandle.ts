import { useMatches } from 'react-router';

/** What a page declares about the shell around it, through its route's `handle`. */
export interface RouteHandle {
  /** Show the back button in the top bar. */
  back?: boolean;
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
