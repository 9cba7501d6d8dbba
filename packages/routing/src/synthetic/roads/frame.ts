/**
 * Where the synthetic road network lies: a lon/lat box and a flat kilometre frame centred on it (x east,
 * y north). The generator works in kilometres and converts to degrees once, at the end; the frame's scale
 * is the sphere haversine uses, so planned lengths and measured metres agree to well under a percent.
 */

/** [minLon, minLat, maxLon, maxLat] */
export type BBox = readonly [number, number, number, number];

const KM_PER_DEGREE = (6_371.0088 * Math.PI) / 180;

/**
 * The box placeTowns (geography.ts) draws town centres from at this area fraction: the country's box at 1
 * and above, a window around Utrecht below. Kept in step with it by hand, so that the default road network
 * covers the same towns as the transit network of the same seed and scale.
 */
export function townWindow(areaFraction: number): BBox {
  const f = Math.sqrt(Math.min(1, areaFraction));
  const lonHalf = ((7.2 - 3.4) / 2) * f;
  const latHalf = ((53.5 - 50.75) / 2) * f;
  const cLon = f >= 1 ? (7.2 + 3.4) / 2 : 5.25;
  const cLat = f >= 1 ? (53.5 + 50.75) / 2 : 52.05;
  return [cLon - lonHalf, cLat - latHalf, cLon + lonHalf, cLat + latHalf];
}

export class Frame {
  readonly minX: number;
  readonly maxX: number;
  readonly minY: number;
  readonly maxY: number;
  private readonly lon0: number;
  private readonly lat0: number;
  private readonly kmPerLon: number;

  constructor(readonly bbox: BBox) {
    const [minLon, minLat, maxLon, maxLat] = bbox;
    if (![minLon, minLat, maxLon, maxLat].every(Number.isFinite) || minLon >= maxLon || minLat >= maxLat) {
      throw new Error(`bbox must be [minLon, minLat, maxLon, maxLat], got ${JSON.stringify(bbox)}`);
    }
    if (minLat < -85 || maxLat > 85) throw new Error('bbox must stay clear of the poles');
    this.lon0 = (minLon + maxLon) / 2;
    this.lat0 = (minLat + maxLat) / 2;
    this.kmPerLon = KM_PER_DEGREE * Math.cos((this.lat0 * Math.PI) / 180);
    this.minX = this.x(minLon);
    this.maxX = this.x(maxLon);
    this.minY = this.y(minLat);
    this.maxY = this.y(maxLat);
  }

  x(lon: number): number {
    return (lon - this.lon0) * this.kmPerLon;
  }

  y(lat: number): number {
    return (lat - this.lat0) * KM_PER_DEGREE;
  }

  /** Longitude of x, held inside the box (curves near the edge may bulge out by a few metres). */
  lon(x: number): number {
    return Math.min(this.bbox[2], Math.max(this.bbox[0], this.lon0 + x / this.kmPerLon));
  }

  lat(y: number): number {
    return Math.min(this.bbox[3], Math.max(this.bbox[1], this.lat0 + y / KM_PER_DEGREE));
  }

  /** Whether (x, y) lies inside the box with `margin` km to spare. */
  contains(x: number, y: number, margin: number): boolean {
    return (
      x >= this.minX + margin && x <= this.maxX - margin && y >= this.minY + margin && y <= this.maxY - margin
    );
  }

  areaKm2(): number {
    return (this.maxX - this.minX) * (this.maxY - this.minY);
  }
}
