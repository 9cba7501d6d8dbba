import { realtime, type transit_realtime } from './gtfs-realtime.js';
import type {
  AlertEffect,
  LiveAlert,
  LiveFeed,
  LiveStopEvent,
  LiveStopUpdate,
  LiveTripUpdate,
} from './live-feed.js';

/** The bytes are no GTFS-Realtime FeedMessage: the whole message is refused and nothing of it used. */
export class LiveFeedError extends Error {
  override readonly name = 'LiveFeedError';
}

type FeedObject = ReturnType<typeof realtime.FeedMessage.toObject>;
/** Enums as their names, 64-bit times as numbers, absent fields absent. */
const AS_VALUES = { enums: String, longs: Number, defaults: false } as const;

/** The languages a translated text is looked for in, in order: the app speaks Dutch. */
const LANGUAGES = ['nl', 'nl-NL'];

/**
 * Reads a GTFS-Realtime FeedMessage (TripUpdates, ServiceAlerts or both in one). A message that is not
 * protobuf, or not a FeedMessage, throws LiveFeedError; inside a readable message, an entity that cannot be
 * used (a trip update without trip id, a start date that is no date, an alert without text) is left out and
 * counted in `skipped`, so one bad entity never hides the others.
 */
export function decodeFeed(bytes: Uint8Array): LiveFeed {
  let message: transit_realtime.FeedMessage;
  try {
    message = realtime.FeedMessage.decode(bytes);
  } catch (error) {
    throw new LiveFeedError(`Not a GTFS-Realtime message: ${(error as Error).message}`);
  }
  const plain = realtime.FeedMessage.toObject(message, AS_VALUES) as FeedObject;
  const feed: LiveFeed = { tripUpdates: [], alerts: [], skipped: 0 };
  const producedAt = wholeNumber(plain.header?.timestamp);
  if (producedAt !== undefined) feed.producedAt = producedAt;
  for (const entity of (plain.entity ?? []) as EntityObject[]) {
    if (entity.isDeleted) continue;
    let read = false;
    if (entity.tripUpdate) {
      const update = tripUpdateOf(entity.tripUpdate);
      if (update) feed.tripUpdates.push(update);
      read ||= update !== undefined;
    }
    if (entity.alert) {
      const alert = alertOf(String(entity.id ?? ''), entity.alert);
      if (alert) feed.alerts.push(alert);
      read ||= alert !== undefined;
    }
    // A vehicle position alone is not used: the trip updates carry what the planner needs.
    if (!read && !entity.vehicle) feed.skipped += 1;
  }
  return feed;
}

// The shapes toObject gives (a subset, as read here): the generated interfaces allow Long and null.
interface EventObject {
  delay?: number;
  time?: number;
}
interface StopTimeUpdateObject {
  stopSequence?: number;
  stopId?: string;
  arrival?: EventObject;
  departure?: EventObject;
  scheduleRelationship?: string;
}
interface TripUpdateObject {
  trip?: { tripId?: string; routeId?: string; startDate?: string; scheduleRelationship?: string };
  stopTimeUpdate?: StopTimeUpdateObject[];
  delay?: number;
  timestamp?: number;
}
interface TranslatedObject {
  translation?: { text?: string; language?: string }[];
}
interface AlertObject {
  activePeriod?: { start?: number; end?: number }[];
  informedEntity?: { routeId?: string; stopId?: string; trip?: { tripId?: string } }[];
  effect?: string;
  headerText?: TranslatedObject;
  descriptionText?: TranslatedObject;
}
interface EntityObject {
  id?: string;
  isDeleted?: boolean;
  tripUpdate?: TripUpdateObject;
  alert?: AlertObject;
  vehicle?: unknown;
}

function tripUpdateOf(raw: TripUpdateObject): LiveTripUpdate | undefined {
  const tripId = raw.trip?.tripId;
  if (!tripId) return undefined;
  const update: LiveTripUpdate = {
    tripId,
    cancelled: raw.trip?.scheduleRelationship === 'CANCELED',
    stops: [],
  };
  if (raw.trip?.startDate !== undefined) {
    const date = gtfsDate(raw.trip.startDate);
    if (date === undefined) return undefined;
    update.startDate = date;
  }
  if (raw.trip?.routeId) update.routeId = raw.trip.routeId;
  const delay = wholeNumber(raw.delay);
  if (delay !== undefined) update.delay = delay;
  const timestamp = wholeNumber(raw.timestamp);
  if (timestamp !== undefined) update.timestamp = timestamp;
  for (const stop of raw.stopTimeUpdate ?? []) {
    const read = stopUpdateOf(stop);
    if (read) update.stops.push(read);
  }
  return update;
}

function stopUpdateOf(raw: StopTimeUpdateObject): LiveStopUpdate | undefined {
  // A StopTimeUpdate names its stop by sequence or id; one with neither cannot be placed.
  if (raw.stopSequence === undefined && !raw.stopId) return undefined;
  const stop: LiveStopUpdate = { skipped: raw.scheduleRelationship === 'SKIPPED' };
  if (raw.stopSequence !== undefined) stop.stopSequence = raw.stopSequence;
  if (raw.stopId) stop.stopId = raw.stopId;
  const arrival = eventOf(raw.arrival);
  if (arrival) stop.arrival = arrival;
  const departure = eventOf(raw.departure);
  if (departure) stop.departure = departure;
  return stop;
}

function eventOf(raw: EventObject | undefined): LiveStopEvent | undefined {
  if (!raw) return undefined;
  const event: LiveStopEvent = {};
  const delay = wholeNumber(raw.delay);
  if (delay !== undefined) event.delay = delay;
  const time = wholeNumber(raw.time);
  if (time !== undefined) event.time = time;
  return event.delay === undefined && event.time === undefined ? undefined : event;
}

function alertOf(id: string, raw: AlertObject): LiveAlert | undefined {
  const header = textOf(raw.headerText);
  if (!header) return undefined;
  const informed = raw.informedEntity ?? [];
  return {
    id,
    activePeriods: (raw.activePeriod ?? []).map((period) => {
      const start = wholeNumber(period.start);
      const end = wholeNumber(period.end);
      return { ...(start ? { start } : {}), ...(end ? { end } : {}) };
    }),
    routeIds: informed.flatMap((entity) => (entity.routeId ? [entity.routeId] : [])),
    tripIds: informed.flatMap((entity) => (entity.trip?.tripId ? [entity.trip.tripId] : [])),
    stopIds: informed.flatMap((entity) => (entity.stopId ? [entity.stopId] : [])),
    effect: (raw.effect as AlertEffect | undefined) ?? 'UNKNOWN_EFFECT',
    header,
    description: textOf(raw.descriptionText) ?? '',
  };
}

function textOf(raw: TranslatedObject | undefined): string | undefined {
  const translations = raw?.translation?.filter((t) => t.text) ?? [];
  const preferred =
    translations.find((t) => t.language && LANGUAGES.includes(t.language)) ??
    translations.find((t) => !t.language) ??
    translations[0];
  return preferred?.text;
}

/** YYYYMMDD as a number, or undefined for anything that is not a real calendar date. */
function gtfsDate(text: string): number | undefined {
  if (!/^\d{8}$/.test(text)) return undefined;
  const [year, month, day] = [Number(text.slice(0, 4)), Number(text.slice(4, 6)), Number(text.slice(6))];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return undefined;
  }
  return Number(text);
}

function wholeNumber(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? Math.trunc(value) : undefined;
}
