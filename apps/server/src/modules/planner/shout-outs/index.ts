/**
 * The shout-out wing's face: a passenger's shout-out (oproep) and the drivers' offers on it, ride alerts and
 * their announcements, and the stored plan as GET /plans/{id} shows it. It uses the search wing and the
 * shared floor, never trips or settlement.
 */
export { seedDemoShoutOut } from './demo-shout-outs.js';
export { planFor } from './plan-lookup.js';
export { announceRide, RIDE_OFFERED_TOPIC } from './ride-alert-announcement-job.js';
export { createRideAlert, removeRideAlert, rideAlertsOf } from './ride-alert-service.js';
export { closeAcceptedShoutOut, lockOpenShoutOut } from './shout-out-acceptance-service.js';
export { tellOfWithdrawnOffer } from './shout-out-messages.js';
export { draftOffer, offerShoutOut } from './shout-out-offer-service.js';
export {
  cancelShoutOut,
  communityShoutOut,
  createShoutOut,
  nearbyShoutOuts,
  ownShoutOuts,
} from './shout-out-service.js';
export { takesPartInPlan } from './participation.js';
