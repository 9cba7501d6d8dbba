import { describe, expect, it } from 'vitest';
import { testBooking, testRide } from '../../../test/fakeRides';
import { bookingValidation, bookingsAwaitingDriver } from './validation';

const booking = testBooking;
const validating = testRide({ state: 'VALIDATING' });

describe('where a booking stands after the ride (spec 000 §4 Ride validation)', () => {
  it('waits for the driver while their answer is missing', () => {
    expect(bookingValidation(validating, booking())).toBe('driver');
  });

  it('waits for the passenger once the driver answered, yes or no', () => {
    expect(bookingValidation(validating, booking({ confirmed: true }))).toBe('passenger');
    expect(bookingValidation(validating, booking({ confirmed: false, confirmationReason: 'NO_SHOW' }))).toBe(
      'passenger',
    );
  });

  it('is disputed when the driver says yes and the passenger no', () => {
    expect(bookingValidation(validating, booking({ confirmed: true, confirmedByPassenger: false }))).toBe(
      'disputed',
    );
  });

  it('is settled once the fare was paid or given back', () => {
    const completed = testRide({ state: 'COMPLETED' });
    expect(bookingValidation(completed, booking({ confirmed: true, paymentState: 'PAID' }))).toBe('settled');
    expect(bookingValidation(completed, booking({ confirmed: false, paymentState: 'CANCELLED' }))).toBe(
      'settled',
    );
  });

  it('asks nothing before the ride ended, nor for a cancelled booking', () => {
    expect(bookingValidation(testRide(), booking())).toBe('none');
    expect(bookingValidation(validating, booking({ state: 'CANCELLED' }))).toBe('none');
  });

  it('lists only the bookings that wait for the driver', () => {
    const ride = testRide({
      state: 'VALIDATING',
      bookings: [booking(), booking({ id: 4, confirmed: true }), booking({ id: 5, state: 'CANCELLED' })],
    });
    expect(bookingsAwaitingDriver(ride).map((each) => each.id)).toEqual([3]);
  });
});
