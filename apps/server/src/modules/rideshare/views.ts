import {
  bookingRef,
  carRef,
  rideRef,
  type Booking,
  type Car,
  type Recurrence,
  type Ride,
  type RideLeg,
  type RidePlace,
} from '@achterhoek/contracts';
import { isoInAmsterdam } from '../../platform/local-time.js';
import { fareStateIn, type FareState } from './fare-states.js';
import type { BookingRow, CarRow, RideRow, TemplateRow } from './repository/index.js';

const optional = <T>(value: T | null | undefined): T | undefined => value ?? undefined;

export function carView(row: CarRow): Car {
  return withoutUndefined({
    id: row.id,
    carRef: carRef(row.id),
    licensePlate: row.licensePlate,
    countryCode: 'NL' as const,
    brand: row.brand,
    model: row.model,
    type: optional(row.type),
    color: optional(row.color),
    color2: optional(row.color2),
    nrSeats: optional(row.nrSeats),
    nrDoors: optional(row.nrDoors),
    registrationYear: optional(row.registrationYear),
    co2Emission: optional(row.co2Emission),
  });
}

export function place(label: string, lat: number, lon: number): RidePlace {
  return { label, location: { type: 'Point', coordinates: [lon, lat] } };
}

/** A ride's or a booking's departure and arrival as the API shows times: Amsterdam local time with its offset. */
function travelTimesView(row: { departureTime: Date; arrivalTime: Date }) {
  return {
    departureTime: isoInAmsterdam(row.departureTime.getTime()),
    arrivalTime: isoInAmsterdam(row.arrivalTime.getTime()),
  };
}

/** A booking as the API shows it, with its fare's state as the planner answered it (null: left out). */
export function bookingView(row: BookingRow, fareState: FareState | null): Booking {
  return withoutUndefined({
    id: row.id,
    bookingRef: bookingRef(row.id),
    rideRef: rideRef(row.rideId),
    state: row.state,
    passenger: {
      managedIdentity: row.passengerId,
      givenName: row.passengerGivenName,
      familyName: row.passengerFamilyName,
    },
    pickup: place(row.pickupLabel, row.pickupLat, row.pickupLon),
    dropOff: place(row.dropOffLabel, row.dropOffLat, row.dropOffLon),
    ...travelTimesView(row),
    nrSeats: row.nrSeats,
    fareInCredits: row.fareCredits,
    passengerTripRef: optional(row.passengerTripRef),
    passengerTripPlanRef: optional(row.passengerTripPlanRef),
    cancelReason: optional(row.cancelReason),
    cancelledByDriver: optional(row.cancelledByDriver),
    confirmed: optional(row.confirmed),
    confirmationReason: optional(row.confirmationReason),
    confirmedByPassenger: optional(row.confirmedByPassenger),
    confirmationReasonByPassenger: optional(row.confirmationReasonByPassenger),
    paymentState: optional(fareState),
  });
}

export function recurrenceView(template: TemplateRow | undefined): Recurrence | undefined {
  if (!template) return undefined;
  return withoutUndefined({
    interval: template.interval as 1 | 2,
    unit: template.unit,
    daysOfWeekMask: optional(template.daysOfWeekMask),
    horizon: optional(template.horizon),
  });
}

/**
 * The ride as its driver sees it: the route's stretches between start, stops and end, with who rides
 * along on each. `visibleBookings` is every booking for the driver, only the passenger's own for them;
 * `fareStates` the state of each booking's fare, by booking id.
 */
export function rideView(
  row: RideRow,
  car: CarRow,
  template: TemplateRow | undefined,
  rideBookings: BookingRow[],
  fareStates: Map<number, FareState | null>,
  visibleBookings: BookingRow[] = rideBookings,
): Ride {
  return withoutUndefined({
    id: row.id,
    rideRef: rideRef(row.id),
    state: row.state,
    driver: {
      managedIdentity: row.driverId,
      givenName: row.driverGivenName,
      familyName: row.driverFamilyName,
    },
    carRef: carRef(car.id),
    car: withoutUndefined({
      brand: car.brand,
      model: car.model,
      licensePlate: car.licensePlate,
      nrSeats: optional(car.nrSeats),
      color: optional(car.color),
    }),
    ableToAssist: row.ableToAssist,
    luggageOptions: row.luggageOptions as Ride['luggageOptions'],
    maxDetourMeters: row.maxDetourMeters,
    maxDetourSeconds: row.maxDetourSeconds,
    nrSeatsAvailable: row.nrSeatsAvailable,
    fromPlace: place(row.fromLabel, row.fromLat, row.fromLon),
    toPlace: place(row.toLabel, row.toLat, row.toLon),
    ...travelTimesView(row),
    arrivalTimePinned: row.arrivalTimePinned,
    duration: row.durationSeconds,
    estimatedDrivingTime: row.directSeconds,
    distance: row.distanceMeters,
    estimated: row.estimated,
    legGeometry:
      row.geometry !== null ? { points: row.geometry, length: row.geometryLength ?? 0 } : undefined,
    recurrence: recurrenceView(template),
    bookings: visibleBookings.map((booking) => bookingView(booking, fareStateIn(fareStates, booking.id))),
    legs: legsOf(row, rideBookings),
    cancelReason: optional(row.cancelReason),
  });
}

/** The route's stretches: start → each stop in order → end, and the bookings on board on each. */
function legsOf(row: RideRow, rideBookings: BookingRow[]): RideLeg[] {
  const byId = new Map(rideBookings.map((booking) => [booking.id, booking]));
  const points: RidePlace[] = [place(row.fromLabel, row.fromLat, row.fromLon)];
  const onBoardAfter: number[][] = [[]];
  let onBoard: number[] = [];
  for (const stop of row.stops) {
    const booking = byId.get(stop.bookingId);
    if (!booking) continue;
    points.push(
      stop.kind === 'pickup'
        ? place(booking.pickupLabel, booking.pickupLat, booking.pickupLon)
        : place(booking.dropOffLabel, booking.dropOffLat, booking.dropOffLon),
    );
    onBoard = stop.kind === 'pickup' ? [...onBoard, booking.id] : onBoard.filter((id) => id !== booking.id);
    onBoardAfter.push(onBoard);
  }
  points.push(place(row.toLabel, row.toLat, row.toLon));
  return row.legs.slice(0, points.length - 1).map((leg, index) => ({
    from: points[index]!,
    to: points[index + 1]!,
    startTime: isoInAmsterdam(leg.startTime),
    endTime: isoInAmsterdam(leg.endTime),
    duration: leg.seconds,
    distance: leg.meters,
    bookingIds: onBoardAfter[index] ?? [],
  }));
}

/** Optional fields are left out rather than sent as undefined (the response schemas are strict about it). */
function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
