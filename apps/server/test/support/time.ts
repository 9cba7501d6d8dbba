// Spans of time in milliseconds, as the tests move their clocks.

export const MIN = 60_000;
export const HOUR = 60 * MIN;
export const DAY = 24 * HOUR;
