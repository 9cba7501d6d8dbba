import { describe, expect, it } from 'vitest';
import { type LegProgress, legStateAt, nextProgressAt, tripStateOf } from './trip-progress-rules.js';

const MIN = 60_000;
const START = Date.parse('2026-11-27T07:30:00+01:00');
const END = START + 30 * MIN;

function leg(overrides: Partial<LegProgress> = {}): LegProgress {
  return {
    state: 'SCHEDULED',
    startTime: START,
    endTime: END,
    bookingRequired: false,
    booked: false,
    paymentDue: false,
    ...overrides,
  };
}

describe('legStateAt', () => {
  it('walks a leg through its states by the clock', () => {
    expect(legStateAt(leg(), START - 16 * MIN)).toBe('SCHEDULED');
    expect(legStateAt(leg(), START - 15 * MIN)).toBe('DEPARTING');
    expect(legStateAt(leg(), START)).toBe('IN_TRANSIT');
    expect(legStateAt(leg(), END)).toBe('ARRIVING');
    expect(legStateAt(leg(), END + 15 * MIN)).toBe('COMPLETED');
  });

  it('waits for the confirmations while a fare is due, and stays there', () => {
    const shared = leg({ bookingRequired: true, booked: true, paymentDue: true });
    expect(legStateAt(shared, END + 15 * MIN)).toBe('VALIDATING');
    expect(legStateAt({ ...shared, state: 'VALIDATING' }, END + 30 * 24 * 60 * MIN)).toBe('VALIDATING');
  });

  it('keeps a shared leg without its booking in BOOKING', () => {
    expect(legStateAt(leg({ bookingRequired: true, booked: false }), START - 60 * MIN)).toBe('BOOKING');
  });

  it('never goes back, and a cancelled leg stays cancelled', () => {
    expect(legStateAt(leg({ state: 'ARRIVING' }), START - 60 * MIN)).toBe('ARRIVING');
    expect(legStateAt(leg({ state: 'CANCELLED' }), END + 60 * MIN)).toBe('CANCELLED');
  });
});

describe('tripStateOf', () => {
  it('is cancelled when any leg is', () => {
    expect(tripStateOf(['SCHEDULED', 'CANCELLED'])).toBe('CANCELLED');
  });
  it('is held in BOOKING by a leg not booked yet', () => {
    expect(tripStateOf(['DEPARTING', 'BOOKING'])).toBe('BOOKING');
  });
  it('follows the furthest leg until one arrives', () => {
    expect(tripStateOf(['IN_TRANSIT', 'SCHEDULED'])).toBe('IN_TRANSIT');
    expect(tripStateOf(['DEPARTING', 'SCHEDULED'])).toBe('DEPARTING');
  });
  it('is in transit while a later leg has not started though an earlier one arrived', () => {
    expect(tripStateOf(['COMPLETED', 'SCHEDULED'])).toBe('IN_TRANSIT');
  });
  it('then follows the slowest leg', () => {
    expect(tripStateOf(['COMPLETED', 'ARRIVING'])).toBe('ARRIVING');
    expect(tripStateOf(['VALIDATING', 'COMPLETED'])).toBe('VALIDATING');
    expect(tripStateOf(['COMPLETED', 'COMPLETED'])).toBe('COMPLETED');
  });
});

describe('nextProgressAt', () => {
  const noReminder = { due: false, departureTime: START };
  it('is the next moment a leg changes state', () => {
    expect(nextProgressAt([leg()], START - 60 * MIN, noReminder)).toBe(START - 15 * MIN);
    expect(nextProgressAt([leg()], START - 15 * MIN, noReminder)).toBe(START);
    expect(nextProgressAt([leg()], END, noReminder)).toBe(END + 15 * MIN);
  });
  it('includes the reminder five minutes before departure while it is due', () => {
    const reminder = { due: true, departureTime: START };
    expect(nextProgressAt([leg()], START - 15 * MIN, reminder)).toBe(START - 5 * MIN);
  });
  it('has nothing to wait for once every leg is settled or cancelled', () => {
    expect(nextProgressAt([leg({ state: 'VALIDATING' })], END + 20 * MIN, noReminder)).toBeUndefined();
    expect(nextProgressAt([leg({ state: 'CANCELLED' })], START - 60 * MIN, noReminder)).toBeUndefined();
  });
});
