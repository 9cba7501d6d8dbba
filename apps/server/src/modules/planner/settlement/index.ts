/**
 * The settlement wing's face: the answers after a trip (confirm, undo, the driver's answer), the decision
 * (paid, given back, disputed), disputes for admins, the trip timer's validation step, the demo trips and
 * the fare's state of bookings that rideshare asks for (the leg owns the fare).
 * It stands at the top: it may use every other wing, none uses it.
 */
export { confirmTrip, driverAnswered, driverUnconfirmed, unconfirmTrip } from './confirmation-service.js';
export { openDisputes, settleDispute } from './dispute-service.js';
export { seedDemoTrips } from './demo-trips.js';
export { fareStatesOfBookings } from './repository.js';
export { validationStep } from './validation-timer.js';
