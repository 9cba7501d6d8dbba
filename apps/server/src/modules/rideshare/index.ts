/**
 * The rideshare module's surface for the app and the planner: its registration, the rides passengers
 * may join, and the booking functions the planner calls inside its own transaction. Tables stay inside.
 */
export { registerRideshareModule, type RideshareNeeds } from './module.js';
export type { BookingCancelledByDriver, BookingEvent, RidesOffered, RideshareContext } from './deps.js';
export type { FareState, FareStatesOf } from './fare-states.js';
export type { OfferedRide } from './offered-rides.js';
export { rideshareRideProvider, type RideProvider, type RideWindow } from './ride-provider.js';
export { addBooking, addBookingForTrip, cancelBookingRow, type NewBooking } from './booking-service.js';
export {
  seedDemoPastRides,
  seedDemoRides,
  seedDemoStationRide,
  type DemoDriver,
  type DemoPastRide,
} from './demo-rides.js';
export {
  bookingSummary,
  cancelBookingByPassenger,
  lockBookingsWithRides,
  type BookingSummary,
} from './passenger-booking-service.js';
export { rideCalendarEntries } from './ride-calendar-service.js';
export { acceptProposedBooking, bookingStates, rejectProposedBooking } from './shout-out-proposal-service.js';
export { createRide } from './ride-offer-service.js';
export { carsOf } from './car-service.js';
export {
  bookingAnswers,
  bookingIdsWithDisputedAnswers,
  type BookingAnswers,
  recordDriverAnswer,
  recordPassengerAnswer,
  refuseNoWithoutReason,
  reopenBookingValidation,
} from './booking-confirmation-service.js';
/** After a settlement decision: the ride moves on (COMPLETED once no passenger's fare waits any more). */
export { advanceRide as refreshRideProgress } from './ride-progress-job.js';
export { rideshareParticipation } from './participation.js';
export { rideshareAccountData } from './account-data.js';
