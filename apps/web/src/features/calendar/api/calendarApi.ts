import { endpointPath, plannerEndpoints, rideshareEndpoints } from '@achterhoek/contracts';
import { call } from '../../../lib/call';
import { request } from '../../../lib/http';

/** What is put in the calendar: a booked trip or an offered ride. */
export type CalendarItem = { kind: 'trip'; id: number } | { kind: 'ride'; id: number };

/** The iCalendar file of one trip (the traveller's) or ride (the driver's), as text. */
export function fetchCalendarFile(item: CalendarItem): Promise<string> {
  const path =
    item.kind === 'trip'
      ? endpointPath(plannerEndpoints.tripCalendar, { tripId: item.id })
      : endpointPath(rideshareEndpoints.rideCalendar, { rideId: item.id });
  return request<string>(path, { headers: { Accept: 'text/calendar' } });
}

/** The private feed's address, or null when none has been made (the server answers null, not a 404). */
export function fetchCalendarFeed(signal?: AbortSignal) {
  return call(plannerEndpoints.calendarFeed, {}, { signal });
}

/** Makes the feed, or a new address in place of the old one. */
export function renewCalendarFeed() {
  return call(plannerEndpoints.createCalendarFeed);
}

export function revokeCalendarFeed(): Promise<void> {
  return call(plannerEndpoints.revokeCalendarFeed);
}
