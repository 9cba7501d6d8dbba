/**
 * Which places a road joins: a minimum spanning tree (so every place is reached), plus each place's nearest
 * few within reach, unless a third place lies almost on the way (then the two roads via it do the job) or
 * the new road would leave a place almost alongside one it already has.
 */
export interface LinkRules {
  /** Nearest places each place tries to join besides the tree. */
  near: number;
  /** Longest such extra road, km. */
  maxKm: number;
  /** A third place within this detour factor makes a direct road redundant. */
  detour: number;
  /** Smallest angle between two roads leaving one place, radians (0: no limit). */
  minAngle: number;
}

export function links(xs: readonly number[], ys: readonly number[], rules: LinkRules): [number, number][] {
  const n = xs.length;
  const d = (a: number, b: number): number => Math.hypot(xs[a]! - xs[b]!, ys[a]! - ys[b]!);
  const chosen: [number, number][] = [];
  const has = new Set<number>();
  const bearings: number[][] = xs.map(() => []);
  const add = (a: number, b: number): void => {
    const lo = Math.min(a, b);
    const hi = Math.max(a, b);
    has.add(lo * n + hi);
    chosen.push([lo, hi]);
    bearings[a]!.push(Math.atan2(ys[b]! - ys[a]!, xs[b]! - xs[a]!));
    bearings[b]!.push(Math.atan2(ys[a]! - ys[b]!, xs[a]! - xs[b]!));
  };

  // Prim on the complete graph: n is at most a few hundred places.
  const inTree = new Uint8Array(n);
  const best = new Float64Array(n).fill(Infinity);
  const from = new Int32Array(n).fill(-1);
  if (n > 0) best[0] = 0;
  for (let step = 0; step < n; step++) {
    let u = -1;
    for (let v = 0; v < n; v++) if (!inTree[v] && (u < 0 || best[v]! < best[u]!)) u = v;
    inTree[u] = 1;
    if (from[u]! >= 0) add(u, from[u]!);
    for (let v = 0; v < n; v++) {
      if (!inTree[v] && d(u, v) < best[v]!) {
        best[v] = d(u, v);
        from[v] = u;
      }
    }
  }

  const apart = (place: number, bearing: number): boolean =>
    bearings[place]!.every((other) => {
      const diff = Math.abs(((bearing - other + 3 * Math.PI) % (2 * Math.PI)) - Math.PI);
      return diff >= rules.minAngle;
    });
  for (let a = 0; a < n; a++) {
    const near = [...Array(n).keys()].filter((b) => b !== a).sort((x, y) => d(a, x) - d(a, y) || x - y);
    for (const b of near.slice(0, rules.near)) {
      if (d(a, b) > rules.maxKm || has.has(Math.min(a, b) * n + Math.max(a, b))) continue;
      if (near.some((c) => c !== b && d(a, c) + d(c, b) < rules.detour * d(a, b))) continue;
      const out = Math.atan2(ys[b]! - ys[a]!, xs[b]! - xs[a]!);
      if (!apart(a, out) || !apart(b, out + Math.PI)) continue;
      add(a, b);
    }
  }
  return chosen;
}
