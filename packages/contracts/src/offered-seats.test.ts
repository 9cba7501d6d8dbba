import { describe, expect, it } from 'vitest';
import { offeredSeats } from './offered-seats';

describe('the seats a driver offers', () => {
  it('takes the preference, within the car besides the driver, and at least one', () => {
    expect(offeredSeats(3, 5)).toBe(3);
    expect(offeredSeats(3, 3)).toBe(2);
    expect(offeredSeats(3, 1)).toBe(1);
    expect(offeredSeats(3, null)).toBe(3);
    expect(offeredSeats(0, undefined)).toBe(1);
    expect(offeredSeats(20, undefined)).toBe(8);
  });
});
