/**
 * A contraction hierarchy over the car graph (Geisberger et al. 2008): every junction has a rank, and the
 * graph is stored as two lists per node — arcs up to higher-ranked nodes, and arcs coming down from
 * higher-ranked nodes — including shortcuts that stand for a two-arc path through a lower-ranked node.
 * A shortest path then is an upward search from the start meeting an upward search from the end, which
 * settles a few hundred junctions instead of hundreds of thousands.
 *
 * Typed arrays only, so it is stored in the region snapshot next to the road graph it was built from.
 */
export interface ContractionHierarchy {
  nodeCount: number;
  rank: Int32Array;
  /**
   * The hierarchy's node for each graph junction, when the nodes were renumbered for memory locality
   * (renumber-hierarchy.ts); absent in hierarchies stored before that (decision 0054), whose nodes are the
   * junctions themselves.
   */
  nodeOf?: Int32Array;
  /** Arcs from v to higher-ranked nodes: upTo[upOffset[v] … upOffset[v+1]). */
  upOffset: Int32Array;
  upTo: Int32Array;
  upCost: Float64Array;
  upMeters: Float64Array;
  /** The node a shortcut passes, or −1 for a road arc. */
  upMiddle: Int32Array;
  /** A road arc's step (edge·2 + reversed), or −1 for a shortcut. */
  upStep: Int32Array;
  /** Arcs into v from higher-ranked nodes: downFrom[downOffset[v] … downOffset[v+1]). */
  downOffset: Int32Array;
  downFrom: Int32Array;
  downCost: Float64Array;
  downMeters: Float64Array;
  downMiddle: Int32Array;
  downStep: Int32Array;
}
