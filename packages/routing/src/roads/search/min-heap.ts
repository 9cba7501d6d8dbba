/**
 * A binary min-heap of node ids keyed by cost, with decrease-key, over preallocated typed arrays. One heap
 * serves many searches: `clear()` costs the number of entries, not the number of nodes, so a search that
 * touches a few hundred nodes of a million-node graph stays cheap.
 */
export class IndexedMinHeap {
  private readonly nodes: Int32Array;
  private readonly keys: Float64Array;
  /** Position of a node in the heap, or −1. */
  private readonly position: Int32Array;
  private length = 0;

  constructor(capacity: number) {
    this.nodes = new Int32Array(capacity);
    this.keys = new Float64Array(capacity);
    this.position = new Int32Array(capacity).fill(-1);
  }

  get size(): number {
    return this.length;
  }

  /** The smallest key, or +∞ when empty. */
  peekKey(): number {
    return this.length > 0 ? this.keys[0]! : Number.POSITIVE_INFINITY;
  }

  contains(node: number): boolean {
    return this.position[node]! >= 0;
  }

  /** Adds the node, or lowers its key when it is already in and the new key is lower. */
  push(node: number, key: number): void {
    let i = this.position[node]!;
    if (i >= 0) {
      if (key >= this.keys[i]!) return;
    } else {
      i = this.length++;
    }
    this.siftUp(i, node, key);
  }

  /** Sets the node's key, up or down, adding the node when it is not in. */
  set(node: number, key: number): void {
    const i = this.position[node]!;
    if (i < 0) return this.push(node, key);
    if (key <= this.keys[i]!) return this.siftUp(i, node, key);
    this.siftDown(i, node, key);
  }

  /** Removes and returns the node with the smallest key (the heap must not be empty). */
  pop(): number {
    const top = this.nodes[0]!;
    this.position[top] = -1;
    const last = --this.length;
    if (last > 0) this.siftDown(0, this.nodes[last]!, this.keys[last]!);
    return top;
  }

  clear(): void {
    for (let i = 0; i < this.length; i++) this.position[this.nodes[i]!] = -1;
    this.length = 0;
  }

  private siftUp(start: number, node: number, key: number): void {
    let i = start;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      const parentKey = this.keys[parent]!;
      if (parentKey <= key) break;
      const parentNode = this.nodes[parent]!;
      this.nodes[i] = parentNode;
      this.keys[i] = parentKey;
      this.position[parentNode] = i;
      i = parent;
    }
    this.nodes[i] = node;
    this.keys[i] = key;
    this.position[node] = i;
  }

  private siftDown(start: number, node: number, key: number): void {
    let i = start;
    const n = this.length;
    for (;;) {
      const left = 2 * i + 1;
      if (left >= n) break;
      const right = left + 1;
      const child = right < n && this.keys[right]! < this.keys[left]! ? right : left;
      const childKey = this.keys[child]!;
      if (childKey >= key) break;
      const childNode = this.nodes[child]!;
      this.nodes[i] = childNode;
      this.keys[i] = childKey;
      this.position[childNode] = i;
      i = child;
    }
    this.nodes[i] = node;
    this.keys[i] = key;
    this.position[node] = i;
  }
}
