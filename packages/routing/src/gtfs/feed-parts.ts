/** Feeds built in code (the synthetic network, test feeds): only the files they have, the rest left empty. */
import type { GtfsCalendar, GtfsDate, GtfsFeed } from './feed.js';

/** The files every feed has; a feed built in code may leave out the optional ones. */
export type FeedParts = Pick<
  GtfsFeed,
  'agencies' | 'stops' | 'routes' | 'trips' | 'stopTimes' | 'calendars'
> &
  Partial<GtfsFeed>;

/** A feed of the given files, each optional one left out (calendar dates, transfers, frequencies, shapes) empty. */
export function feedFromParts(parts: FeedParts): GtfsFeed {
  const { calendarDates = [], transfers = [], frequencies = [], shapes = [] } = parts;
  return { ...parts, calendarDates, transfers, frequencies, shapes };
}

/**
 * One calendar per service, each running on its days of the week (bit 0 Monday … bit 6 Sunday) from
 * `startDate` to `endDate`, in the order the services are given.
 */
export function calendarsBetween(
  startDate: GtfsDate,
  endDate: GtfsDate,
  weekdaysByService: Record<string, number>,
): GtfsCalendar[] {
  return Object.entries(weekdaysByService).map(([serviceId, weekdays]) => ({
    serviceId,
    weekdays,
    startDate,
    endDate,
  }));
}
