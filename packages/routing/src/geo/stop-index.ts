import KDBush from 'kdbush';
import { haversineMeters } from './distance.js';

/**
 * Nearest-stop look-ups for access, egress and footpaths: a static k-d tree (kdbush) over an
 * equirectangular projection, with candidates checked by exact great-circle distance.
 */
export class StopIndex {
  private readonly tree: KDBush;
  private readonly cosLat: number;

  constructor(
    private readonly lats: Float64Array,
    private readonly lons: Float64Array,
    /** Only these stops are indexed (e.g. the stops some trip serves). */
    include: (stop: number) => boolean = () => true,
  ) {
    const ids: number[] = [];
    for (let s = 0; s < lats.length; s++) if (include(s)) ids.push(s);
    let latSum = 0;
    for (const s of ids) latSum += lats[s]!;
    this.cosLat = Math.cos(((ids.length ? latSum / ids.length : 52) * Math.PI) / 180);
    this.tree = new KDBush(Math.max(1, ids.length));
    for (const s of ids) this.tree.add(lons[s]! * this.cosLat, lats[s]!);
    if (ids.length === 0) this.tree.add(1e9, 1e9);
    this.tree.finish();
    this.ids = ids;
  }

  private readonly ids: number[];

  /** Stops within `meters` of a point, with their straight-line distance, nearest first. */
  within(lat: number, lon: number, meters: number): { stop: number; meters: number }[] {
    // One degree of latitude is at least 110.5 km; widen by the projection's error across the region.
    const radius = (meters / 110_500) * 1.05;
    const found: { stop: number; meters: number }[] = [];
    for (const i of this.tree.within(lon * this.cosLat, lat, radius)) {
      const stop = this.ids[i];
      if (stop === undefined) continue;
      const d = haversineMeters(lat, lon, this.lats[stop]!, this.lons[stop]!);
      if (d <= meters) found.push({ stop, meters: d });
    }
    return found.sort((a, b) => a.meters - b.meters);
  }
}
