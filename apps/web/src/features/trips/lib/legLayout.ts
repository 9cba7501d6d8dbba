import type { Leg } from '@achterhoek/contracts';

/** The columns of the summary bar: every step gets a share of them (spec 000 §2 Trip detail). */
export const SUMMARY_COLUMNS = 12;

/** A wait between two legs longer than this (seconds) becomes a step of its own. */
export const MIN_WAITING_SECONDS = 60;

/**
 * The modes whose name and icon the summary shows (spec 000 §2 Trip detail). The others (subway, car, the
 * inserted waits, and the original's finish and arrival markers) keep their share of the bar but are not
 * named there; the leg cards below still describe every leg, so no part of the journey goes unsaid.
 * Bicycle is listed as the spec lists it, though the planner does not plan cycling yet.
 */
export const SHOWN_MODES: readonly string[] = ['WALK', 'RAIL', 'BUS', 'BICYCLE', 'RIDESHARE'];

/** A leg of the itinerary, or a wait inserted between two legs. */
export type ItineraryStep =
  | { kind: 'leg'; leg: Leg; index: number; startTime: string; endTime: string; duration: number }
  | { kind: 'wait'; startTime: string; endTime: string; duration: number };

/** The step's mode: the leg's travel mode, or WAIT. */
export function modeOf(step: ItineraryStep): string {
  return step.kind === 'leg' ? step.leg.traverseMode : 'WAIT';
}

/** Whether the summary names this mode. */
export function isShownMode(mode: string): boolean {
  return SHOWN_MODES.includes(mode);
}

/**
 * The legs in order, with a wait inserted wherever the next leg starts more than a minute after the
 * previous one ends (a minute or less is a transfer, not a wait).
 */
export function stepsOf(legs: readonly Leg[]): ItineraryStep[] {
  const steps: ItineraryStep[] = [];
  legs.forEach((leg, index) => {
    const previous = legs[index - 1];
    if (previous) {
      const gap = (Date.parse(leg.startTime) - Date.parse(previous.endTime)) / 1000;
      if (gap > MIN_WAITING_SECONDS) {
        steps.push({ kind: 'wait', startTime: previous.endTime, endTime: leg.startTime, duration: gap });
      }
    }
    steps.push({
      kind: 'leg',
      leg,
      index,
      startTime: leg.startTime,
      endTime: leg.endTime,
      duration: leg.duration,
    });
  });
  return steps;
}

/**
 * Columns per step, in proportion to their durations, adding up to `columns`. Every step gets at least one
 * column so that a short walk stays visible; the columns left are shared out by the largest remainder, so
 * rounding never makes the bar longer or shorter than the row. With more steps than columns each gets one.
 */
export function columnSpans(durations: readonly number[], columns: number = SUMMARY_COLUMNS): number[] {
  const count = durations.length;
  if (count === 0) return [];
  if (count >= columns) return durations.map(() => 1);
  const weights = durations.map((duration) => Math.max(0, duration));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  // Without any duration to go by, the steps share the row evenly.
  const shares = total > 0 ? weights.map((weight) => weight / total) : weights.map(() => 1 / count);
  // One column each first; the rest in proportion to what each step's share asks beyond that one column.
  const spare = columns - count;
  const wanted = shares.map((share) => Math.max(0, share * columns - 1));
  const wantedTotal = wanted.reduce((sum, want) => sum + want, 0);
  const exact = wanted.map((want) => (wantedTotal > 0 ? (want / wantedTotal) * spare : spare / count));
  const spans = exact.map((value) => 1 + Math.floor(value));
  let left = columns - spans.reduce((sum, span) => sum + span, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    spans[index]! += 1;
    left -= 1;
  }
  return spans;
}

/** One segment of the summary bar: the step, its columns, and whether its mode is named. */
export interface SummarySegment {
  step: ItineraryStep;
  mode: string;
  columns: number;
  shown: boolean;
}

/** The summary bar of an itinerary: its steps (waits included), each with its share of the 12 columns. */
export function summaryOf(legs: readonly Leg[]): SummarySegment[] {
  const steps = stepsOf(legs);
  const spans = columnSpans(steps.map((step) => step.duration));
  return steps.map((step, index) => ({
    step,
    mode: modeOf(step),
    columns: spans[index]!,
    shown: isShownMode(modeOf(step)),
  }));
}
