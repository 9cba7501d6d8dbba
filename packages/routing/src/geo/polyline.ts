import polyline from '@mapbox/polyline';

/** Google's encoded polyline (precision 5), as OpenTripPlanner and the original client use it. */
export function encodePolyline(lats: ArrayLike<number>, lons: ArrayLike<number>): string {
  const points: [number, number][] = [];
  for (let i = 0; i < lats.length; i++) points.push([lats[i]!, lons[i]!]);
  return polyline.encode(points, 5);
}

export function decodePolyline(encoded: string): [number, number][] {
  return polyline.decode(encoded, 5);
}
