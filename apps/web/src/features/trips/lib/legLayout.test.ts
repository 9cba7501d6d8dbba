import { describe, expect, it } from 'vitest';
import { testLeg } from '../../../test/fakePlans';
import { columnSpans, isShownMode, stepsOf, summaryOf } from './legLayout';

const at = (time: string) => `2026-11-24T${time}:00+01:00`;

describe('the columns of the summary bar', () => {
  it('shares the 12 columns in proportion to the durations', () => {
    expect(columnSpans([600, 1200, 600])).toEqual([3, 6, 3]);
    expect(columnSpans([300, 2400, 300])).toEqual([1, 10, 1]);
  });

  it('always adds up to 12, rounding by the largest remainder', () => {
    for (const durations of [
      [100, 100, 100],
      [1, 2, 3, 4, 5],
      [7, 13, 29, 31, 3, 11, 60],
    ]) {
      expect(columnSpans(durations).reduce((sum, span) => sum + span, 0)).toBe(12);
    }
    expect(columnSpans([100, 100, 100, 100, 100])).toEqual([3, 3, 2, 2, 2]);
  });

  it('gives a very short step one column so that it stays visible', () => {
    expect(columnSpans([30, 3600])).toEqual([1, 11]);
    expect(columnSpans([0, 0, 3600])).toEqual([1, 1, 10]);
  });

  it('shares evenly without durations, and gives one column each when there are more steps than columns', () => {
    expect(columnSpans([0, 0, 0])).toEqual([4, 4, 4]);
    expect(columnSpans(Array.from({ length: 14 }, () => 60))).toEqual(Array.from({ length: 14 }, () => 1));
    expect(columnSpans([])).toEqual([]);
  });
});

describe('the steps of an itinerary', () => {
  it('inserts a wait where the next leg starts more than 60 seconds after the previous one ends', () => {
    const steps = stepsOf([
      testLeg(at('07:20'), at('07:25')),
      testLeg(at('07:30'), at('08:10'), { traverseMode: 'RIDESHARE' }),
      testLeg('2026-11-24T08:11:00+01:00', at('08:15')),
    ]);
    expect(
      steps.map((step) => (step.kind === 'wait' ? `wait ${step.duration}` : step.leg.traverseMode)),
    ).toEqual(['WALK', 'wait 300', 'RIDESHARE', 'WALK']);
  });

  it('inserts no wait for a gap of exactly a minute', () => {
    const steps = stepsOf([testLeg(at('07:20'), at('07:25')), testLeg(at('07:26'), at('07:30'))]);
    expect(steps.every((step) => step.kind === 'leg')).toBe(true);
  });

  it('names walk, rail, bus, bicycle and rideshare in the summary, and not subway, car, wait, finish or arrival', () => {
    for (const mode of ['WALK', 'RAIL', 'BUS', 'BICYCLE', 'RIDESHARE']) expect(isShownMode(mode)).toBe(true);
    for (const mode of ['SUBWAY', 'CAR', 'WAIT', 'FINISH', 'ARRIVAL']) expect(isShownMode(mode)).toBe(false);
  });

  it('makes a summary of the legs and waits, each with its columns and whether it is named', () => {
    const summary = summaryOf([
      testLeg(at('07:00'), at('07:10')),
      testLeg(at('07:20'), at('07:40'), { traverseMode: 'SUBWAY' }),
      testLeg(at('07:40'), at('08:00'), { traverseMode: 'BUS' }),
    ]);
    expect(summary.map(({ mode, columns, shown }) => ({ mode, columns, shown }))).toEqual([
      { mode: 'WALK', columns: 2, shown: true },
      { mode: 'WAIT', columns: 2, shown: false },
      { mode: 'SUBWAY', columns: 4, shown: false },
      { mode: 'BUS', columns: 4, shown: true },
    ]);
  });
});
