/**
 * Where a road search starts or ends: a junction, with the cost and metres already spent reaching it from
 * the real start (or still to go from it to the real end), e.g. from a point snapped onto an edge.
 */
export interface Seed {
  node: number;
  cost: number;
  meters: number;
}

/**
 * A road path found by a search: total cost and metres between the best seeds, and the road edges driven
 * or walked in order, each as edge·2 + (1 when against the edge's drawing direction).
 */
export interface RoadPath {
  cost: number;
  meters: number;
  source: Seed;
  target: Seed;
  steps: number[];
}

export function stepOf(edge: number, reversed: boolean | number): number {
  return edge * 2 + (reversed ? 1 : 0);
}

export function stepEdge(step: number): number {
  return step >> 1;
}

export function stepReversed(step: number): boolean {
  return (step & 1) === 1;
}
