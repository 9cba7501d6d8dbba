import { describe, expect, it } from 'vitest';
import { haversineMeters } from '../../src/geo/distance.js';
import { bearingDifference } from '../../src/geo/bearing.js';
import { EstimatedRoadRouter } from '../../src/roads/estimated-road-router.js';
import { rideFareCredits } from '../../src/rideshare/fare.js';
import { STOP_SECONDS } from '../../src/rideshare/insertion.js';
import { mayMatch } from '../../src/rideshare/prefilter.js';
import { RideMatcher } from '../../src/rideshare/ride-matcher.js';
import {
  NEW_BOOKING,
  type ActiveRide,
  type NamedPlace,
  type RideRequest,
} from '../../src/rideshare/types.js';
import { defaultRidePreferences } from '../app-defaults.js';

// Places along the road Winterswijk – Aalten – Varsseveld – Doetinchem, and some off it.
const winterswijk: NamedPlace = { label: 'Winterswijk', lat: 51.9726, lon: 6.7196 };
const aalten: NamedPlace = { label: 'Aalten', lat: 51.9251, lon: 6.5808 };
const varsseveld: NamedPlace = { label: 'Varsseveld', lat: 51.9433, lon: 6.4589 };
const doetinchem: NamedPlace = { label: 'Doetinchem', lat: 51.9653, lon: 6.2886 };
const lichtenvoorde: NamedPlace = { label: 'Lichtenvoorde', lat: 51.9867, lon: 6.5672 };
const groenlo: NamedPlace = { label: 'Groenlo', lat: 52.0417, lon: 6.6139 };

const roads = new EstimatedRoadRouter();
const at = (hhmm: string) => Date.parse(`2026-11-24T${hhmm}:00+01:00`);
const drive = (a: NamedPlace, b: NamedPlace) => roads.driveCost(a, b);

function ride(extra: Partial<ActiveRide> = {}): ActiveRide {
  const direct = drive(winterswijk, doetinchem);
  return {
    rideRef: 'urn:nb:rs:ride:1',
    driver: { id: 'henk', name: 'Henk Lubbers' },
    car: { name: 'Toyota Yaris', licensePlate: 'AB-123-C' },
    origin: winterswijk,
    destination: doetinchem,
    departureTime: at('08:00'),
    arrivalTime: at('08:00') + direct.seconds * 1000,
    ...defaultRidePreferences(),
    ...extra,
  };
}

function request(extra: Partial<RideRequest> = {}): RideRequest {
  return {
    pickup: aalten,
    dropOff: varsseveld,
    earliestDeparture: at('07:30'),
    latestArrival: at('10:00'),
    seats: 1,
    ...extra,
  };
}

const match = (r: ActiveRide, q: RideRequest) => new RideMatcher(roads).match([r], q);

