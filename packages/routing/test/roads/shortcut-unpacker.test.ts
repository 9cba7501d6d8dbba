import { describe, expect, it } from 'vitest';
import { buildContractionHierarchy } from '../../src/roads/ch/build-contraction-hierarchy.js';
import type { ContractionHierarchy } from '../../src/roads/ch/contraction-hierarchy.js';
import { ShortcutUnpacker } from '../../src/roads/ch/shortcut-unpacker.js';
import { modeGraph } from '../../src/roads/road-graph.js';
import { SearchLabels } from '../../src/roads/search/search-labels.js';
import { randomRoadGraph } from './random-road-graph.js';

/** The recursive unpacking the halves replaced, kept as the reference: same steps, in the same order. */
function referenceUp(ch: ContractionHierarchy, j: number, owner: number, out: number[]): void {
  const m = ch.upMiddle[j]!;
  if (m < 0) return void out.push(ch.upStep[j]!);
  referenceDown(ch, cheapest(ch.downOffset, ch.downFrom, ch.downCost, m, owner), m, out);
  referenceUp(ch, cheapest(ch.upOffset, ch.upTo, ch.upCost, m, ch.upTo[j]!), m, out);
}

function referenceDown(ch: ContractionHierarchy, j: number, owner: number, out: number[]): void {
  const m = ch.downMiddle[j]!;
  if (m < 0) return void out.push(ch.downStep[j]!);
  referenceDown(ch, cheapest(ch.downOffset, ch.downFrom, ch.downCost, m, ch.downFrom[j]!), m, out);
  referenceUp(ch, cheapest(ch.upOffset, ch.upTo, ch.upCost, m, owner), m, out);
}

function cheapest(
  offset: Int32Array,
  other: Int32Array,
  cost: Float64Array,
  at: number,
  end: number,
): number {
  let best = -1;
  for (let j = offset[at]!; j < offset[at + 1]!; j++) {
    if (other[j] === end && (best < 0 || cost[j]! < cost[best]!)) best = j;
  }
  return best;
}

describe('shortcut unpacker', () => {
  it('unpacks every arc of the hierarchy into the steps the recursive unpacking gave, twice', () => {
    const g = randomRoadGraph(5, 24, { oneWayShare: 0.3 });
    const ch = buildContractionHierarchy(modeGraph(g, 'car'));
    const fwd = new SearchLabels(ch.nodeCount);
    const bwd = new SearchLabels(ch.nodeCount);
    const unpacker = new ShortcutUnpacker(ch);
    let shortcuts = 0;
    let long = 0;
    for (let round = 0; round < 2; round++) {
      for (let v = 0; v < ch.nodeCount; v++) {
        for (let j = ch.upOffset[v]!; j < ch.upOffset[v + 1]!; j++) {
          // A forward search that went v → upTo[j] over this arc and met the backward search's seed there.
          fwd.reset();
          bwd.reset();
          fwd.relax(v, 0, 0, -1, -1, 0);
          fwd.relax(ch.upTo[j]!, 1, 0, j, v, 0);
          bwd.relax(ch.upTo[j]!, 0, 0, -1, -1, 0);
          const expected: number[] = [];
          referenceUp(ch, j, v, expected);
          expect(unpacker.steps(fwd, bwd, ch.upTo[j]!)).toEqual(expected);
          if (ch.upMiddle[j]! >= 0) shortcuts++;
          if (expected.length >= 8) long++;
        }
        for (let j = ch.downOffset[v]!; j < ch.downOffset[v + 1]!; j++) {
          // A backward search that went v ← downFrom[j] over this arc and met the forward search's seed.
          fwd.reset();
          bwd.reset();
          bwd.relax(v, 0, 0, -1, -1, 0);
          bwd.relax(ch.downFrom[j]!, 1, 0, j, v, 0);
          fwd.relax(ch.downFrom[j]!, 0, 0, -1, -1, 0);
          const expected: number[] = [];
          referenceDown(ch, j, v, expected);
          expect(unpacker.steps(fwd, bwd, ch.downFrom[j]!)).toEqual(expected);
        }
      }
    }
    expect(shortcuts).toBeGreaterThan(100);
    // Shortcuts this long are kept whole after the first round and copied in the second.
    expect(long).toBeGreaterThan(10);
  });

  it('unpacks paths of two up-arcs in travel order, before and after their shortcuts are kept whole', () => {
    const g = randomRoadGraph(6, 14, { oneWayShare: 0.2 });
    const ch = buildContractionHierarchy(modeGraph(g, 'car'));
    const fwd = new SearchLabels(ch.nodeCount);
    const bwd = new SearchLabels(ch.nodeCount);
    const unpacker = new ShortcutUnpacker(ch);
    let paths = 0;
    for (let round = 0; round < 2; round++) {
      for (let v = 0; v < ch.nodeCount; v++) {
        for (let j = ch.upOffset[v]!; j < ch.upOffset[v + 1]!; j++) {
          const w = ch.upTo[j]!;
          for (let k = ch.upOffset[w]!; k < ch.upOffset[w + 1]!; k++) {
            // A forward search that went v → w → upTo[k] and met the backward search's seed there.
            const x = ch.upTo[k]!;
            fwd.reset();
            bwd.reset();
            fwd.relax(v, 0, 0, -1, -1, 0);
            fwd.relax(w, 1, 0, j, v, 0);
            fwd.relax(x, 2, 0, k, w, 0);
            bwd.relax(x, 0, 0, -1, -1, 0);
            const expected: number[] = [];
            referenceUp(ch, j, v, expected);
            referenceUp(ch, k, w, expected);
            expect(unpacker.steps(fwd, bwd, x)).toEqual(expected);
            paths++;
          }
        }
      }
    }
    expect(paths).toBeGreaterThan(500);
  });
});
