/**
 * The graph while it is being contracted: a pool of arcs in growable typed arrays, linked into an out-list
 * and an in-list per node. Contracting a node unlinks its arcs from its neighbours' lists (they stay in the
 * pool, where the final hierarchy is read from), so the lists only ever hold arcs between nodes still in
 * play and stay short.
 */
export class DynamicGraph {
  from: Int32Array;
  to: Int32Array;
  cost: Float64Array;
  meters: Float64Array;
  middle: Int32Array;
  step: Int32Array;
  private nextOut: Int32Array;
  private nextIn: Int32Array;
  readonly headOut: Int32Array;
  readonly headIn: Int32Array;
  count = 0;

  constructor(
    readonly nodeCount: number,
    capacity: number,
  ) {
    const c = Math.max(16, capacity);
    this.from = new Int32Array(c);
    this.to = new Int32Array(c);
    this.cost = new Float64Array(c);
    this.meters = new Float64Array(c);
    this.middle = new Int32Array(c);
    this.step = new Int32Array(c);
    this.nextOut = new Int32Array(c);
    this.nextIn = new Int32Array(c);
    this.headOut = new Int32Array(nodeCount).fill(-1);
    this.headIn = new Int32Array(nodeCount).fill(-1);
  }

  /**
   * Adds the arc u → v, or lowers the existing u → v arc when this one is cheaper: two arcs between the
   * same nodes are never both needed.
   */
  add(u: number, v: number, cost: number, meters: number, middle: number, step: number): void {
    for (let a = this.headOut[u]!; a >= 0; a = this.nextOut[a]!) {
      if (this.to[a] !== v) continue;
      if (cost < this.cost[a]!) {
        this.cost[a] = cost;
        this.meters[a] = meters;
        this.middle[a] = middle;
        this.step[a] = step;
      }
      return;
    }
    if (this.count === this.from.length) this.grow();
    const a = this.count++;
    this.from[a] = u;
    this.to[a] = v;
    this.cost[a] = cost;
    this.meters[a] = meters;
    this.middle[a] = middle;
    this.step[a] = step;
    this.nextOut[a] = this.headOut[u]!;
    this.headOut[u] = a;
    this.nextIn[a] = this.headIn[v]!;
    this.headIn[v] = a;
  }

  outArcs(v: number): number[] {
    const arcs: number[] = [];
    for (let a = this.headOut[v]!; a >= 0; a = this.nextOut[a]!) arcs.push(a);
    return arcs;
  }

  inArcs(v: number): number[] {
    const arcs: number[] = [];
    for (let a = this.headIn[v]!; a >= 0; a = this.nextIn[a]!) arcs.push(a);
    return arcs;
  }

  firstOut(v: number): number {
    return this.headOut[v]!;
  }

  nextOutArc(a: number): number {
    return this.nextOut[a]!;
  }

  /** Takes v out of play: its arcs leave its neighbours' lists (and its own lists are dropped). */
  isolate(v: number): void {
    for (let a = this.headIn[v]!; a >= 0; a = this.nextIn[a]!)
      unlink(this.headOut, this.nextOut, this.from[a]!, a);
    for (let a = this.headOut[v]!; a >= 0; a = this.nextOut[a]!)
      unlink(this.headIn, this.nextIn, this.to[a]!, a);
    this.headIn[v] = -1;
    this.headOut[v] = -1;
  }

  private grow(): void {
    const size = this.from.length * 2;
    const grown = <T extends Int32Array | Float64Array>(a: T): T => {
      const b = new (a.constructor as new (n: number) => T)(size);
      b.set(a);
      return b;
    };
    this.from = grown(this.from);
    this.to = grown(this.to);
    this.cost = grown(this.cost);
    this.meters = grown(this.meters);
    this.middle = grown(this.middle);
    this.step = grown(this.step);
    this.nextOut = grown(this.nextOut);
    this.nextIn = grown(this.nextIn);
  }
}

/**
 * Takes arc `arc` out of node v's list in one direction (`head`/`next`: the out-lists or the in-lists),
 * keeping the order of the others.
 */
function unlink(head: Int32Array, next: Int32Array, v: number, arc: number): void {
  let prev = -1;
  for (let a = head[v]!; a >= 0; prev = a, a = next[a]!) {
    if (a !== arc) continue;
    if (prev < 0) head[v] = next[a]!;
    else next[prev] = next[a]!;
    return;
  }
}
