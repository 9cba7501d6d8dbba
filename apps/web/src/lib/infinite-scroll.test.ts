import { afterEach, describe, expect, it, vi } from 'vitest';
import { scrolledFarEnough, throttled } from './infinite-scroll';

describe('when to load more', () => {
  it('asks for more once the bottom of the screen passes 66 % of the page', () => {
    // Page of 3000 px, screen of 800 px: 66 % is at 1980 px, so from a scroll position of 1180.
    expect(scrolledFarEnough(0, 800, 3000)).toBe(false);
    expect(scrolledFarEnough(1170, 800, 3000)).toBe(false);
    expect(scrolledFarEnough(1180, 800, 3000)).toBe(true);
  });

  it('asks for more when the page does not fill the screen', () => {
    expect(scrolledFarEnough(0, 800, 600)).toBe(true);
  });
});

describe('throttled', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs at once, then at most once per interval, with the last call at the end', () => {
    vi.useFakeTimers();
    const action = vi.fn();
    const handler = throttled(action, 500);

    handler.run();
    expect(action).toHaveBeenCalledTimes(1);
    handler.run();
    handler.run();
    vi.advanceTimersByTime(499);
    expect(action).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(action).toHaveBeenCalledTimes(2);

    vi.advanceTimersByTime(2000);
    handler.run();
    expect(action).toHaveBeenCalledTimes(3);
  });

  it('forgets a waiting call when cancelled', () => {
    vi.useFakeTimers();
    const action = vi.fn();
    const handler = throttled(action, 500);
    handler.run();
    handler.run();
    handler.cancel();
    vi.advanceTimersByTime(1000);
    expect(action).toHaveBeenCalledTimes(1);
  });
});
