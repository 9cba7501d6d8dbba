import { realtime } from './gtfs-realtime.js';
import type { LiveAlert, LiveFeed, LiveStopEvent, LiveTripUpdate } from './live-feed.js';

/**
 * Writes trip updates and alerts as one GTFS-Realtime FeedMessage (a full dataset, version 2.0): what the
 * demo's simulator serves, and what the tests make their recorded feeds with. The inverse of decodeFeed.
 */
export function encodeFeed(
  feed: Pick<LiveFeed, 'tripUpdates' | 'alerts'> & { producedAt: number },
): Uint8Array {
  const entity = [
    ...feed.tripUpdates.map((update, i) => ({
      id: `trip-update-${i + 1}`,
      tripUpdate: tripUpdateOf(update),
    })),
    ...feed.alerts.map((alert) => ({ id: alert.id, alert: alertOf(alert) })),
  ];
  const message = realtime.FeedMessage.fromObject({
    header: { gtfsRealtimeVersion: '2.0', incrementality: 'FULL_DATASET', timestamp: feed.producedAt },
    entity,
  });
  return realtime.FeedMessage.encode(message).finish();
}

function tripUpdateOf(update: LiveTripUpdate) {
  return {
    trip: {
      tripId: update.tripId,
      ...(update.startDate ? { startDate: String(update.startDate) } : {}),
      ...(update.routeId ? { routeId: update.routeId } : {}),
      scheduleRelationship: update.cancelled ? 'CANCELED' : 'SCHEDULED',
    },
    ...(update.delay !== undefined ? { delay: update.delay } : {}),
    ...(update.timestamp !== undefined ? { timestamp: update.timestamp } : {}),
    stopTimeUpdate: update.stops.map((stop) => ({
      ...(stop.stopSequence !== undefined ? { stopSequence: stop.stopSequence } : {}),
      ...(stop.stopId ? { stopId: stop.stopId } : {}),
      ...(stop.arrival ? { arrival: eventOf(stop.arrival) } : {}),
      ...(stop.departure ? { departure: eventOf(stop.departure) } : {}),
      scheduleRelationship: stop.skipped ? 'SKIPPED' : 'SCHEDULED',
    })),
  };
}

function eventOf(event: LiveStopEvent) {
  return {
    ...(event.delay !== undefined ? { delay: event.delay } : {}),
    ...(event.time ? { time: event.time } : {}),
  };
}

function alertOf(alert: LiveAlert) {
  const text = (value: string) => ({ translation: [{ text: value, language: 'nl' }] });
  return {
    activePeriod: alert.activePeriods,
    informedEntity: [
      ...alert.routeIds.map((routeId) => ({ routeId })),
      ...alert.tripIds.map((tripId) => ({ trip: { tripId } })),
      ...alert.stopIds.map((stopId) => ({ stopId })),
    ],
    effect: alert.effect,
    headerText: text(alert.header),
    ...(alert.description ? { descriptionText: text(alert.description) } : {}),
  };
}