describe('ride insertion', () => {
  it('takes a passenger along the way, with times, distance, detour and fare', () => {
    const [found] = match(ride(), request());
    expect(found).toBeDefined();
    expect(found!.stops.map((s) => s.kind)).toEqual(['origin', 'pickup', 'dropOff', 'destination']);
    const toPickup = drive(winterswijk, aalten);
    expect(found!.passenger.pickupTime).toBe(at('08:00') + toPickup.seconds * 1000);
    const leg = drive(aalten, varsseveld);
    expect(found!.passenger.meters).toBeCloseTo(leg.meters, 6);
    expect(found!.passenger.dropOffTime).toBe(
      found!.passenger.pickupTime + (STOP_SECONDS + leg.seconds) * 1000,
    );
    expect(found!.fareInCredits).toBe(Math.round(leg.meters / 1000));
    const via = toPickup.meters + leg.meters + drive(varsseveld, doetinchem).meters;
    expect(found!.detour.meters).toBeCloseTo(via - drive(winterswijk, doetinchem).meters, 6);
    expect(found!.route.departureTime).toBe(at('08:00'));
    expect(found!.estimated).toBe(true);
  });

  it('rejects on the detour metres alone', () => {
    // Groenlo is 7 km north of the line: within the time limit, not within 5 km extra driving.
    const q = request({ pickup: groenlo, dropOff: doetinchem });
    expect(match(ride({ maxDetourMeters: 30_000, maxDetourSeconds: 3600 }), q)).toHaveLength(1);
    expect(match(ride({ maxDetourMeters: 5_000, maxDetourSeconds: 3600 }), q)).toHaveLength(0);
  });

  it('rejects on the detour seconds alone', () => {
    const q = request({ pickup: groenlo, dropOff: doetinchem });
    expect(match(ride({ maxDetourMeters: 100_000, maxDetourSeconds: 60 * 60 }), q)).toHaveLength(1);
    expect(match(ride({ maxDetourMeters: 100_000, maxDetourSeconds: 5 * 60 }), q)).toHaveLength(0);
  });

  it('rejects on the seats alone', () => {
    expect(match(ride({ seats: 2 }), request({ seats: 2 }))).toHaveLength(1);
    expect(match(ride({ seats: 2 }), request({ seats: 3 }))).toHaveLength(0);
  });

  it('rejects on the time window alone, for departing and for pinned arrival rides', () => {
    // The car reaches Varsseveld around 08:30.
    expect(match(ride(), request({ latestArrival: at('08:45') }))).toHaveLength(1);
    expect(match(ride(), request({ latestArrival: at('08:20') }))).toHaveLength(0);
    // A passenger who cannot leave before 08:40: the car would have to wait 25 minutes, over the limit.
    expect(match(ride(), request({ earliestDeparture: at('08:40') }))).toHaveLength(0);
    expect(match(ride({ maxDetourSeconds: 3600 }), request({ earliestDeparture: at('08:40') }))).toHaveLength(
      1,
    );
    const pinned = ride({ arrivalTimePinned: true, departureTime: at('08:00'), arrivalTime: at('09:00') });
    const [late] = match(pinned, request());
    expect(late!.route.arrivalTime).toBe(at('09:00'));
    expect(late!.route.departureTime).toBeLessThan(
      at('09:00') - drive(winterswijk, doetinchem).seconds * 1000,
    );
    // Picked up no earlier than 08:50 would mean arriving in Doetinchem after 09:00.
    expect(match(pinned, request({ earliestDeparture: at('08:50') }))).toHaveLength(0);
  });

  it('rejects on the direction alone, with the bearing wrapping at 360°', () => {
    // Doetinchem → Winterswijk is the opposite way of the ride; both ends are inside the ellipse.
    const backwards = request({ pickup: varsseveld, dropOff: aalten });
    expect(mayMatch(ride(), backwards)).toBe(false);
    expect(match(ride({ maxDetourMeters: 100_000, maxDetourSeconds: 7200 }), backwards)).toHaveLength(0);
    expect(bearingDifference(350, 10)).toBe(20);
    expect(bearingDifference(10, 350)).toBe(20);
    expect(bearingDifference(90, 270)).toBe(180);
    // A ride due north and a passenger going slightly west of north: 20° apart across 0°.
    const north = ride({
      origin: { label: 'Aalten', lat: 51.9251, lon: 6.5808 },
      destination: { label: 'Noord', lat: 52.1, lon: 6.5808 },
      arrivalTime: at('09:00'),
    });
    const northWest = request({
      pickup: { label: 'a', lat: 51.95, lon: 6.585 },
      dropOff: { label: 'b', lat: 52.05, lon: 6.55 },
    });
    expect(mayMatch(north, northWest)).toBe(true);
  });

  it('uses the ellipse with half the detour on the semi-major axis', () => {
    const r = ride({ maxDetourMeters: 4000 });
    const direct = haversineMeters(winterswijk.lat, winterswijk.lon, doetinchem.lat, doetinchem.lon);
    const straightExtra = (p: NamedPlace) =>
      haversineMeters(winterswijk.lat, winterswijk.lon, p.lat, p.lon) +
      haversineMeters(p.lat, p.lon, doetinchem.lat, doetinchem.lon) -
      direct;
    // Groenlo lies more than 4 km of straight-line detour off the line; Lichtenvoorde and Aalten less.
    expect(straightExtra(groenlo)).toBeGreaterThan(4000);
    expect(straightExtra(lichtenvoorde)).toBeLessThan(4000);
    expect(straightExtra(aalten)).toBeLessThan(4000);
    expect(mayMatch(r, request({ pickup: groenlo }))).toBe(false);
    expect(mayMatch(r, request({ pickup: lichtenvoorde }))).toBe(true);
    expect(mayMatch(r, request())).toBe(true);
  });

  it('never matches the driver with their own ride', () => {
    expect(match(ride(), request({ travellerId: 'henk' }))).toHaveLength(0);
  });

  it('fits a second passenger or not depending on the first one’s stops', () => {
    const first = {
      bookingId: 'b1',
      seats: 2,
      pickup: aalten,
      dropOff: varsseveld,
      earliestDeparture: at('07:30'),
      latestArrival: at('10:00'),
    };
    const booked = ride({
      seats: 3,
      bookings: [first],
      stops: [
        { kind: 'pickup', bookingId: 'b1' },
        { kind: 'dropOff', bookingId: 'b1' },
      ],
    });
    // Two more seats while the first passenger (two seats) is on board: too many for three seats…
    expect(match(booked, request({ seats: 2 }))).toHaveLength(0);
    // …but after Varsseveld the car is empty again: Varsseveld → Doetinchem fits.
    const [after] = match(booked, request({ seats: 2, pickup: varsseveld, dropOff: doetinchem }));
    expect(after).toBeDefined();
    expect(after!.stops.map((s) => `${s.kind}:${s.bookingId ?? ''}`)).toEqual([
      'origin:',
      'pickup:b1',
      'dropOff:b1',
      `pickup:${NEW_BOOKING}`,
      `dropOff:${NEW_BOOKING}`,
      'destination:',
    ]);
    // One seat fits alongside, and the first passenger keeps their window.
    const [alongside] = match(booked, request({ seats: 1 }));
    expect(alongside).toBeDefined();
    // A first passenger who must be in Varsseveld by 08:35 leaves no room for a detour through Groenlo.
    const tight = ride({
      maxDetourMeters: 50_000,
      maxDetourSeconds: 3600,
      bookings: [{ ...first, seats: 1, latestArrival: at('08:35') }],
      stops: booked.stops,
    });
    const viaGroenlo = request({ pickup: groenlo, dropOff: doetinchem });
    expect(match({ ...tight, bookings: [{ ...first, seats: 1 }] }, viaGroenlo)).toHaveLength(1);
    expect(match(tight, viaGroenlo)).toHaveLength(0);
  });
});

describe('ride fare', () => {
  it('is one credit per km of the passenger’s leg, rounded, at least one', () => {
    expect(rideFareCredits(400)).toBe(1);
    expect(rideFareCredits(1500)).toBe(2);
    expect(rideFareCredits(12_500)).toBe(13);
    expect(rideFareCredits(12_499)).toBe(12);
  });
});
