import type { GtfsFeed } from '../gtfs/feed.js';
import { dayNumberOf, weekdayOf } from '../time/service-day.js';

/** Feeds are published for weeks or months; a calendar range beyond this many days is cut off. */
const MAX_DAYS = 6_000;

export interface ServiceCalendar {
  serviceIds: string[];
  serviceIndex: Map<string, number>;
  firstDay: number;
  dayCount: number;
  /** active[service * dayCount + day − firstDay] is 1 when the service runs on that day. */
  active: Uint8Array;
}

/** Which service runs on which day: calendar.txt weekdays within its dates, then calendar_dates.txt exceptions. */
export function buildServiceCalendar(feed: GtfsFeed): ServiceCalendar {
  const serviceIds: string[] = [];
  const serviceIndex = new Map<string, number>();
  const idOf = (serviceId: string) => {
    let i = serviceIndex.get(serviceId);
    if (i === undefined) {
      i = serviceIds.length;
      serviceIds.push(serviceId);
      serviceIndex.set(serviceId, i);
    }
    return i;
  };
  let first = Number.POSITIVE_INFINITY;
  let last = Number.NEGATIVE_INFINITY;
  for (const c of feed.calendars) {
    idOf(c.serviceId);
    first = Math.min(first, dayNumberOf(c.startDate));
    last = Math.max(last, dayNumberOf(c.endDate));
  }
  for (const d of feed.calendarDates) {
    idOf(d.serviceId);
    first = Math.min(first, dayNumberOf(d.date));
    last = Math.max(last, dayNumberOf(d.date));
  }
  if (!Number.isFinite(first))
    return { serviceIds, serviceIndex, firstDay: 0, dayCount: 0, active: new Uint8Array(0) };
  const dayCount = Math.min(MAX_DAYS, last - first + 1);
  const active = new Uint8Array(serviceIds.length * dayCount);
  for (const c of feed.calendars) {
    const row = serviceIndex.get(c.serviceId)! * dayCount;
    const from = Math.max(first, dayNumberOf(c.startDate));
    const to = Math.min(first + dayCount - 1, dayNumberOf(c.endDate));
    for (let day = from; day <= to; day++) {
      if (c.weekdays & (1 << weekdayOf(day))) active[row + day - first] = 1;
    }
  }
  for (const d of feed.calendarDates) {
    const day = dayNumberOf(d.date) - first;
    if (day < 0 || day >= dayCount) continue;
    active[serviceIndex.get(d.serviceId)! * dayCount + day] = d.exceptionType === 1 ? 1 : 0;
  }
  return { serviceIds, serviceIndex, firstDay: first, dayCount, active };
}
