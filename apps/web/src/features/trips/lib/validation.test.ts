import { describe, expect, it } from 'vitest';
import { testTrip, tripAfterTravel } from '../../../test/fakeTrips';
import { awaitsPassengerAnswer, reviewedLegOf, tripIdOf, validationOf } from './validation';

describe('where a trip stands after travel', () => {
  it('waits for the passenger first, then for the driver', () => {
    const both = tripAfterTravel({ confirmationRequested: true, confirmationByProviderRequested: true });
    expect(validationOf(both)).toEqual({ kind: 'awaitingPassenger' });
    expect(awaitsPassengerAnswer(both)).toBe(true);
    const driver = tripAfterTravel({
      confirmed: false,
      confirmationReason: 'NO_SHOW',
      confirmationRequested: false,
      confirmationByProviderRequested: true,
    });
    expect(validationOf(driver)).toEqual({ kind: 'awaitingDriver', answer: false });
    expect(awaitsPassengerAnswer(driver)).toBe(false);
  });

  it('is disputed when the passenger said no and the driver yes', () => {
    const trip = tripAfterTravel({
      confirmed: false,
      confirmedByProvider: true,
      confirmationRequested: false,
      confirmationByProviderRequested: false,
    });
    expect(validationOf(trip)).toEqual({ kind: 'disputed' });
  });

  it('is paid or released once decided', () => {
    expect(validationOf(tripAfterTravel({ paymentState: 'PAID' }, 'COMPLETED'))).toEqual({ kind: 'paid' });
    expect(validationOf(tripAfterTravel({ paymentState: 'CANCELLED' }, 'COMPLETED'))).toEqual({
      kind: 'released',
    });
  });

  it('has nothing to confirm before travel or without a shared leg', () => {
    expect(validationOf(testTrip())).toEqual({ kind: 'none' });
    const walkOnly = testTrip({ state: 'VALIDATING' });
    walkOnly.itinerary = { ...walkOnly.itinerary, legs: [walkOnly.itinerary.legs[0]!] };
    expect(validationOf(walkOnly)).toEqual({ kind: 'none' });
  });

  it('reviews the driver of the shared leg', () => {
    expect(reviewedLegOf(testTrip())?.driverName).toBe('Henk Lubbers');
  });
});

describe('the trip in a path', () => {
  it('takes a number or a trip reference', () => {
    expect(tripIdOf('7')).toBe(7);
    expect(tripIdOf('urn:nb:pn:trip:7')).toBe(7);
    expect(tripIdOf('urn:nb:rs:ride:7')).toBeNaN();
    expect(tripIdOf('abc')).toBeNaN();
    expect(tripIdOf(undefined)).toBeNaN();
  });
});
