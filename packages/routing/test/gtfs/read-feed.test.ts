import { describe, expect, it } from 'vitest';
import type { FeedIssue, GtfsFeed } from '../../src/gtfs/feed.js';
import { GtfsReadError, readFeed } from '../../src/gtfs/read-feed.js';
import { feedFiles } from './fixture.js';

/** Stop ids and [arrival, departure] of one trip, in order. */
function tripStops(feed: GtfsFeed, tripId: string): [string, number, number][] {
  const t = feed.trips.findIndex((trip) => trip.tripId === tripId);
  const st = feed.stopTimes;
  const out: [string, number, number][] = [];
  for (let k = 0; k < st.length; k++) {
    if (st.tripIndex[k] === t)
      out.push([feed.stops[st.stopIndex[k]!]!.stopId, st.arrival[k]!, st.departure[k]!]);
  }
  return out;
}

/** The fixture's four trips and their eleven stop_times, all there: nothing else was dropped. */
function expectFixtureTrips(feed: GtfsFeed): void {
  expect(feed.trips.map((t) => t.tripId)).toEqual(['T1', 'T2', 'T3', 'T4']);
  expect(feed.stopTimes.length).toBe(11);
}

const hms = (h: number, m: number, s = 0): number => h * 3600 + m * 60 + s;

describe('readFeed on a valid feed', () => {
  const { feed, issues } = readFeed(feedFiles());

  it('reads every file without issues', () => {
    expect(issues).toEqual([]);
    expect(feed.agencies.map((a) => a.agencyId)).toEqual(['ARR', 'KEO']);
    expect(feed.stops).toHaveLength(6);
    expect(feed.routes).toHaveLength(3);
    expectFixtureTrips(feed);
    expect(feed.calendars).toEqual([
      { serviceId: 'WD', weekdays: 0b0011111, startDate: 20260101, endDate: 20261231 },
      { serviceId: 'SAT', weekdays: 0b0100000, startDate: 20260101, endDate: 20261231 },
    ]);
    expect(feed.calendarDates).toEqual([
      { serviceId: 'HOL', date: 20261225, exceptionType: 1 },
      { serviceId: 'WD', date: 20261225, exceptionType: 2 },
    ]);
    expect(feed.transfers).toEqual([
      { fromStopId: 'P1', toStopId: 'P2', transferType: 2, minTransferTime: 180 },
      { fromStopId: 'A', toStopId: 'C', transferType: 0 },
    ]);
    expect(feed.frequencies[0]).toEqual({
      tripId: 'T3',
      startTime: hms(10, 0),
      endTime: hms(12, 0),
      headwaySecs: 1800,
      exactTimes: true,
    });
    expect(feed.frequencies[1]?.exactTimes).toBe(false);
  });

  it('keeps stations and parent_station links', () => {
    expect(feed.stops[0]).toEqual({
      stopId: 'ST1',
      name: 'Winterswijk',
      lat: 51.97,
      lon: 6.73,
      locationType: 1,
    });
    expect(feed.stops[1]).toMatchObject({
      stopId: 'P1',
      parentStation: 'ST1',
      platformCode: '1',
      locationType: 0,
    });
    expect(feed.stops[4]).toMatchObject({ stopId: 'B', locationType: 0 });
    expect(feed.stops[4]?.parentStation).toBeUndefined();
  });

  it('reads times past 24:00 and copies a lone arrival to the departure', () => {
    expect(tripStops(feed, 'T1')).toEqual([
      ['P1', hms(23, 50), hms(23, 51)],
      ['A', hms(24, 5), hms(24, 5)],
      ['C', 90600, 90600],
    ]);
    expect(feed.stopTimes.dropOffType[2]).toBe(1);
  });

  it('interpolates untimed stops evenly, or by shape_dist_traveled when given', () => {
    expect(tripStops(feed, 'T2')[1]).toEqual(['B', hms(8, 15), hms(8, 15)]);
    expect(tripStops(feed, 'T3')[1]).toEqual(['B', hms(10, 30), hms(10, 30)]);
  });

  it('accepts a service that is only in calendar_dates', () => {
    expect(feed.trips.find((t) => t.tripId === 'T2')).toEqual({
      tripId: 'T2',
      routeId: 'R2',
      serviceId: 'HOL',
      headsign: 'Zutphen',
      directionId: 1,
    });
  });

  it('orders shape points by shape_pt_sequence', () => {
    expect(Array.from(feed.shapes[0]!.lats)).toEqual([51.9701, 51.925, 52.14]);
  });

  it('works with calendar_dates.txt alone', () => {
    const { feed: f } = readFeed(
      feedFiles({
        'calendar.txt': null,
        'calendar_dates.txt':
          'service_id,date,exception_type\nWD,20260105,1\nHOL,20261225,1\nSAT,20260103,1\n',
      }),
    );
    expect(f.calendars).toEqual([]);
    expect(f.trips).toHaveLength(4);
  });
});

