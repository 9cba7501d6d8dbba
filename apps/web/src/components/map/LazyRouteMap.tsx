import { lazy, Suspense } from 'react';
import { useAppConfig } from '../../lib/app-config-context';
import type { RouteMapProps } from './RouteMap';

const RouteMap = lazy(async () => ({ default: (await import('./RouteMap')).RouteMap }));

/**
 * The route map, loaded when it is first shown (Leaflet is a chunk of its own); until then an empty
 * frame of the map's height holds its place, so nothing below it moves.
 */
export function LazyRouteMap(props: Omit<RouteMapProps, 'tileUrl'>) {
  const { mapTileUrl } = useAppConfig();
  return (
    <Suspense fallback={<div style={{ height: 200 }} aria-hidden="true" />}>
      <RouteMap {...props} tileUrl={mapTileUrl} />
    </Suspense>
  );
}
