/**
 * The settlement wing's face: the answers after a trip (confirm, undo, the driver's answer), the decision
 * (paid, given back, disputed), disputes for admins, the trip timer's validation step and the demo trips.
 * It stands at the top: it may use every other wing, none uses it.
 */
export {
  confirmTrip,
  driverAnswered,
  driverUnconfirmed,
  openDisputes,
  settleDispute,
  unconfirmTrip,
} from './confirmation-service.js';
export { seedDemoTrips } from './demo-trips.js';
export { validationStep } from './validation-timer.js';
