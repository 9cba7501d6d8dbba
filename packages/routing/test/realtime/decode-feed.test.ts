import { describe, expect, it } from 'vitest';
import { decodeFeed, encodeFeed, LiveFeedError } from '../../src/index.js';
import { realtime } from '../../src/realtime/gtfs-realtime.js';

/**
 * A message shaped as the Dutch national feed publishes them (made here with the protobuf classes
 * themselves, not with our encoder): an incremental header, a trip update with absolute times and stop
 * ids, a cancelled trip, a vehicle position, and an alert in two languages.
 */
function recordedNationalFeed(): Uint8Array {
  const message = realtime.FeedMessage.fromObject({
    header: { gtfsRealtimeVersion: '1.0', incrementality: 'DIFFERENTIAL', timestamp: 1_796_040_000 },
    entity: [
      {
        id: '2026-11-30:ARR:22:1234',
        tripUpdate: {
          trip: {
            tripId: '161234567',
            startDate: '20261130',
            routeId: '76001',
            scheduleRelationship: 'SCHEDULED',
          },
          timestamp: 1_796_039_990,
          stopTimeUpdate: [
            { stopSequence: 1, stopId: '2324001', departure: { time: 1_796_040_720, delay: 720 } },
            {
              stopSequence: 2,
              stopId: '2324002',
              arrival: { time: 1_796_041_500 },
              departure: { time: 1_796_041_560 },
            },
            { stopSequence: 3, stopId: '2324003', scheduleRelationship: 'SKIPPED' },
          ],
        },
      },
      {
        id: 'cancelled',
        tripUpdate: {
          trip: { tripId: '161234999', startDate: '20261130', scheduleRelationship: 'CANCELED' },
        },
      },
      {
        id: 'vehicle',
        vehicle: { trip: { tripId: '161234567' }, position: { latitude: 51.97, longitude: 6.72 } },
      },
      {
        id: 'alert-1',
        alert: {
          activePeriod: [{ start: 1_796_030_000, end: 1_796_070_000 }],
          informedEntity: [{ routeId: '76001' }, { stopId: '2324002' }, { trip: { tripId: '161234567' } }],
          effect: 'SIGNIFICANT_DELAYS',
          headerText: {
            translation: [
              { text: 'Delays', language: 'en' },
              { text: 'Vertraging', language: 'nl' },
            ],
          },
          descriptionText: { translation: [{ text: 'Door een storing.', language: 'nl' }] },
        },
      },
    ],
  });
  return realtime.FeedMessage.encode(message).finish();
}

describe('reading a GTFS-Realtime feed', () => {
  it('reads trip updates, cancellations and alerts of a national-feed message, in Dutch', () => {
    const feed = decodeFeed(recordedNationalFeed());
    expect(feed.producedAt).toBe(1_796_040_000);
    expect(feed.skipped).toBe(0);
    expect(feed.tripUpdates).toEqual([
      {
        tripId: '161234567',
        startDate: 20261130,
        routeId: '76001',
        cancelled: false,
        timestamp: 1_796_039_990,
        stops: [
          {
            stopSequence: 1,
            stopId: '2324001',
            departure: { time: 1_796_040_720, delay: 720 },
            skipped: false,
          },
          {
            stopSequence: 2,
            stopId: '2324002',
            arrival: { time: 1_796_041_500 },
            departure: { time: 1_796_041_560 },
            skipped: false,
          },
          { stopSequence: 3, stopId: '2324003', skipped: true },
        ],
      },
      { tripId: '161234999', startDate: 20261130, cancelled: true, stops: [] },
    ]);
    expect(feed.alerts).toEqual([
      {
        id: 'alert-1',
        activePeriods: [{ start: 1_796_030_000, end: 1_796_070_000 }],
        routeIds: ['76001'],
        tripIds: ['161234567'],
        stopIds: ['2324002'],
        effect: 'SIGNIFICANT_DELAYS',
        header: 'Vertraging',
        description: 'Door een storing.',
      },
    ]);
  });

  it('gives back what the simulator wrote', () => {
    const written = {
      producedAt: 1_796_040_000,
      tripUpdates: [
        {
          tripId: 'T1-heen-weekday-0709',
          startDate: 20261130,
          routeId: 'demo-T1',
          cancelled: false,
          delay: 60,
          stops: [{ stopSequence: 1, departure: { delay: 720 }, skipped: false }],
        },
      ],
      alerts: [
        {
          id: 'demo-B6',
          activePeriods: [],
          routeIds: ['demo-B6'],
          tripIds: [],
          stopIds: [],
          effect: 'REDUCED_SERVICE' as const,
          header: 'Ritten vervallen',
          description: '',
        },
      ],
    };
    expect(decodeFeed(encodeFeed(written))).toEqual({ ...written, skipped: 0 });
  });

  it('refuses bytes that are no GTFS-Realtime message as a whole', () => {
    expect(() => decodeFeed(new TextEncoder().encode('<html>502 Bad Gateway</html>'))).toThrow(LiveFeedError);
    expect(() => decodeFeed(recordedNationalFeed().subarray(0, 40))).toThrow(LiveFeedError);
  });

  it('leaves out an entity it cannot use and reads the others', () => {
    const message = realtime.FeedMessage.fromObject({
      header: { gtfsRealtimeVersion: '2.0', timestamp: 1_796_040_000 },
      entity: [
        { id: 'no-trip-id', tripUpdate: { trip: { routeId: 'x' } } },
        { id: 'no-date', tripUpdate: { trip: { tripId: 'a', startDate: '20261331' } } },
        { id: 'no-text', alert: { informedEntity: [{ routeId: 'x' }] } },
        { id: 'deleted', isDeleted: true, tripUpdate: { trip: { tripId: 'gone' } } },
        {
          id: 'good',
          tripUpdate: {
            trip: { tripId: 'b' },
            stopTimeUpdate: [{ stopSequence: 2, arrival: { delay: -30 } }],
          },
        },
      ],
    });
    const feed = decodeFeed(realtime.FeedMessage.encode(message).finish());
    expect(feed.skipped).toBe(3);
    expect(feed.tripUpdates).toEqual([
      {
        tripId: 'b',
        cancelled: false,
        stops: [{ stopSequence: 2, arrival: { delay: -30 }, skipped: false }],
      },
    ]);
  });
});
