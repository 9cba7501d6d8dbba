import { describe, expect, it } from 'vitest';
import { charityProgress } from './progress';

describe('charity progress (spec 001 §2.11)', () => {
  it('rounds the percentage up', () => {
    expect(charityProgress({ donatedAmount: 1, goalAmount: 300 })).toEqual({
      percent: 1,
      ring: 1,
      labelOffset: 1,
      remaining: 299,
      extra: 0,
    });
    expect(charityProgress({ donatedAmount: 101, goalAmount: 200 }).percent).toBe(51);
  });

  it('caps the ring at 100 and the label offset at 90, and counts the extra beyond the goal', () => {
    expect(charityProgress({ donatedAmount: 95, goalAmount: 100 }).labelOffset).toBe(90);
    expect(charityProgress({ donatedAmount: 150, goalAmount: 100 })).toEqual({
      percent: 150,
      ring: 100,
      labelOffset: 90,
      remaining: 0,
      extra: 50,
    });
  });
});
