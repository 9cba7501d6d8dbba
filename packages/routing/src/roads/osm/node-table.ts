/**
 * Coordinates of the nodes the road ways use, collected in the second pass. The ids are a sorted
 * Float64Array (OSM ids pass 2³² but stay far below 2⁵³) searched by bisection: no JS object or Map
 * entry per node, which for the ~25 million nodes of a province would cost gigabytes.
 */
export class NodeTable {
  /** NaN until the node is read: still NaN after the pass means the file lacks it. */
  readonly lat: Float64Array;
  readonly lon: Float64Array;

  constructor(readonly ids: Float64Array) {
    this.lat = new Float64Array(ids.length).fill(NaN);
    this.lon = new Float64Array(ids.length).fill(NaN);
  }

  /** Index of the id, or −1. */
  indexOf(id: number): number {
    const ids = this.ids;
    let lo = 0;
    let hi = ids.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const v = ids[mid]!;
      if (v < id) lo = mid + 1;
      else if (v > id) hi = mid - 1;
      else return mid;
    }
    return -1;
  }

  /**
   * Records the node when a road uses it. Coordinates are rounded to OSM's 1e-7° so XML and PBF
   * copies of the same data give the same graph to the last bit.
   */
  set(id: number, lat: number, lon: number): void {
    const i = this.indexOf(id);
    if (i < 0) return;
    this.lat[i] = Math.round(lat * 1e7) / 1e7;
    this.lon[i] = Math.round(lon * 1e7) / 1e7;
  }
}
