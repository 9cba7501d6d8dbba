/**
 * The trips wing's face: booking a trip, its legs, its progress on the clock (the trip timer), its messages,
 * calendars, the user report, what a driver's cancellation does to it, and what the live feed does to it
 * (delays on its legs, its connection with a shared ride, the new advice). It uses shout-outs, search and the
 * shared floor, never the settlement.
 */
export {
  calendarFeedEntries,
  calendarFeedOf,
  renewCalendarFeed,
  revokeCalendarFeed,
  tripCalendarEntry,
} from './calendar-service.js';
export { cancelTripsOfBooking } from './driver-cancellation-service.js';
export { userReport } from './report-service.js';
export { lockTripWithBookings } from './trip-locks.js';
export { driverHears, passengerHears } from './trip-messages.js';
export { refreshTripProgress } from './trip-progress-job.js';
export { answersOfLeg, answersOfLegs } from './leg-answers.js';
export { bookTrip, cancelTrip, ownTrip, releaseLeg, tripFor, tripsOf } from './trip-service.js';
export { registerTripMonitor } from './trip-timers.js';
export { watchConnections } from './connection-watch.js';
export { acceptNewAdvice } from './new-advice-service.js';
export { seedDemoLiveTrip } from './demo-live-trip.js';
export { tripView } from './trip-views.js';
export {
  completeLeg,
  legsOf,
  lockTrip,
  markLegPaid,
  reopenLegSettlement,
  type LegRow,
  type TripRow,
} from './repository.js';
export { takesPartInTrip } from './participation.js';