describe('readFeed reports bad rows with file and line, and drops them', () => {
  /** Reads the changed feed and returns its issues with the feed. */
  function read(changes: Record<string, string | null>): { feed: GtfsFeed; issues: FeedIssue[] } {
    return readFeed(feedFiles(changes));
  }

  function expectIssue(
    issues: FeedIssue[],
    file: string,
    line: number,
    text: string,
    severity = 'error',
  ): void {
    const found = issues.find((i) => i.file === file && i.line === line);
    expect(found, JSON.stringify(issues)).toBeDefined();
    expect(found!.severity).toBe(severity);
    expect(found!.message).toContain(`${file} line ${line}`);
    expect(found!.message).toContain(text);
  }

  it('an unparsable time', () => {
    const { feed, issues } = read({ '+stop_times.txt': 'T4,12:3O:00,12:30:00,B,3,,,\n' });
    expect(issues).toHaveLength(1);
    expectIssue(issues, 'stop_times.txt', 13, 'arrival_time "12:3O:00"');
    expect(feed.stopTimes.length).toBe(11);
  });

  it('an unparsable stop_sequence', () => {
    const { issues } = read({ '+stop_times.txt': 'T4,13:00:00,13:00:00,B,x,,,\n' });
    expectIssue(issues, 'stop_times.txt', 13, 'stop_sequence "x"');
  });

  it('latitude and longitude out of range', () => {
    const { feed, issues } = read({
      '+stops.txt': 'D,Nowhere,95,6.5,0,,\nE,Nowhere,52,190,0,,\nF,Bad,abc,6,0,,\n',
    });
    expectIssue(issues, 'stops.txt', 8, 'stop_lat "95"');
    expectIssue(issues, 'stops.txt', 9, 'stop_lon "190"');
    expectIssue(issues, 'stops.txt', 10, 'stop_lat "abc"');
    expect(feed.stops).toHaveLength(6);
  });

  it('an unknown route_type is a warning and the route stays', () => {
    const { feed, issues } = read({ '+routes.txt': 'R9,ARR,9,,1234\n' });
    expectIssue(issues, 'routes.txt', 5, 'unknown route_type 1234', 'warning');
    expect(feed.routes.map((r) => r.routeId)).toContain('R9');
  });

  it('duplicate ids', () => {
    const { feed, issues } = read({
      '+stops.txt': 'A,Aalten again,51.9,6.5,0,,\n',
      '+trips.txt': 'R1,WD,T1,Again,0,\n',
      '+routes.txt': 'R1,ARR,X,,3\n',
    });
    expectIssue(issues, 'stops.txt', 8, 'duplicate stop_id "A"');
    expectIssue(issues, 'trips.txt', 6, 'duplicate trip_id "T1"');
    expectIssue(issues, 'routes.txt', 5, 'duplicate route_id "R1"');
    expect(feed.stops.find((s) => s.stopId === 'A')?.name).toBe('Aalten Centrum');
    expect(feed.trips).toHaveLength(4);
  });

  it('a trip with an unknown route or service, and its stop_times', () => {
    const { feed, issues } = read({
      '+trips.txt': 'RX,WD,T5,,,\nR1,NOPE,T6,,,\n',
      '+stop_times.txt': 'T5,09:00:00,09:00:00,A,1,,,\nT5,09:10:00,09:10:00,B,2,,,\n',
    });
    expectIssue(issues, 'trips.txt', 6, 'unknown route_id "RX"');
    expectIssue(issues, 'trips.txt', 7, 'unknown service_id "NOPE"');
    // The dropped trip's stop_times are skipped without an issue each.
    expect(issues).toHaveLength(2);
    expectFixtureTrips(feed);
  });

  it('a stop_time with an unknown trip or stop', () => {
    const { feed, issues } = read({
      '+stop_times.txt': 'TX,09:00:00,09:00:00,A,1,,,\nT4,13:00:00,13:00:00,NOPE,3,,,\n',
    });
    expectIssue(issues, 'stop_times.txt', 13, 'unknown trip_id "TX"');
    expectIssue(issues, 'stop_times.txt', 14, 'unknown stop_id "NOPE"');
    expect(feed.stopTimes.length).toBe(11);
  });

  it('an unknown parent_station is a warning; the stop stays without it', () => {
    const { feed, issues } = read({ '+stops.txt': 'P3,Winterswijk,51.97,6.72,0,ST9,3\n' });
    expectIssue(issues, 'stops.txt', 8, 'unknown parent_station "ST9"', 'warning');
    const p3 = feed.stops.find((s) => s.stopId === 'P3');
    expect(p3).toBeDefined();
    expect(p3?.parentStation).toBeUndefined();
  });

  it('transfers and frequencies with unknown stops or trips', () => {
    const { feed, issues } = read({
      '+transfers.txt': 'P1,NOPE,0,\nNOPE,P1,0,\n',
      '+frequencies.txt': 'TX,06:00:00,07:00:00,600,0\n',
    });
    expectIssue(issues, 'transfers.txt', 4, 'unknown to_stop_id "NOPE"');
    expectIssue(issues, 'transfers.txt', 5, 'unknown from_stop_id "NOPE"');
    expectIssue(issues, 'frequencies.txt', 4, 'unknown trip_id "TX"');
    expect(feed.transfers).toHaveLength(2);
    expect(feed.frequencies).toHaveLength(2);
  });

  it('a route with an unknown agency when there are several', () => {
    const { feed, issues } = read({ '+routes.txt': 'R9,NOPE,9,,3\n' });
    expectIssue(issues, 'routes.txt', 5, 'unknown agency_id "NOPE"');
    expect(feed.routes).toHaveLength(3);
  });

  it('a trip with fewer than 2 stop_times is dropped', () => {
    const { feed, issues } = read({
      '+trips.txt': 'R1,WD,T5,,,\nR1,WD,T6,,,\n',
      '+stop_times.txt': 'T5,09:00:00,09:00:00,A,1,,,\n',
    });
    expectIssue(issues, 'trips.txt', 6, 'trip_id "T5" has 1 usable stop_times');
    expectIssue(issues, 'trips.txt', 7, 'trip_id "T6" has 0 usable stop_times');
    expectFixtureTrips(feed);
  });

  it('a trip whose times go backwards is dropped, naming the offending row', () => {
    // Rows out of order in the file: the check runs in stop_sequence order and still names line 15.
    const { feed, issues } = read({
      '+trips.txt': 'R1,WD,T5,,,\n',
      '+stop_times.txt':
        'T5,09:00:00,09:00:00,A,1,,,\nT5,09:20:00,09:20:00,C,3,,,\nT5,08:50:00,08:50:00,B,2,,,\n',
    });
    expectIssue(issues, 'stop_times.txt', 15, 'trip_id "T5" goes back in time at stop_sequence 2');
    expectFixtureTrips(feed);
    // Trip indices were renumbered consistently after the drop.
    expect(tripStops(feed, 'T4').map(([id]) => id)).toEqual(['C', 'A']);
  });

  it('a duplicate stop_sequence drops the later row', () => {
    const { feed, issues } = read({ '+stop_times.txt': 'T4,12:40:00,12:40:00,B,2,,,\n' });
    expectIssue(issues, 'stop_times.txt', 13, 'duplicate stop_sequence 2 for trip_id "T4"');
    expect(tripStops(feed, 'T4').map(([id]) => id)).toEqual(['C', 'A']);
  });

  it('an untimed last stop cannot be interpolated', () => {
    const { issues } = read({ '+stop_times.txt': 'T4,,,B,3,,,\n' });
    expectIssue(issues, 'stop_times.txt', 13, 'trip_id "T4" has no time at its last stop');
  });
});

