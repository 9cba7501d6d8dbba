import { describe, expect, it } from 'vitest';
import { buildDemoFeed } from '../../src/demo/demo-feed.js';
import { decodePolyline } from '../../src/geo/polyline.js';
import {
  MultimodalPlanner,
  TRANSFER_BUFFER_SECONDS,
  type MultimodalQuery,
} from '../../src/multimodal/multimodal-planner.js';
import { itineraryScore } from '../../src/multimodal/ranking.js';
import { EstimatedRoadRouter } from '../../src/roads/estimated-road-router.js';
import type { ActiveRide, NamedPlace } from '../../src/rideshare/types.js';
import { buildTimetable } from '../../src/transit/timetable.js';
import { TransitRouter } from '../../src/transit/router.js';
import { defaultQuestion } from '../app-defaults.js';

const transit = new TransitRouter(buildTimetable(buildDemoFeed()).timetable);
const roads = new EstimatedRoadRouter();
const planner = new MultimodalPlanner(transit, roads);

// Halle (a village between Zelhem and Lichtenvoorde) has no stop within walking distance in the demo region.
const halle: NamedPlace = { label: 'Halle, Dorpsstraat', lat: 51.9905, lon: 6.4195 };
const arnhem: NamedPlace = { label: 'Arnhem, Centrum', lat: 51.9845, lon: 5.9035 };
const doetinchemStation: NamedPlace = { label: 'Station Doetinchem', lat: 51.958362, lon: 6.294481 };
const at = (hhmm: string) => Date.parse(`2026-11-24T${hhmm}:00+01:00`);

function ride(extra: Partial<ActiveRide>): ActiveRide {
  const departureTime = extra.departureTime ?? at('07:30');
  const origin = extra.origin ?? halle;
  const destination = extra.destination ?? doetinchemStation;
  return {
    rideRef: 'urn:nb:rs:ride:7',
    driver: { id: 'marieke', name: 'Marieke ter Horst' },
    car: { name: 'Volkswagen Golf', licensePlate: 'GV-123-X', co2GramsPerKm: 120 },
    origin,
    destination,
    departureTime,
    arrivalTime: departureTime + roads.driveCost(origin, destination).seconds * 1000,
    arrivalTimePinned: false,
    maxDetourMeters: 10_000,
    maxDetourSeconds: 15 * 60,
    seats: 3,
    bookings: [],
    stops: [],
    ...extra,
  };
}

function query(extra: Partial<MultimodalQuery>): MultimodalQuery {
  const time = extra.time ?? at('07:20');
  return { ...defaultQuestion(halle, arnhem, time), ...extra };
}

const modes = (legs: { traverseMode: string }[]) =>
  legs.map((l) => l.traverseMode).filter((m) => m !== 'WALK');

