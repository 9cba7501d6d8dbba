import { describe, expect, it } from 'vitest';
import {
  buildTimetable,
  decodeFeed,
  encodeFeed,
  LiveTimes,
  simulateFeed,
  type SimulatedRule,
} from '../../src/index.js';
import { hms, lineFeed } from '../line-feed.js';

const MONDAY_DAY = Math.floor(Date.UTC(2026, 10, 30) / 86_400_000);
const at = (h: number, m = 0) => Date.UTC(2026, 10, 29, 23, 0) / 1000 + hms(h, m);

const { timetable } = buildTimetable(
  lineFeed([
    { id: 'seven', service: 'WD', times: [hms(7), hms(7, 10), hms(7, 20), hms(7, 30)] },
    { id: 'eight', service: 'WD', times: [hms(8), hms(8, 10), hms(8, 20), hms(8, 30)] },
    { id: 'evening', service: 'WD', times: [hms(21), hms(21, 10), hms(21, 20), hms(21, 30)] },
  ]),
);
const oddHoursLate: SimulatedRule = {
  routeId: 'L',
  hours: (hour) => hour % 2 === 1,
  delaySeconds: 720,
  cancelled: false,
  alert: { header: 'Vertraging', description: 'Een storing.', effect: 'SIGNIFICANT_DELAYS' },
};

describe('the demo’s live-feed simulator', () => {
  it('delays the trips its rule picks among those running around the moment, with an alert on the line', () => {
    const feed = simulateFeed(timetable, at(6, 30), [], [oddHoursLate]);
    // 07:00 leaves in an odd hour; 08:00 does not; 21:00 is more than eight hours away.
    expect(feed.tripUpdates.map((u) => [u.tripId, u.startDate])).toEqual([['seven', 20261130]]);
    expect(feed.alerts).toEqual([expect.objectContaining({ routeIds: ['L'], header: 'Vertraging' })]);

    // What a poller reads over HTTP places 12 minutes on every stop of that trip.
    const { live } = LiveTimes.fromFeed(timetable, decodeFeed(encodeFeed(feed)), at(6, 30));
    expect([...live.get(timetable.tripIds.indexOf('seven'), MONDAY_DAY)!.arrivalDelays]).toEqual([
      720, 720, 720, 720,
    ]);
  });

  it('serves the same feed for the same moment, so two instances agree', () => {
    const first = encodeFeed(simulateFeed(timetable, at(6, 30), [], [oddHoursLate]));
    const second = encodeFeed(simulateFeed(timetable, at(6, 30), [], [oddHoursLate]));
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
  });

  it('makes the changes it is told of, over a rule for the same trip', () => {
    const feed = simulateFeed(
      timetable,
      at(6, 30),
      [
        { tripId: 'seven', startDate: 20261130, delaySeconds: 900, cancelled: false },
        { tripId: 'eight', startDate: 20261130, delaySeconds: 0, cancelled: true },
      ],
      [oddHoursLate],
    );
    const { live } = LiveTimes.fromFeed(timetable, feed, at(6, 30));
    expect(live.get(timetable.tripIds.indexOf('seven'), MONDAY_DAY)!.departureDelays[0]).toBe(900);
    expect(live.get(timetable.tripIds.indexOf('eight'), MONDAY_DAY)!.cancelled).toBe(true);
  });
});
