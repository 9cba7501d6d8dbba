import { endpointPath, plannerEndpoints, rideshareEndpoints } from '@achterhoek/contracts';
import { isApiError } from '../../../lib/api-error';
import { call } from '../../../lib/call';
import { request } from '../../../lib/http';

/** What is put in the calendar: a booked trip or an offered ride. */
export type CalendarSubject = { kind: 'trip'; id: number } | { kind: 'ride'; id: number };

/** The iCalendar file of one trip (the traveller's) or ride (the driver's), as text. */
export function fetchCalendarFile(subject: CalendarSubject): Promise<string> {
  const path =
    subject.kind === 'trip'
      ? endpointPath(plannerEndpoints.tripCalendar, { tripId: subject.id })
      : endpointPath(rideshareEndpoints.rideCalendar, { rideId: subject.id });
  return request<string>(path, { headers: { Accept: 'text/calendar' } });
}

/** The private feed's address, or null when none has been made (404). */
export async function fetchCalendarFeed(signal?: AbortSignal) {
  try {
    return await call(plannerEndpoints.calendarFeed, {}, { signal });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

/** Makes the feed, or a new address in place of the old one. */
export function renewCalendarFeed() {
  return call(plannerEndpoints.createCalendarFeed);
}

export function revokeCalendarFeed(): Promise<void> {
  return call(plannerEndpoints.revokeCalendarFeed);
}
