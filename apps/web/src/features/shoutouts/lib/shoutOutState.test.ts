import { describe, expect, it } from 'vitest';
import { nl } from '../../../i18n/nl';
import { rideshareLeg, testItinerary, testLeg } from '../../../test/fakePlans';
import { testOffer, testShoutOut } from '../../../test/fakeShoutOuts';
import {
  BANNER_KEYS,
  canAcceptOffer,
  canCancelShoutOut,
  canOffer,
  isClosed,
  isExpired,
  isOfferCancelled,
  shoutOutStatus,
} from './shoutOutState';

// The shout-out's latest arrival is Sunday 29 November 2026, 19:40 (Amsterdam).
const BEFORE = Date.parse('2026-11-25T10:00:00+01:00');
const AFTER = Date.parse('2026-11-29T19:41:00+01:00');

/** An offer of two legs (a walk to the pickup, then the ride), only the walk cancelled. */
const partlyCancelled = testItinerary(9, [
  testLeg('2026-11-29T18:50:00+01:00', '2026-11-29T19:00:00+01:00', { state: 'CANCELLED' }),
  rideshareLeg('2026-11-29T19:00:00+01:00', '2026-11-29T19:40:00+01:00', {
    bookingRef: 'urn:nb:rs:booking:9',
  }),
]);

describe('isOfferCancelled', () => {
  it('is cancelled for the passenger as soon as any leg is, for the driver only when all are', () => {
    expect(isOfferCancelled(partlyCancelled, 'passenger')).toBe(true);
    expect(isOfferCancelled(partlyCancelled, 'driver')).toBe(false);
    expect(isOfferCancelled(testOffer(1, {}, 'CANCELLED'), 'driver')).toBe(true);
    expect(isOfferCancelled(testOffer(1), 'passenger')).toBe(false);
  });

  it('does not count an offer without legs as cancelled', () => {
    expect(isOfferCancelled(testOffer(1, { legs: [] }), 'passenger')).toBe(false);
  });
});

describe('isClosed and isExpired', () => {
  it('closes a shout-out once it is filled or cancelled', () => {
    expect(isClosed(testShoutOut())).toBe(false);
    expect(isClosed(testShoutOut({ planState: 'FINAL' }))).toBe(true);
    expect(isClosed(testShoutOut({ planState: 'CANCELLED' }))).toBe(true);
  });

  it('expires a shout-out once its latest arrival has passed', () => {
    expect(isExpired(testShoutOut(), BEFORE)).toBe(false);
    expect(isExpired(testShoutOut(), AFTER)).toBe(true);
  });
});

describe('shoutOutStatus', () => {
  it('is open while open and to come, expired once the latest arrival has passed', () => {
    expect(shoutOutStatus(testShoutOut(), BEFORE, 'passenger')).toBe('open');
    expect(shoutOutStatus(testShoutOut(), AFTER, 'passenger')).toBe('expired');
  });

  it('is cancelled when cancelled, even past its time', () => {
    expect(shoutOutStatus(testShoutOut({ planState: 'CANCELLED' }), AFTER, 'passenger')).toBe('cancelled');
  });

  it('is filled when FINAL with an offer that stands, and cancelled when none stands', () => {
    const filled = testShoutOut({
      planState: 'FINAL',
      itineraries: [testOffer(1, {}, 'CANCELLED'), testOffer(2)],
    });
    expect(shoutOutStatus(filled, BEFORE, 'passenger')).toBe('filled');
    expect(shoutOutStatus(filled, AFTER, 'driver')).toBe('filled');
    const withdrawn = testShoutOut({ planState: 'FINAL', itineraries: [testOffer(1, {}, 'CANCELLED')] });
    expect(shoutOutStatus(withdrawn, BEFORE, 'passenger')).toBe('cancelled');
    expect(shoutOutStatus(testShoutOut({ planState: 'FINAL' }), BEFORE, 'passenger')).toBe('cancelled');
  });

  it('judges a partly cancelled offer by the viewer', () => {
    const shoutOut = testShoutOut({ planState: 'FINAL', itineraries: [partlyCancelled] });
    expect(shoutOutStatus(shoutOut, BEFORE, 'passenger')).toBe('cancelled');
    expect(shoutOutStatus(shoutOut, BEFORE, 'driver')).toBe('filled');
  });

  it('has the spec’s banner text for every status but open', () => {
    expect(
      Object.fromEntries(
        Object.entries(BANNER_KEYS).map(([status, id]) => [status, nl[id as keyof typeof nl]]),
      ),
    ).toEqual({
      filled: 'Deze oproep is ingevuld',
      cancelled: 'Deze oproep is geannuleerd',
      expired: 'Deze oproep is verstreken',
    });
  });
});

describe('canAcceptOffer', () => {
  const offer = testOffer(1);
  const open = testShoutOut({ itineraries: [offer] });

  it('lets the passenger accept a chosen offer that stands on an open shout-out to come', () => {
    expect(canAcceptOffer(open, offer, BEFORE)).toBe(true);
  });

  it('refuses without a chosen offer, or a cancelled one', () => {
    expect(canAcceptOffer(open, undefined, BEFORE)).toBe(false);
    expect(canAcceptOffer(open, testOffer(2, {}, 'CANCELLED'), BEFORE)).toBe(false);
    expect(canAcceptOffer(open, partlyCancelled, BEFORE)).toBe(false);
  });

  it('refuses on a closed or past shout-out', () => {
    expect(canAcceptOffer({ ...open, planState: 'FINAL' }, offer, BEFORE)).toBe(false);
    expect(canAcceptOffer({ ...open, planState: 'CANCELLED' }, offer, BEFORE)).toBe(false);
    expect(canAcceptOffer(open, offer, AFTER)).toBe(false);
  });
});

describe('canCancelShoutOut', () => {
  it('is offered only while the shout-out is neither closed nor past', () => {
    expect(canCancelShoutOut(testShoutOut(), BEFORE)).toBe(true);
    expect(canCancelShoutOut(testShoutOut(), AFTER)).toBe(false);
    expect(canCancelShoutOut(testShoutOut({ planState: 'FINAL', itineraries: [testOffer(1)] }), BEFORE)).toBe(
      false,
    );
    expect(canCancelShoutOut(testShoutOut({ planState: 'CANCELLED' }), BEFORE)).toBe(false);
  });
});

describe('canOffer', () => {
  it('lets a driver with a car offer on an open shout-out to come', () => {
    expect(canOffer(testShoutOut(), BEFORE, true)).toBe(true);
  });

  it('needs a car', () => {
    expect(canOffer(testShoutOut(), BEFORE, false)).toBe(false);
  });

  it('refuses while an own offer still stands, and allows again once all are cancelled', () => {
    expect(canOffer(testShoutOut({ itineraries: [testOffer(1)] }), BEFORE, true)).toBe(false);
    expect(canOffer(testShoutOut({ itineraries: [testOffer(1, {}, 'CANCELLED')] }), BEFORE, true)).toBe(true);
    // The driver's offer stands until all its legs are cancelled.
    expect(canOffer(testShoutOut({ itineraries: [partlyCancelled] }), BEFORE, true)).toBe(false);
  });

  it('refuses on a closed or past shout-out', () => {
    expect(canOffer(testShoutOut({ planState: 'FINAL' }), BEFORE, true)).toBe(false);
    expect(canOffer(testShoutOut({ planState: 'CANCELLED' }), BEFORE, true)).toBe(false);
    expect(canOffer(testShoutOut(), AFTER, true)).toBe(false);
  });
});
