import { MAX_LIVE_RIDE_ALERTS, MAX_OPEN_SHOUT_OUTS, TRAVEL_HORIZON_DAYS } from '@achterhoek/contracts';
import { isApiError } from './api-error';
import { notify } from './notify';

/**
 * The server's refusals of a ride, a shout-out or a ride alert that the person can do something about
 * (a limit reached, a time too far ahead, a place outside the region), shown as the app's error message
 * in plain Dutch. Answers false for any other error, which the page shows in its own words.
 */
export function notifyRefusal(error: unknown): boolean {
  if (!isApiError(error)) return false;
  switch (error.code) {
    case 'RIDE_ALERTS_FULL':
      notify.error('refusal.rideAlertsFull', { count: MAX_LIVE_RIDE_ALERTS });
      return true;
    case 'SHOUT_OUTS_FULL':
      notify.error('refusal.shoutOutsFull', { count: MAX_OPEN_SHOUT_OUTS });
      return true;
    case 'TOO_FAR_AHEAD':
      notify.error('refusal.tooFarAhead', { days: TRAVEL_HORIZON_DAYS });
      return true;
    case 'OUTSIDE_REGION':
      notify.error('refusal.outsideRegion');
      return true;
    default:
      return false;
  }
}