describe('readFeed on unusable feeds', () => {
  it('throws a GtfsReadError naming a missing required file', () => {
    for (const name of ['agency.txt', 'stops.txt', 'routes.txt', 'trips.txt', 'stop_times.txt']) {
      expect(() => readFeed(feedFiles({ [name]: null }))).toThrow(new RegExp(name.replace('.', '\\.')));
      expect(() => readFeed(feedFiles({ [name]: null }))).toThrow(GtfsReadError);
    }
    expect(() => readFeed(feedFiles({ 'calendar.txt': null, 'calendar_dates.txt': null }))).toThrow(
      /calendar\.txt and calendar_dates\.txt/,
    );
  });

  it('throws naming the file and the missing column', () => {
    expect(() => readFeed(feedFiles({ 'stops.txt': 'stop_id,stop_name,stop_lon\nA,A,6\n' }))).toThrow(
      'stops.txt: required column "stop_lat" is missing',
    );
  });
});

describe('readFeed CSV details', () => {
  it('handles a BOM, CRLF line ends, quoted fields with commas, quotes and line breaks', () => {
    const stops =
      '\uFEFFstop_id,stop_name,stop_lat,stop_lon,location_type,parent_station,platform_code\r\n' +
      'ST1,"Winterswijk, station",51.97,6.73,1,,\r\n' +
      'P1,"Perron ""1""",51.9701,6.7201,0,ST1,1\r\n' +
      'P2,"Two\r\nlines",51.9702,6.7202,0,ST1,2\r\n' +
      'A,Aalten,51.925,6.58,0,,\r\n' +
      'B,Lichtenvoorde,51.98,6.56,0,,\r\n' +
      'C,Zutphen,52.14,999,0,,\r\n' +
      '\r\n\r\n';
    const { feed, issues } = readFeed(feedFiles({ 'stops.txt': stops }));
    expect(feed.stops.slice(0, 3).map((s) => s.name)).toEqual([
      'Winterswijk, station',
      'Perron "1"',
      'Two\r\nlines',
    ]);
    // The quoted line break counts: the bad row is on line 8.
    expect(issues.find((i) => i.file === 'stops.txt')?.line).toBe(8);
  });
});
