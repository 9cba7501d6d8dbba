/**
 * Whole unpackings of shortcuts, kept so that a later path copies a shortcut's road steps instead of
 * unpacking it again. All steps sit in one pool (4 bytes each, grown by doubling up to MAX_KEPT_STEPS, so
 * at most 16 MB), a shortcut's run at the offset a map holds by arc slot (see shortcut-unpacker.ts), its length just before it.
 * Only shortcuts of at least MIN_KEPT_STEPS steps are kept: shorter ones unpack about as fast as a copy.
 * First come, first kept, never evicted: the shortcuts high in the hierarchy, which many paths share,
 * are met first.
 */
const MAX_KEPT_STEPS = 4_000_000;
const MIN_KEPT_STEPS = 8;

export class KeptUnpackings {
  private pool = new Int32Array(1 << 16);
  private used = 0;
  private readonly at = new Map<number, number>();

  /** Appends the kept steps of the arc to `out`; false when the arc is not kept. */
  copyTo(slot: number, out: number[]): boolean {
    const start = this.at.get(slot);
    if (start === undefined) return false;
    const pool = this.pool;
    const end = start + 1 + pool[start]!;
    for (let k = start + 1; k < end; k++) out.push(pool[k]!);
    return true;
  }

  /** Keeps out[from …] as the arc's steps, if long enough and within the budget. */
  keep(slot: number, out: readonly number[], from: number): void {
    const length = out.length - from;
    if (length < MIN_KEPT_STEPS || this.used + length + 1 > MAX_KEPT_STEPS) return;
    while (this.used + length + 1 > this.pool.length) {
      const bigger = new Int32Array(Math.min(this.pool.length * 2, MAX_KEPT_STEPS));
      bigger.set(this.pool);
      this.pool = bigger;
    }
    const start = this.used;
    this.pool[start] = length;
    for (let k = 0; k < length; k++) this.pool[start + 1 + k] = out[from + k]!;
    this.used += length + 1;
    this.at.set(slot, start);
  }
}
