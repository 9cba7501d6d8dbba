import { describe, expect, it } from 'vitest';
import { testBooking, testRide } from '../../../test/fakeRides';
import { tripAfterTravel } from '../../../test/fakeTrips';
import { rideWithPassenger, tripWithDriver } from './sharedTravel';

describe('travelling together', () => {
  it('finds the latest completed trip this person drove, unless its fare went back', () => {
    const paid = tripAfterTravel({ driverId: 'henk-1', paymentState: 'PAID' }, 'COMPLETED');
    const released = tripAfterTravel({ driverId: 'henk-1', paymentState: 'CANCELLED' }, 'COMPLETED');
    expect(tripWithDriver([released, paid], 'henk-1')).toBe(paid);
    expect(tripWithDriver([released], 'henk-1')).toBeUndefined();
    expect(tripWithDriver([paid], 'someone-else')).toBeUndefined();
  });

  it('finds the latest completed ride this person rode along on with a kept booking', () => {
    const henk = { managedIdentity: 'henk-1' };
    const rode = testRide({ bookings: [testBooking({ passenger: henk, paymentState: 'PAID' })] });
    const cancelled = testRide({ bookings: [testBooking({ passenger: henk, state: 'CANCELLED' })] });
    const givenBack = testRide({ bookings: [testBooking({ passenger: henk, paymentState: 'CANCELLED' })] });
    expect(rideWithPassenger([cancelled, givenBack, rode], 'henk-1')).toBe(rode);
    expect(rideWithPassenger([cancelled, givenBack], 'henk-1')).toBeUndefined();
  });
});
