/**
 * Append-only typed arrays for building big tables without a JS value per row: capacity doubles, and
 * `toArray` returns a copy of exactly the rows written.
 */
type NumberArray = Float64Array | Int32Array | Uint8Array;

interface NumberArrayConstructor<T extends NumberArray> {
  new (length: number): T;
}

export class Growable<T extends NumberArray> {
  private data: T;
  length = 0;

  constructor(
    private readonly Kind: NumberArrayConstructor<T>,
    capacity = 1024,
  ) {
    this.data = new Kind(capacity);
  }

  push(value: number): void {
    if (this.length === this.data.length) {
      const bigger = new this.Kind(this.data.length * 2);
      bigger.set(this.data);
      this.data = bigger;
    }
    this.data[this.length++] = value;
  }

  get(i: number): number {
    return this.data[i]!;
  }

  /** The rows written so far, sharing the buffer (valid until the next push). */
  view(): T {
    return this.data.subarray(0, this.length) as T;
  }

  toArray(): T {
    return this.data.slice(0, this.length) as T;
  }
}
