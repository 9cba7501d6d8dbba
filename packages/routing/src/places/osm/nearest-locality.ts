/**
 * The nearest locality (city, town, village or hamlet node) to a point: a k-d tree (kdbush) over an
 * equirectangular projection, candidates checked by great-circle distance. A province has a few
 * thousand localities; streets and addresses ask it up to a million times.
 */
import KDBush from 'kdbush';
import { haversineMeters } from '../../geo/distance.js';

export class NearestLocality {
  private readonly tree: KDBush | undefined;
  private readonly cosLat: number;

  /** `name[i]` is what a look-up returns for locality i (a string id); `order` breaks distance ties. */
  constructor(
    private readonly lat: ArrayLike<number>,
    private readonly lon: ArrayLike<number>,
    private readonly name: ArrayLike<number>,
    private readonly order: (a: number, b: number) => number,
  ) {
    let latSum = 0;
    for (let i = 0; i < lat.length; i++) latSum += lat[i]!;
    this.cosLat = Math.cos(((lat.length > 0 ? latSum / lat.length : 52) * Math.PI) / 180);
    if (lat.length === 0) return;
    this.tree = new KDBush(lat.length);
    for (let i = 0; i < lat.length; i++) this.tree.add(lon[i]! * this.cosLat, lat[i]!);
    this.tree.finish();
  }

  /** The name of the nearest locality, or −1 when there is none. */
  nameNear(lat: number, lon: number): number {
    const tree = this.tree;
    if (tree === undefined) return -1;
    const x = lon * this.cosLat;
    // Widen the search until something turns up (a few km in settled country), then once more: the
    // projection bends distances a little, so the nearest by great circle may lie just beyond.
    let radius = 0.02;
    while (tree.within(x, lat, radius).length === 0) radius *= 2;
    let best = -1;
    let bestMeters = Infinity;
    for (const i of tree.within(x, lat, radius * 2)) {
      const meters = haversineMeters(lat, lon, this.lat[i]!, this.lon[i]!);
      if (meters < bestMeters || (meters === bestMeters && this.order(i, best) < 0)) {
        best = i;
        bestMeters = meters;
      }
    }
    return this.name[best]!;
  }
}
