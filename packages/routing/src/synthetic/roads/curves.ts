import type { Random } from '../random.js';
import type { Frame } from './frame.js';

/**
 * Gently bending roads: a cubic Bézier from one end to the other whose inner control points sit off the
 * straight line by a random share of its length. A Bézier stays inside the hull of its control points,
 * so holding those inside the box keeps the whole road inside it; and a road's junctions and shape points
 * are all points of the one curve, so every shape point lies between its edge's two junctions.
 */
export class Curve {
  private readonly xs: [number, number, number, number];
  private readonly ys: [number, number, number, number];

  constructor(xs: [number, number, number, number], ys: [number, number, number, number]) {
    this.xs = xs;
    this.ys = ys;
  }

  x(t: number): number {
    return bezier(this.xs, t);
  }

  y(t: number): number {
    return bezier(this.ys, t);
  }

  /** Unit normal to the right of the direction of travel at t (traffic keeps right). */
  right(t: number): { x: number; y: number } {
    const dx = derivative(this.xs, t);
    const dy = derivative(this.ys, t);
    const length = Math.hypot(dx, dy) || 1;
    return { x: dy / length, y: -dx / length };
  }

  /** Length in km, measured over `steps` chords. */
  length(steps = 16): number {
    let total = 0;
    for (let i = 1; i <= steps; i++) {
      total += Math.hypot(
        this.x(i / steps) - this.x((i - 1) / steps),
        this.y(i / steps) - this.y((i - 1) / steps),
      );
    }
    return total;
  }
}

function bezier(p: readonly number[], t: number): number {
  const u = 1 - t;
  return u * u * u * p[0]! + 3 * u * u * t * p[1]! + 3 * u * t * t * p[2]! + t * t * t * p[3]!;
}

function derivative(p: readonly number[], t: number): number {
  const u = 1 - t;
  return 3 * u * u * (p[1]! - p[0]!) + 6 * u * t * (p[2]! - p[1]!) + 3 * t * t * (p[3]! - p[2]!);
}

/** A road from (x0, y0) to (x1, y1) bending sideways by up to `bend` times its length, inside the box. */
export function bentRoad(
  random: Random,
  frame: Frame,
  margin: number,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  bend: number,
): Curve {
  const dx = x1 - x0;
  const dy = y1 - y0;
  const length = Math.hypot(dx, dy);
  const nx = length > 0 ? -dy / length : 0;
  const ny = length > 0 ? dx / length : 0;
  const o1 = random.range(-bend, bend) * length;
  const o2 = random.range(-bend, bend) * length;
  const clampX = (x: number): number => Math.min(frame.maxX - margin, Math.max(frame.minX + margin, x));
  const clampY = (y: number): number => Math.min(frame.maxY - margin, Math.max(frame.minY + margin, y));
  return new Curve(
    [x0, clampX(x0 + dx / 3 + nx * o1), clampX(x0 + (2 * dx) / 3 + nx * o2), x1],
    [y0, clampY(y0 + dy / 3 + ny * o1), clampY(y0 + (2 * dy) / 3 + ny * o2), y1],
  );
}

/** How many shape points a stretch of `km` gets for one every `every` km: at least `min`, at most `max`. */
export function shapeCount(km: number, every: number, min: number, max: number): number {
  return Math.max(min, Math.min(max, Math.round(km / every) - 1));
}
