import { describe, expect, it } from 'vitest';
import { manualClock } from '../../../platform/clock.js';
import { ddmmyyyy, onDay, onDayAt } from './message-helpers.js';

describe('dates in system messages', () => {
  const ctx = { clock: manualClock('2026-11-27T12:00:00Z') };
  // Monday 30 November 2026, 07:30 in Amsterdam (winter time, UTC+1).
  const departure = new Date('2026-11-30T06:30:00Z');

  it('read as a sentence, the weekday and month written out, as in the app', () => {
    expect(onDay(ctx, departure)).toBe('maandag 30 november');
    expect(onDayAt(ctx, departure)).toBe('maandag 30 november om 07:30');
  });

  it('name the year only when it is not the year of the app clock', () => {
    expect(onDayAt(ctx, new Date('2027-01-04T09:15:00Z'))).toBe('maandag 4 januari 2027 om 10:15');
  });

  it('keep DD-MM-YYYY for topics, which the inbox lists like a table', () => {
    expect(ddmmyyyy(departure)).toBe('30-11-2026');
  });
});
