import ical, { ICalEventStatus } from 'ical-generator';

/** One trip or ride as a calendar event. */
export interface CalendarEntry {
  /** Stable across feeds and downloads (the trip's or ride's URN), so a calendar updates the same event. */
  uid: string;
  summary: string;
  description: string;
  location: string;
  start: Date;
  end: Date;
  cancelled: boolean;
  /** The page of the trip or ride in the app. */
  url: string;
}

/**
 * An iCalendar document (RFC 5545) of trips and rides, written by ical-generator. Times go out in UTC,
 * which every calendar shows in the reader's own zone; `stamp` is the app's clock, so tests are exact.
 */
export function calendarDocument(name: string, entries: CalendarEntry[], now: Date): string {
  const calendar = ical({
    name,
    prodId: { company: 'Achterhoek Mobiel', product: 'Ritten', language: 'NL' },
  });
  for (const entry of entries) {
    calendar.createEvent({
      id: entry.uid,
      summary: entry.summary,
      description: entry.description,
      location: entry.location,
      start: entry.start,
      end: entry.end,
      stamp: now,
      url: entry.url,
      status: entry.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}

export const CALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8';
