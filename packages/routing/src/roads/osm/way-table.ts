/**
 * The road ways of an OpenStreetMap file, collected in the first pass: node references, speeds, foot
 * access and name per way, in typed arrays (a Gelderland extract has about a million road ways).
 * Ways that are no road for cars or pedestrians are not stored at all.
 */
import { StringTable } from '../../util/string-table.js';
import { Growable } from './growable.js';
import { wayName, wayRules, type OsmTags } from './road-tags.js';

export class WayTable {
  /** Node ids of all stored ways, concatenated; way w has refs[refStart[w] … refStart[w+1]). */
  readonly refs = new Growable(Float64Array);
  readonly refStart = new Growable(Int32Array);
  readonly carForwardKmh = new Growable(Float64Array);
  readonly carBackwardKmh = new Growable(Float64Array);
  readonly foot = new Growable(Uint8Array);
  /** Index into `names`, or −1. */
  readonly name = new Growable(Int32Array);
  private readonly nameTable = new StringTable();

  get names(): readonly string[] {
    return this.nameTable.strings;
  }
  /** Ways offered, stored or not. */
  offered = 0;

  constructor() {
    this.refStart.push(0);
  }

  get count(): number {
    return this.foot.length;
  }

  /** Stores the way when its tags make it a road; returns whether it did. */
  add(refs: ArrayLike<number>, tags: OsmTags): boolean {
    this.offered++;
    const rules = wayRules(tags);
    if (rules === undefined) return false;
    for (let i = 0; i < refs.length; i++) {
      // A node repeated right after itself is a mapping slip, not a loop: keep it once.
      if (i > 0 && refs[i] === refs[i - 1]) continue;
      this.refs.push(refs[i]!);
    }
    this.refStart.push(this.refs.length);
    this.carForwardKmh.push(rules.carForwardKmh);
    this.carBackwardKmh.push(rules.carBackwardKmh);
    this.foot.push(rules.foot ? 1 : 0);
    this.name.push(this.nameTable.id(wayName(tags)));
    return true;
  }

  /** The node ids the stored ways use, sorted, each once: the only nodes the second pass must keep. */
  nodeIds(): Float64Array {
    const ids = this.refs.toArray().sort();
    let unique = 0;
    for (let i = 0; i < ids.length; i++) if (i === 0 || ids[i] !== ids[unique - 1]) ids[unique++] = ids[i]!;
    return ids.slice(0, unique);
  }
}
