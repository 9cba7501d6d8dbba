import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import {
  bookingFailureOf,
  cancelRefusalOf,
  departureHasPassed,
  isCancellable,
  shortPlace,
  splitName,
} from './trip';

describe('booking rules', () => {
  it('refuses an itinerary whose departure has come', () => {
    const now = Date.parse('2026-11-24T07:30:00+01:00');
    expect(departureHasPassed({ departureTime: '2026-11-24T07:30:00+01:00' }, now)).toBe(true);
    expect(departureHasPassed({ departureTime: '2026-11-24T07:29:00+01:00' }, now)).toBe(true);
    expect(departureHasPassed({ departureTime: '2026-11-24T07:31:00+01:00' }, now)).toBe(false);
  });

  it('tells too few credits, a refusal in the server’s words, and anything else apart', () => {
    expect(bookingFailureOf(new ApiError(402, 'Insufficient credits'))).toEqual({
      kind: 'insufficientCredits',
    });
    expect(bookingFailureOf(new ApiError(409, 'Deze rit is inmiddels vol.'))).toEqual({
      kind: 'refused',
      message: 'Deze rit is inmiddels vol.',
    });
    expect(bookingFailureOf(new ApiError(422, 'De vertrektijd van deze rit is al verstreken'))).toMatchObject(
      {
        kind: 'refused',
      },
    );
    expect(bookingFailureOf(new ApiError(500, 'Internal'))).toEqual({ kind: 'failed' });
    expect(bookingFailureOf(new Error('offline'))).toEqual({ kind: 'failed' });
  });

  it('lets a trip be cancelled only before it starts', () => {
    expect(['PLANNING', 'BOOKING', 'SCHEDULED'].every((state) => isCancellable(state as never))).toBe(true);
    expect(isCancellable('IN_TRANSIT')).toBe(false);
    expect(isCancellable('CANCELLED')).toBe(false);
    expect(cancelRefusalOf(new ApiError(422, 'Deze rit kan niet meer geannuleerd worden.'))).toBe(
      'Deze rit kan niet meer geannuleerd worden.',
    );
    expect(cancelRefusalOf(new ApiError(500, 'Internal'))).toBeUndefined();
  });

  it('shortens places and splits a driver’s name', () => {
    expect(shortPlace('Winterswijk, Markt')).toBe('Winterswijk');
    expect(splitName('Marieke ter Horst')).toEqual({ givenName: 'Marieke', familyName: 'ter Horst' });
  });
});
