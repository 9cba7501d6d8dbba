/** Initial compass bearing from one point to another, degrees 0–360 with north 0 and east 90. */
export function bearingDegrees(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const toRad = Math.PI / 180;
  const y = Math.sin((lon2 - lon1) * toRad) * Math.cos(lat2 * toRad);
  const x =
    Math.cos(lat1 * toRad) * Math.sin(lat2 * toRad) -
    Math.sin(lat1 * toRad) * Math.cos(lat2 * toRad) * Math.cos((lon2 - lon1) * toRad);
  return (((Math.atan2(y, x) / toRad) % 360) + 360) % 360;
}

/**
 * The smaller angle between two bearings, 0–180. Wraps around north: 350° and 10° are 20° apart (the
 * original compared them plainly and found 340°, reference §10.3).
 */
export function bearingDifference(a: number, b: number): number {
  const d = Math.abs(a - b) % 360;
  return d > 180 ? 360 - d : d;
}
