import { testBooking, testRide } from '../../../test/fakeRides';

/**
 * Test data the driver's answer pages (confirm, rejected) share: a finished ride whose one booking was
 * confirmed and paid, so there is nothing left to answer for. Tests only; the app never imports it.
 */
export function settledRide() {
  return testRide({
    state: 'COMPLETED',
    bookings: [testBooking({ confirmed: true, paymentState: 'PAID' })],
  });
}
