import { ownerOnly, SIGNED_IN } from '../access';
import { RATE_COSTLY_READ, RATE_HEAVY_WRITE, RATE_RARE_WRITE, RATE_WRITE } from '../limits';
import { MAX_CARS_PER_USER } from '../rideshare';
import { endpoint, type EndpointDefinition } from '../endpoint';
import {
  AddCarRequestSchema,
  BookingParamsSchema,
  ConfirmBookingParamsSchema,
  ConfirmBookingQuerySchema,
  BookingSchema,
  CarDetailsSchema,
  CarListSchema,
  CarLookupQuerySchema,
  CarParamsSchema,
  CarSchema,
  CreateRideRequestSchema,
  DeleteRideQuerySchema,
  PagedRidesSchema,
  RideParamsSchema,
  RideSchema,
  RidesQuerySchema,
  UpdateRideQuerySchema,
  UpdateRideRequestSchema,
} from '../rideshare';

const BASE = '/api/rideshare';

/** The rideshare service's calls (spec 000 §7 Rideshare): cars, rides and bookings. */
export const rideshareEndpoints = {
  // -------------------------------------------------------------------------------------------------
  // Cars

  /** 404 'Onbekend kenteken {plate}.' when the register does not know the plate; 503 when unreachable. */
  lookupCar: endpoint({
    method: 'GET',
    path: `${BASE}/cars/lookup`,
    summary: 'Look a Dutch licence plate up in the vehicle register (RDW, or the demo register)',
    query: CarLookupQuerySchema,
    response: CarDetailsSchema,
    errors: [400, 401, 404, 503],
    limits: { rate: RATE_COSTLY_READ },
    access: SIGNED_IN,
  }),
  car: endpoint({
    method: 'GET',
    path: `${BASE}/cars/:carId`,
    summary: 'A car (any signed-in user: passengers see the car of their ride)',
    params: CarParamsSchema,
    response: CarSchema,
    errors: [400, 401, 404],
    limits: {},
    access: SIGNED_IN,
  }),
  myCars: endpoint({
    method: 'GET',
    path: `${BASE}/users/me/cars`,
    summary: "The caller's cars",
    response: CarListSchema,
    errors: [401],
    limits: { pageSize: MAX_CARS_PER_USER },
    access: SIGNED_IN,
  }),
  /** 201 with the car; 409 'De auto met kenteken {plate} zit al in je lijst.'; 404 unknown plate. */
  addCar: endpoint({
    method: 'POST',
    path: `${BASE}/users/me/cars`,
    summary: 'Add a car by its licence plate (a car removed before comes back)',
    body: AddCarRequestSchema,
    status: 201,
    response: CarSchema,
    errors: [400, 401, 404, 409, 422, 503],
    limits: { rate: RATE_RARE_WRITE },
    access: SIGNED_IN,
  }),
  /** 403 'Niet toegestaan om auto ({plate}) te verwijderen.' while a ride with active bookings uses it. */
  removeCar: endpoint({
    method: 'DELETE',
    path: `${BASE}/users/me/cars/:carId`,
    summary: "Remove one of the caller's cars",
    params: CarParamsSchema,
    status: 204,
    errors: [400, 401, 403, 404],
    limits: { rate: RATE_WRITE },
    access: ownerOnly(404),
  }),

  // -------------------------------------------------------------------------------------------------
  // Rides

  /** 422 'Ride overlaps'; 400 'Cannot compute itinerary'; 201 with the (first) ride. */
  createRide: endpoint({
    method: 'POST',
    path: `${BASE}/rides`,
    summary: 'Offer a ride, once or recurring',
    body: CreateRideRequestSchema,
    status: 201,
    response: RideSchema,
    errors: [400, 401, 403, 404, 422],
    limits: { rate: RATE_HEAVY_WRITE },
    access: SIGNED_IN,
  }),
  rides: endpoint({
    method: 'GET',
    path: `${BASE}/rides`,
    summary: "The caller's rides as a driver",
    query: RidesQuerySchema,
    response: PagedRidesSchema,
    errors: [400, 401],
    limits: { pageSize: 100 },
    access: SIGNED_IN,
  }),
  /** The driver sees everything; a passenger with a booking on it sees the ride with only their booking. */
  ride: endpoint({
    method: 'GET',
    path: `${BASE}/rides/:rideId`,
    summary: 'A ride',
    params: RideParamsSchema,
    response: RideSchema,
    errors: [400, 401, 403, 404],
    limits: {},
    access: ownerOnly(403),
  }),
  /** Refused (422) while the ride has active bookings or is under way. */
  updateRide: endpoint({
    method: 'PUT',
    path: `${BASE}/rides/:rideId`,
    summary: 'Change a ride, or it and the following rides of its recurrence',
    params: RideParamsSchema,
    query: UpdateRideQuerySchema,
    body: UpdateRideRequestSchema,
    status: 204,
    errors: [400, 401, 403, 404, 422],
    limits: { rate: RATE_HEAVY_WRITE },
    access: ownerOnly(403),
  }),
  /** Without bookings removed; with bookings cancelled with the reason, each booking cancelled. */
  deleteRide: endpoint({
    method: 'DELETE',
    path: `${BASE}/rides/:rideId`,
    summary: 'Cancel a ride, or it and the following rides of its recurrence',
    params: RideParamsSchema,
    query: DeleteRideQuerySchema,
    status: 204,
    errors: [400, 401, 403, 404],
    limits: { rate: RATE_WRITE },
    access: ownerOnly(403),
  }),

  rideCalendar: endpoint({
    method: 'GET',
    path: `${BASE}/rides/:rideId/calendar`,
    summary: 'A ride as an iCalendar file (the driver only)',
    params: RideParamsSchema,
    produces: 'text/calendar',
    errors: [400, 401, 403, 404],
    limits: {},
    access: ownerOnly(403),
  }),

  // -------------------------------------------------------------------------------------------------
  // Bookings

  booking: endpoint({
    method: 'GET',
    path: `${BASE}/bookings/:bookingId`,
    summary: "A booking, for the ride's driver and the passenger",
    params: BookingParamsSchema,
    response: BookingSchema,
    errors: [400, 401, 403, 404],
    limits: {},
    access: ownerOnly(403),
  }),
  /**
   * The driver says whether the passenger rode along (a 'no' with its reason), only while the ride waits
   * for the confirmations (422 otherwise); mirrored onto the passenger's trip.
   */
  confirmBooking: endpoint({
    method: 'PUT',
    path: `${BASE}/bookings/:bookingId/confirm/:value`,
    summary: "Confirm (true) or deny (false, with a reason) that the booking's passenger rode along",
    params: ConfirmBookingParamsSchema,
    query: ConfirmBookingQuerySchema,
    status: 204,
    errors: [400, 401, 403, 404, 422],
    limits: { rate: RATE_WRITE },
    access: ownerOnly(403),
  }),
  /**
   * Undoes the driver's confirmation after the fare was paid to them: the payment and its bonus are
   * taken back and the confirmations start over. 403 'De rit is reeds afgewezen. …' when the fare went
   * back to the passenger.
   */
  unconfirmBooking: endpoint({
    method: 'PUT',
    path: `${BASE}/bookings/:bookingId/unconfirm`,
    summary: 'Undo the confirmation of a booking whose fare was paid',
    params: BookingParamsSchema,
    status: 204,
    errors: [400, 401, 402, 403, 404, 422],
    limits: { rate: RATE_WRITE },
    access: ownerOnly(403),
  }),
} satisfies Record<string, EndpointDefinition>;