describe('MultimodalPlanner', () => {
  it('offers a ride to a station and the train on from there (first leg)', () => {
    const found = planner.plan(query({}), [ride({})]);
    const combined = found.find((i) => modes(i.legs)[0] === 'RIDESHARE' && modes(i.legs).includes('RAIL'));
    expect(combined).toBeDefined();
    const car = combined!.legs[0]!;
    expect(car.from.label).toBe('Halle, Dorpsstraat');
    expect(car.to.stopId).toBeDefined();
    expect(car.rideshare).toMatchObject({ driverName: 'Marieke ter Horst', vehicleLicensePlate: 'GV-123-X' });
    expect(car.fareInCredits).toBeGreaterThanOrEqual(1);
    const firstTransit = combined!.legs.find((l) => l.traverseMode === 'RAIL' || l.traverseMode === 'BUS')!;
    expect(firstTransit.startTime - car.endTime).toBeGreaterThanOrEqual(TRANSFER_BUFFER_SECONDS * 1000);
    expect(combined!.fareInCredits).toBe(car.fareInCredits);
    // The car's CO₂ is shared by driver and passenger; the train emits none.
    expect(car.co2GramsPerKm).toBe(60);
    expect(combined!.averageCo2GramsPerKm).toBeLessThan(60);
    // The ride goes no further than Doetinchem, so it cannot take the traveller to Arnhem itself.
    expect(found.some((i) => modes(i.legs).join() === 'RIDESHARE')).toBe(false);
  });

  it('leaves the first-leg ride out when the traveller switched it off', () => {
    const found = planner.plan(query({ firstLegRideshare: false }), [ride({})]);
    expect(found.some((i) => modes(i.legs).includes('RIDESHARE'))).toBe(false);
    expect(
      planner.plan(query({ rideshare: false }), [ride({})]).some((i) => modes(i.legs).includes('RIDESHARE')),
    ).toBe(false);
  });

  it('offers the train to a station and a ride home from there (last leg), only when switched on', () => {
    const home = ride({
      origin: doetinchemStation,
      destination: { label: 'Lichtenvoorde', lat: 51.9867, lon: 6.5667 },
      departureTime: at('09:00'),
    });
    const q = query({ from: arnhem, to: halle, time: at('07:30') });
    const found = planner.plan(q, [home]);
    const combined = found.find(
      (i) => modes(i.legs).at(-1) === 'RIDESHARE' && modes(i.legs).includes('RAIL'),
    );
    expect(combined).toBeDefined();
    const car = combined!.legs.at(-1)!;
    expect(car.to.label).toBe('Halle, Dorpsstraat');
    const lastTransit = combined!.legs
      .filter((l) => l.traverseMode === 'RAIL' || l.traverseMode === 'BUS')
      .at(-1)!;
    expect(car.startTime - lastTransit.endTime).toBeGreaterThanOrEqual(TRANSFER_BUFFER_SECONDS * 1000);
    expect(
      planner
        .plan({ ...q, lastLegRideshare: false }, [home])
        .some((i) => modes(i.legs).includes('RIDESHARE')),
    ).toBe(false);
  });

  it('plans first legs for arrive-by questions too, the ride ending before the train leaves', () => {
    const found = planner.plan(
      query({
        time: at('09:30'),
        arriveBy: true,
        earliestDeparture: at('06:30'),
        latestArrival: at('09:30'),
      }),
      [ride({})],
    );
    const combined = found.find((i) => modes(i.legs)[0] === 'RIDESHARE' && modes(i.legs).includes('RAIL'));
    expect(combined).toBeDefined();
    expect(combined!.arrivalTime).toBeLessThanOrEqual(at('09:30'));
  });

  it('offers the ride door to door when it passes both places, and scores every itinerary best first', () => {
    // A ride Halle → Arnhem: the direct option, next to the train combinations.
    const direct = ride({
      destination: { label: 'Arnhem', lat: 51.985, lon: 5.899 },
      departureTime: at('07:40'),
    });
    const found = planner.plan(query({}), [direct]);
    const door = found.find((i) => modes(i.legs).join() === 'RIDESHARE');
    expect(door).toBeDefined();
    expect(door!.legs[0]!.from.label).toBe('Halle, Dorpsstraat');
    expect(door!.legs[0]!.to.label).toBe('Arnhem, Centrum');
    // The drawn geometry of a chosen ride (straight lines in the estimated model, but the driven order).
    expect(decodePolyline(door!.legs[0]!.legGeometry.points).length).toBeGreaterThanOrEqual(2);
    for (let i = 1; i < found.length; i++)
      expect(found[i - 1]!.score).toBeGreaterThanOrEqual(found[i]!.score);
    for (const itinerary of found)
      expect(itinerary.score).toBeCloseTo(itineraryScore(itinerary, at('07:20'), false), 6);
  });

  it('does not offer a driver their own ride', () => {
    const found = planner.plan(query({ travellerId: 'marieke' }), [ride({})]);
    expect(found.some((i) => modes(i.legs).includes('RIDESHARE'))).toBe(false);
  });
});
