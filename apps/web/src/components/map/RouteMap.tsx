import { Anchor, Text } from '@mantine/core';
import 'leaflet/dist/leaflet.css';
import polyline from '@mapbox/polyline';
import { latLngBounds, type LatLngTuple } from 'leaflet';
import { CircleMarker, MapContainer, Polyline, TileLayer } from 'react-leaflet';

export interface RouteMapProps {
  /** The route as an encoded polyline (precision 5), when there is one. */
  geometry?: string;
  /** A route in parts (a trip's legs), each an encoded polyline, drawn after `geometry`. */
  geometries?: readonly string[];
  from: LatLngTuple;
  to: LatLngTuple;
  /** XYZ tile URL; empty: no background, only the route. */
  tileUrl: string;
  label: string;
}

// The government's BRT-Achtergrondkaart asks to name its source.

/**
 * A small map of a route (spec 000 §9: 200 px high): the background tiles, the route line and its start
 * and end. Loaded on its own with Leaflet (LazyRouteMap), so pages without a map do not carry it.
 */
export function RouteMap({ geometry, geometries = [], from, to, tileUrl, label }: RouteMapProps) {
  const parts = [geometry, ...geometries].filter((points): points is string => Boolean(points));
  const lines: LatLngTuple[][] =
    parts.length > 0 ? parts.map((points) => polyline.decode(points, 5)) : [[from, to]];
  const bounds = latLngBounds([...lines.flat(), from, to]).pad(0.1);
  return (
    <div>
      <div role="img" aria-label={label} style={{ height: 200, borderRadius: 8, overflow: 'hidden' }}>
        <MapContainer
          bounds={bounds}
          style={{ height: '100%', width: '100%' }}
          scrollWheelZoom={false}
          // The map is a picture of the route (role img): controls and links inside it would be hidden
          // from screen readers and are refused by axe (nested-interactive), so the zoom buttons are left
          // out and the tiles' credit is written under the map. It still pans and pinch-zooms by touch.
          attributionControl={false}
          keyboard={false}
          zoomControl={false}
        >
          {tileUrl && <TileLayer url={tileUrl} maxZoom={19} />}
          {lines.map((line, index) => (
            <Polyline key={index} positions={line} pathOptions={{ color: '#1f6e46', weight: 5 }} />
          ))}
          <CircleMarker
            center={from}
            radius={7}
            pathOptions={{ color: '#1f6e46', fillColor: '#ffffff', fillOpacity: 1 }}
          />
          <CircleMarker
            center={to}
            radius={7}
            pathOptions={{ color: '#1f6e46', fillColor: '#1f6e46', fillOpacity: 1 }}
          />
        </MapContainer>
      </div>
      {tileUrl && (
        <Text size="xs" c="dimmed" mt={2}>
          Kaartgegevens &copy;{' '}
          <Anchor href="https://www.kadaster.nl" size="xs" target="_blank" rel="noopener noreferrer">
            Kadaster
          </Anchor>
        </Text>
      )}
    </div>
  );
}
