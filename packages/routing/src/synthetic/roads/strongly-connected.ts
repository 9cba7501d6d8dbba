import { CAR_BACKWARD, CAR_BOTH, CAR_FORWARD, type RoadBuilder } from './builder.js';

/**
 * Makes every junction reachable from every other by car. One-way streets and pedestrian zones are drawn
 * freely, so some cut a corner of town off (a dead end entered against its one-way arrow, a square only
 * reachable on foot). Among the strongly connected components of the car graph, every such street that
 * joins two different components is opened both ways. That needs one round: every other edge between
 * components is then two-way, apart from motorway carriageways and ramps, which are built in loops through
 * the two-way road network, so the components all merge into one (checked).
 */
export function openToCars(b: RoadBuilder): number {
  const component = components(b);
  let opened = 0;
  for (let e = 0; e < b.edgeCount; e++) {
    if (
      b.edgeRelaxable[e] &&
      b.edgeCar[e] !== CAR_BOTH &&
      component[b.edgeFrom[e]!] !== component[b.edgeTo[e]!]
    ) {
      b.edgeCar[e] = CAR_BOTH;
      opened++;
    }
  }
  const after = components(b);
  for (let v = 0; v < b.nodeCount; v++) {
    if (after[v] !== after[0])
      throw new Error(`junction ${v} is not strongly connected by car to junction 0`);
  }
  return opened;
}

/** Strongly connected components of the car arcs (Tarjan, iterative); the count is the largest id + 1. */
export function components(b: RoadBuilder): Int32Array {
  const n = b.nodeCount;
  const offset = new Int32Array(n + 1);
  for (let e = 0; e < b.edgeCount; e++) {
    if (b.edgeCar[e]! & CAR_FORWARD) offset[b.edgeFrom[e]! + 1]!++;
    if (b.edgeCar[e]! & CAR_BACKWARD) offset[b.edgeTo[e]! + 1]!++;
  }
  for (let v = 0; v < n; v++) offset[v + 1]! += offset[v]!;
  const arcTo = new Int32Array(offset[n]!);
  const fill = offset.slice(0, n);
  for (let e = 0; e < b.edgeCount; e++) {
    if (b.edgeCar[e]! & CAR_FORWARD) arcTo[fill[b.edgeFrom[e]!]!++] = b.edgeTo[e]!;
    if (b.edgeCar[e]! & CAR_BACKWARD) arcTo[fill[b.edgeTo[e]!]!++] = b.edgeFrom[e]!;
  }

  const order = new Int32Array(n).fill(-1);
  const low = new Int32Array(n);
  const component = new Int32Array(n).fill(-1);
  const stack = new Int32Array(n);
  const onStack = new Uint8Array(n);
  const callNode = new Int32Array(n);
  const callArc = new Int32Array(n);
  let counter = 0;
  let components = 0;
  let top = 0;
  for (let root = 0; root < n; root++) {
    if (order[root] !== -1) continue;
    let depth = 0;
    const enter = (v: number): void => {
      order[v] = low[v] = counter++;
      stack[top++] = v;
      onStack[v] = 1;
      callNode[depth] = v;
      callArc[depth++] = offset[v]!;
    };
    enter(root);
    while (depth > 0) {
      const v = callNode[depth - 1]!;
      const arc = callArc[depth - 1]!;
      if (arc < offset[v + 1]!) {
        callArc[depth - 1] = arc + 1;
        const w = arcTo[arc]!;
        if (order[w] === -1) enter(w);
        else if (onStack[w] && order[w]! < low[v]!) low[v] = order[w]!;
        continue;
      }
      depth--;
      if (low[v] === order[v]) {
        let w: number;
        do {
          w = stack[--top]!;
          onStack[w] = 0;
          component[w] = components;
        } while (w !== v);
        components++;
      }
      if (depth > 0) {
        const parent = callNode[depth - 1]!;
        if (low[v]! < low[parent]!) low[parent] = low[v]!;
      }
    }
  }
  return component;
}
