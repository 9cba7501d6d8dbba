import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPlanPlace, type TripPlan } from '@achterhoek/contracts';
import {
  encodeRegion,
  buildTimetable,
  EstimatedRoadRouter,
  StopTimesBuilder,
  type ActiveRide,
  type GtfsFeed,
  type NamedPlace,
} from '@achterhoek/routing';
import { buildApp } from '../src/app.js';
import { manualClock } from '../src/platform/clock.js';
import { loadConfig } from '../src/platform/config.js';
import { createTestApp, type TestApp } from './test-app.js';
import { demoToken } from './profile-helpers.js';

// Stations of the demo region (db-hafas-stations coordinates).
const WINTERSWIJK = formatPlanPlace('Station Winterswijk', 51.967654, 6.715404);
const DOETINCHEM = formatPlanPlace('Station Doetinchem', 51.958362, 6.294481);
const AMSTERDAM = formatPlanPlace('Amsterdam Centraal', 52.378901, 4.900272);

const ISO_AMSTERDAM = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+0[12]:00$/;

// The app's clock stands on a Monday morning; the questions are about the days after it.
const NOW = '2026-11-23T10:00:00+01:00';
const TUESDAY_0800 = '2026-11-24T08:00:00+01:00';
const TUESDAY_0900 = '2026-11-24T09:00:00+01:00';
const TUESDAY_0720 = '2026-11-24T07:20:00+01:00';
const SATURDAY_2300 = '2026-11-28T23:00:00+01:00';
const MONDAY_0815 = '2026-11-30T08:15:00+01:00';
/** An instant `ms` milliseconds from NOW, as the web app sends it (UTC). */
const fromNow = (ms: number) => new Date(Date.parse(NOW) + ms).toISOString();

const tokenFor = (t: TestApp) => demoToken(t, 'gerda@example.nl');

function planUrl(params: Record<string, string | string[]>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, item);
  }
  return `/api/planner/search/plan?${search.toString()}`;
}

function expectWellFormed(plan: TripPlan): void {
  for (const itinerary of plan.itineraries) {
    expect(itinerary.departureTime).toMatch(ISO_AMSTERDAM);
    expect(itinerary.arrivalTime).toMatch(ISO_AMSTERDAM);
    const fares = itinerary.legs.reduce((sum, leg) => sum + (leg.fareInCredits ?? 0), 0);
    expect(itinerary.fareInCredits).toBe(fares);
    expect(itinerary.sustainabilityRating).toBeGreaterThanOrEqual(1);
    let previousEnd = Date.parse(itinerary.departureTime);
    for (const leg of itinerary.legs) {
      expect(leg.startTime).toMatch(ISO_AMSTERDAM);
      expect(Date.parse(leg.startTime)).toBeGreaterThanOrEqual(previousEnd);
      expect(Date.parse(leg.endTime)).toBeGreaterThanOrEqual(Date.parse(leg.startTime));
      previousEnd = Date.parse(leg.endTime);
    }
    expect(previousEnd).toBe(Date.parse(itinerary.arrivalTime));
  }
  const scores = plan.itineraries.map((itinerary) => itinerary.score);
  expect(scores).toEqual([...scores].sort((a, b) => b - a));
}

describe('GET /api/planner/search/plan on the demo region', () => {
  const clock = manualClock(NOW);
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({ services: { clock } });
    token = await tokenFor(t);
  });
  afterAll(async () => t.close());

  const get = (params: Record<string, string | string[]>, auth = true) =>
    t.app.inject({
      method: 'GET',
      url: planUrl(params),
      headers: auth ? { authorization: `Bearer ${token}` } : {},
    });
  /** Winterswijk → Doetinchem on Tuesday at 08:00; `params` add to the question or replace its parts. */
  const toDoetinchem = (params: Record<string, string | string[]> = {}, auth = true) =>
    get({ from: WINTERSWIJK, to: DOETINCHEM, travelTime: TUESDAY_0800, ...params }, auth);

  it('needs a token', async () => {
    const response = await toDoetinchem({}, false);
    expect(response.statusCode).toBe(401);
  });

  it('answers Winterswijk → Doetinchem at 08:00 on a weekday with a train', async () => {
    const response = await toDoetinchem();
    expect(response.statusCode).toBe(200);
    const plan = response.json() as TripPlan;
    expect(plan).toMatchObject({
      from: { label: 'Station Winterswijk', location: { type: 'Point', coordinates: [6.715404, 51.967654] } },
      to: { label: 'Station Doetinchem' },
      travelTime: TUESDAY_0800,
      useAsArrivalTime: false,
      nrSeats: 1,
      maxWalkDistance: 1000,
      modalities: ['WALK', 'RIDESHARE', 'BUS', 'RAIL', 'TRAM', 'SUBWAY', 'FERRY'],
    });
    expect(plan.requestDuration).toBeGreaterThanOrEqual(0);
    expect(plan.itineraries.length).toBeGreaterThan(0);
    expectWellFormed(plan);
    const asked = Date.parse(TUESDAY_0800);
    for (const itinerary of plan.itineraries) {
      expect(Date.parse(itinerary.departureTime)).toBeGreaterThanOrEqual(asked);
    }
    const rail = plan.itineraries
      .flatMap((itinerary) => itinerary.legs)
      .find((leg) => leg.traverseMode === 'RAIL');
    expect(rail).toBeDefined();
    expect(rail!.from.label).toContain('Winterswijk');
    expect(rail!.to.label).toBe('Doetinchem');
    expect(rail!.from.stopId).toBeTruthy();
    expect(rail!.routeShortName).toBe('T1');
    expect(rail!.legGeometry.points.length).toBeGreaterThan(0);
  });

  it('accepts modalities repeated or comma-separated, and leaves out trains when they are not asked for', async () => {
    const trainOnly = await toDoetinchem({ modalities: ['RAIL', 'WALK'] });
    expect(trainOnly.statusCode).toBe(200);
    expect((trainOnly.json() as TripPlan).modalities).toEqual(['RAIL', 'WALK']);
    const busOnly = await toDoetinchem({ modalities: 'BUS,WALK' });
    expect(busOnly.statusCode).toBe(200);
    const legs = (busOnly.json() as TripPlan).itineraries.flatMap((itinerary) => itinerary.legs);
    expect(legs.every((leg) => leg.traverseMode !== 'RAIL')).toBe(true);
  });

  it('answers an arrive-by question with arrivals no later than the asked time', async () => {
    const arriveBy = TUESDAY_0900;
    const response = await toDoetinchem({ travelTime: arriveBy, useAsArrivalTime: 'true' });
    expect(response.statusCode).toBe(200);
    const plan = response.json() as TripPlan;
    expect(plan.useAsArrivalTime).toBe(true);
    expect(plan.itineraries.length).toBeGreaterThan(0);
    expectWellFormed(plan);
    for (const itinerary of plan.itineraries) {
      expect(Date.parse(itinerary.arrivalTime)).toBeLessThanOrEqual(Date.parse(arriveBy));
    }
  });

  it('answers an empty list when nothing runs and the walk is too long', async () => {
    // Demo bus B2 is the only one at Dinxperlo Grens: its last Saturday run left at 18:05, and it does not
    // run on Sunday; Aalten is 8 km away.
    const response = await get({
      from: formatPlanPlace('Dinxperlo Grens', 51.860881, 6.49588),
      to: formatPlanPlace('Station Aalten', 51.92134, 6.578534),
      travelTime: SATURDAY_2300,
    });
    expect(response.statusCode).toBe(200);
    expect((response.json() as TripPlan).itineraries).toEqual([]);
  });

  it('walks further than the preference when nothing fits it, and says how far', async () => {
    // Both town centres lie about a kilometre from their stations; a train runs every half hour.
    const centres = {
      from: formatPlanPlace('Centrum Winterswijk', 51.9745, 6.7262),
      to: formatPlanPlace('Centrum Doetinchem', 51.9662, 6.2875),
      travelTime: TUESDAY_0800,
      modalities: 'BUS,RAIL,WALK',
    };
    const response = await get({ ...centres, maxWalkDistance: '500' });
    expect(response.statusCode).toBe(200);
    const plan = response.json() as TripPlan;
    expect(plan.maxWalkDistance).toBe(500);
    expect(plan.itineraries.length).toBeGreaterThan(0);
    expect(plan.extendedMaxWalkDistance).toBeGreaterThan(500);
    expect(
      plan.itineraries.some((itinerary) => itinerary.legs.some((leg) => leg.traverseMode === 'RAIL')),
    ).toBe(true);
    // Within the preference nothing is extended.
    const roomy = (await get({ ...centres, maxWalkDistance: '2000' })).json() as TripPlan;
    expect(roomy.itineraries.length).toBeGreaterThan(0);
    expect(roomy.extendedMaxWalkDistance).toBeUndefined();
  });

  it('shows the train beside Henk’s ride between the towns as the suggestions give them, walking further', async () => {
    // The towns as a traveller picks them from the suggestions: their centres, about 600 and 900 metres
    // from the stations. Henk drives from the one centre to the other on workday mornings at 07:30.
    const town = async (name: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/geo/suggestions?query=${name}&center=52.0,6.4&maxResults=5`,
        headers: { authorization: `Bearer ${token}` },
      });
      const found = (
        response.json() as {
          data: { title: string; category: string; location: { coordinates: [number, number] } }[];
        }
      ).data.find((suggestion) => suggestion.category === 'locality' && suggestion.title === name)!;
      return formatPlanPlace(name, found.location.coordinates[1], found.location.coordinates[0]);
    };
    const from = await town('Winterswijk');
    const to = await town('Doetinchem');
    const response = await get({
      from,
      to,
      travelTime: MONDAY_0815,
      useAsArrivalTime: 'true',
      maxWalkDistance: '500',
    });
    expect(response.statusCode).toBe(200);
    const plan = response.json() as TripPlan;
    expectWellFormed(plan);
    const modes = plan.itineraries.map((itinerary) => itinerary.legs.map((leg) => leg.traverseMode));
    const henk = plan.itineraries.findIndex((itinerary) =>
      itinerary.legs.some((leg) => leg.driverName === 'Henk Lubbers'),
    );
    expect(henk).toBeGreaterThanOrEqual(0);
    const trains = plan.itineraries.filter(
      (itinerary, index) => modes[index]!.includes('RAIL') && !modes[index]!.includes('RIDESHARE'),
    );
    expect(trains.length).toBeGreaterThan(0);
    // They walk further than the 500 metres asked, so they come after what fits, and the answer says how far.
    expect(plan.extendedMaxWalkDistance).toBeGreaterThan(500);
    expect(plan.itineraries.indexOf(trains[0]!)).toBeGreaterThan(henk);
    for (const train of trains) {
      expect(Date.parse(train.arrivalTime)).toBeLessThanOrEqual(Date.parse(MONDAY_0815));
      const walks = train.legs.filter((leg) => leg.traverseMode === 'WALK');
      expect(Math.max(...walks.map((leg) => leg.distance))).toBeGreaterThan(500);
      expect(Math.max(...walks.map((leg) => leg.distance))).toBeLessThanOrEqual(
        plan.extendedMaxWalkDistance!,
      );
    }
  });

  it('offers walking only to a traveller who asked for it', async () => {
    const near = formatPlanPlace('Markt Winterswijk', 51.9706, 6.7196);
    const walking = await get({ from: WINTERSWIJK, to: near, travelTime: TUESDAY_0800, modalities: 'WALK' });
    const walkLegs = (walking.json() as TripPlan).itineraries.map((itinerary) =>
      itinerary.legs.map((leg) => leg.traverseMode),
    );
    expect(walkLegs).toEqual([['WALK']]);
    const noWalk = await get({
      from: WINTERSWIJK,
      to: near,
      travelTime: TUESDAY_0800,
      modalities: 'RIDESHARE',
    });
    expect(noWalk.statusCode).toBe(200);
    expect((noWalk.json() as TripPlan).itineraries).toEqual([]);
  });

  it.each([
    ['from is missing', { to: DOETINCHEM, travelTime: TUESDAY_0800 }, 'from is mandatory'],
    ['everything is missing', {}, 'from is mandatory'],
    ['to is missing', { from: WINTERSWIJK, travelTime: TUESDAY_0800 }, 'to is mandatory'],
    ['to and travelTime are missing', { from: WINTERSWIJK }, 'to is mandatory'],
    ['travelTime is missing', { from: WINTERSWIJK, to: DOETINCHEM }, 'travelTime is mandatory'],
    ['from is empty', { from: '', to: DOETINCHEM, travelTime: TUESDAY_0800 }, 'from is mandatory'],
    [
      'from is not label::lat,lon',
      { from: 'Winterswijk 51.97,6.72', to: DOETINCHEM, travelTime: TUESDAY_0800 },
      'from must be label::lat,lon',
    ],
    [
      'to has coordinates out of range',
      { from: WINTERSWIJK, to: 'Ergens::151.9,6.2', travelTime: TUESDAY_0800 },
      'to has a latitude or longitude out of range',
    ],
    [
      'travelTime is in the past',
      { from: WINTERSWIJK, to: DOETINCHEM, travelTime: fromNow(-5 * 60_000) },
      'travelTime is in the past',
    ],
    [
      'from is outside the region',
      { from: AMSTERDAM, to: DOETINCHEM, travelTime: TUESDAY_0800 },
      'from is outside the region',
    ],
    [
      'to is outside the region',
      { from: WINTERSWIJK, to: AMSTERDAM, travelTime: TUESDAY_0800 },
      'to is outside the region',
    ],
  ])('answers 400 when %s', async (_label, params, message) => {
    const response = await get(params);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      status: 400,
      message,
      fields: [`querystring.${message.split(' ')[0]}`],
    });
  });

  it('accepts a travel time of a moment ago as now', async () => {
    const response = await toDoetinchem({ travelTime: fromNow(-20_000) });
    expect(response.statusCode).toBe(200);
  });

  it("plans from the app's clock: departures it has passed are left out, a time it has passed is refused", async () => {
    try {
      clock.set('2026-11-24T08:20:00+01:00');
      const arriveBy = await toDoetinchem({ travelTime: TUESDAY_0900, useAsArrivalTime: 'true' });
      expect(arriveBy.statusCode).toBe(200);
      const itineraries = (arriveBy.json() as TripPlan).itineraries;
      expect(itineraries.length).toBeGreaterThan(0);
      for (const itinerary of itineraries) {
        // A minute of grace, as for the travel time itself.
        expect(Date.parse(itinerary.departureTime)).toBeGreaterThanOrEqual(clock.nowMs() - 60_000);
      }
      const late = await toDoetinchem();
      expect(late.statusCode).toBe(400);
      expect(late.json()).toMatchObject({ message: 'travelTime is in the past' });
    } finally {
      clock.set(NOW);
    }
  });

  it.each([
    ['an unknown modality', { modalities: 'BUS,HELICOPTER' }, 'querystring.modalities'],
    ['no modality at all', { modalities: ',' }, 'querystring.modalities'],
    ['a walk distance too long', { maxWalkDistance: '20001' }, 'querystring.maxWalkDistance'],
    ['a walk distance that is no number', { maxWalkDistance: 'ver' }, 'querystring.maxWalkDistance'],
    ['too many seats', { nrSeats: '9' }, 'querystring.nrSeats'],
    ['a travel time without offset', { travelTime: '2030-01-01T08:00:00' }, 'querystring.travelTime'],
    ['a non-boolean useAsArrivalTime', { useAsArrivalTime: 'ja' }, 'querystring.useAsArrivalTime'],
  ])('answers 400 naming the field for %s', async (_label, params, field) => {
    const response = await toDoetinchem(params);
    expect(response.statusCode).toBe(400);
    const body = response.json() as { message: string; fields: string[] };
    expect(body.fields.some((failed) => failed.startsWith(field))).toBe(true);
  });

  it('accepts the rideshare switches and seats, and echoes them', async () => {
    const response = await toDoetinchem({
      nrSeats: '3',
      maxWalkDistance: '500',
      firstLegRideshare: 'true',
      lastLegRideshare: 'false',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ nrSeats: 3, maxWalkDistance: 500 });
  });
});

// ---------------------------------------------------------------------------------------------------
// Shared rides, from a test double of the rideshare module's provider

describe('GET /api/planner/search/plan with shared rides', () => {
  // Halle has no stop within walking distance in the demo region; Arnhem is on the train line.
  const halle: NamedPlace = { label: 'Halle, Dorpsstraat', lat: 51.9905, lon: 6.4195 };
  const doetinchem: NamedPlace = { label: 'Station Doetinchem', lat: 51.958362, lon: 6.294481 };
  const HALLE = formatPlanPlace(halle.label, halle.lat, halle.lon);
  const ARNHEM = formatPlanPlace('Arnhem, Centrum', 51.9845, 5.9035);
  const roads = new EstimatedRoadRouter();
  const asked: { earliestDeparture: number; latestArrival: number; seats: number }[] = [];
  let rides: ActiveRide[] = [];
  let t: TestApp;
  let token: string;

  function ride(destination: NamedPlace, driverId = 'henk'): ActiveRide {
    const departureTime = Date.parse(TUESDAY_0720) + 10 * 60_000;
    return {
      rideRef: 'urn:nb:rs:ride:42',
      driver: { id: driverId, name: 'Henk Lubbers' },
      car: { name: 'Opel Corsa', licensePlate: 'HL-12-AB', co2GramsPerKm: 110 },
      origin: halle,
      destination,
      departureTime,
      arrivalTime: departureTime + roads.driveCost(halle, destination).seconds * 1000,
      arrivalTimePinned: false,
      maxDetourMeters: 10_000,
      maxDetourSeconds: 900,
      seats: 3,
      bookings: [],
      stops: [],
    };
  }

  beforeAll(async () => {
    t = await createTestApp({
      services: {
        clock: manualClock(NOW),
        rideProvider: {
          activeRides: async (window) => {
            asked.push(window);
            return rides;
          },
        },
      },
    });
    token = await tokenFor(t);
  });
  afterAll(async () => t.close());

  const plan = async (params: Record<string, string>) => {
    const response = await t.app.inject({
      method: 'GET',
      url: planUrl({ from: HALLE, to: ARNHEM, travelTime: TUESDAY_0720, ...params }),
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json() as TripPlan;
    expectWellFormed(body);
    return body;
  };
  const modesOf = (p: TripPlan) =>
    p.itineraries.map((i) =>
      i.legs
        .map((l) => l.traverseMode)
        .filter((m) => m !== 'WALK')
        .join(','),
    );

  it('offers a ride to the station and the train on, with the driver, the car and the fare', async () => {
    rides = [ride(doetinchem)];
    const body = await plan({ firstLegRideshare: 'true', lastLegRideshare: 'true', nrSeats: '2' });
    const combined = body.itineraries.find((i) =>
      modesOf({ ...body, itineraries: [i] })[0]!.startsWith('RIDESHARE,RAIL'),
    );
    expect(combined).toBeDefined();
    const car = combined!.legs[0]!;
    expect(car).toMatchObject({
      traverseMode: 'RIDESHARE',
      driverName: 'Henk Lubbers',
      vehicleName: 'Opel Corsa',
      vehicleLicensePlate: 'HL-12-AB',
      bookingRequired: true,
      estimated: true,
      from: { label: 'Halle, Dorpsstraat' },
      // Doetinchem or Doetinchem De Huet: both stations are on the ride's way.
      to: { label: expect.stringContaining('Doetinchem') as string },
    });
    expect(car.fareInCredits).toBe(Math.max(1, Math.round(car.distance / 1000)));
    expect(combined!.fareInCredits).toBe(car.fareInCredits);
    // Three people in the car (driver and two seats): its 110 g/km over three.
    expect(car.co2EmissionRate).toBe(37);
    expect(combined!.averageCo2EmissionRate).toBeLessThan(37);
    expect(asked.at(-1)).toMatchObject({ seats: 2, earliestDeparture: Date.parse(TUESDAY_0720) });
    expect(asked.at(-1)!.latestArrival).toBeGreaterThan(Date.parse(TUESDAY_0720));
  });

  it('leaves rides out when the first leg is switched off or RIDESHARE is not among the modes', async () => {
    rides = [ride(doetinchem)];
    const off = await plan({ firstLegRideshare: 'false', lastLegRideshare: 'true' });
    expect(modesOf(off).some((m) => m.includes('RIDESHARE'))).toBe(false);
    const before = asked.length;
    const noRides = await plan({ firstLegRideshare: 'true', modalities: 'BUS,RAIL,WALK' });
    expect(modesOf(noRides).some((m) => m.includes('RIDESHARE'))).toBe(false);
    expect(asked.length).toBe(before);
  });

  it('offers a ride the whole way when one passes both places, and never the traveller’s own ride', async () => {
    const arnhem: NamedPlace = { label: 'Arnhem', lat: 51.985, lon: 5.899 };
    rides = [ride(arnhem)];
    const body = await plan({});
    expect(modesOf(body)).toContain('RIDESHARE');
    const sub = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string };
    rides = [ride(arnhem, sub.sub)];
    expect(modesOf(await plan({}))).not.toContain('RIDESHARE');
  });
});

// ---------------------------------------------------------------------------------------------------
// Region snapshots

/** A tiny region near Groenlo: bus X1 Lichtenvoorde – Groenlo every 30 minutes, every day. */
function tinyFeed(): GtfsFeed {
  const stops = [
    { stopId: 'lv', name: 'Lichtenvoorde Markt', lat: 51.9866, lon: 6.5664, locationType: 0 },
    { stopId: 'hz', name: 'Harreveld Kerk', lat: 52.0099, lon: 6.5951, locationType: 0 },
    { stopId: 'gr', name: 'Groenlo Busstation', lat: 52.0422, lon: 6.6139, locationType: 0 },
  ];
  const stopTimes = new StopTimesBuilder();
  const trips = [];
  for (let departure = 6 * 3600; departure <= 22 * 3600; departure += 1800) {
    const tripIndex = trips.length;
    trips.push({ tripId: `X1-${departure}`, routeId: 'X1', serviceId: 'ALL', headsign: 'Groenlo' });
    [0, 7, 15].forEach((minutes, i) => {
      const time = departure + minutes * 60;
      stopTimes.push({ tripIndex, stopIndex: i, stopSequence: i + 1, arrival: time, departure: time });
    });
  }
  return {
    agencies: [
      { agencyId: 'TEST', name: 'Testbus', url: 'https://example.nl', timezone: 'Europe/Amsterdam' },
    ],
    stops,
    routes: [
      { routeId: 'X1', agencyId: 'TEST', shortName: 'X1', longName: 'Lichtenvoorde – Groenlo', type: 3 },
    ],
    trips,
    stopTimes: stopTimes.finish(),
    calendars: [{ serviceId: 'ALL', weekdays: 0b1111111, startDate: 20240101, endDate: 20351231 }],
    calendarDates: [],
    transfers: [],
    frequencies: [],
    shapes: [],
  };
}

describe('the region snapshot', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'achterhoek-region-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('is loaded from REGION_SNAPSHOT and planned on', async () => {
    const file = path.join(dir, 'tiny.snapshot');
    const { timetable } = buildTimetable(tinyFeed());
    const meta = {
      name: 'Testregio Groenlo',
      demo: false,
      bbox: [6.5, 51.95, 6.7, 52.1] as [number, number, number, number],
      builtAt: '2026-11-21T10:00:00Z',
      sources: [{ name: 'Testdienstregeling', licence: 'CC0' }],
    };
    fs.writeFileSync(file, encodeRegion({ meta, timetable }));
    const t = await createTestApp({ env: { REGION_SNAPSHOT: file }, services: { clock: manualClock(NOW) } });
    try {
      const config = (await t.app.inject({ method: 'GET', url: '/app-config.json' })).json() as {
        region: unknown;
      };
      // A snapshot from before roads were imported counts as estimated.
      expect(config.region).toEqual({
        name: meta.name,
        demo: false,
        sources: meta.sources,
        roads: 'estimated',
      });
      const response = await t.app.inject({
        method: 'GET',
        url: planUrl({
          from: formatPlanPlace('Lichtenvoorde', 51.9866, 6.5664),
          to: formatPlanPlace('Groenlo', 52.0422, 6.6139),
          travelTime: TUESDAY_0800,
        }),
        headers: { authorization: `Bearer ${await tokenFor(t)}` },
      });
      expect(response.statusCode).toBe(200);
      const plan = response.json() as TripPlan;
      expectWellFormed(plan);
      const bus = plan.itineraries[0]!.legs.find((leg) => leg.traverseMode === 'BUS');
      expect(bus).toMatchObject({
        routeShortName: 'X1',
        agencyName: 'Testbus',
        headsign: 'Groenlo',
        from: { label: 'Lichtenvoorde Markt', stopId: 'lv' },
        to: { label: 'Groenlo Busstation', stopId: 'gr' },
        duration: 900,
      });
      expect(bus!.startTime).toBe(TUESDAY_0800);
      // The demo region's stations are outside this region.
      const outside = await t.app.inject({
        method: 'GET',
        url: planUrl({ from: WINTERSWIJK, to: DOETINCHEM, travelTime: TUESDAY_0800 }),
        headers: { authorization: `Bearer ${await tokenFor(t)}` },
      });
      expect(outside.json()).toMatchObject({ status: 400, message: 'from is outside the region' });
    } finally {
      await t.close();
    }
  });

  it('falls back to the demo region when the file is absent', async () => {
    const t = await createTestApp({ env: { REGION_SNAPSHOT: path.join(dir, 'missing.snapshot') } });
    try {
      const config = (await t.app.inject({ method: 'GET', url: '/app-config.json' })).json() as {
        region: { name: string; demo: boolean };
      };
      expect(config.region).toMatchObject({ name: 'Achterhoek (demo)', demo: true });
    } finally {
      await t.close();
    }
  });

  it('stops start-up on a corrupt snapshot, naming the file', async () => {
    const file = path.join(dir, 'corrupt.snapshot');
    fs.writeFileSync(file, 'ACHREG01 this is not a region');
    // The region loads before the database opens, so an in-memory database is never created.
    const config = loadConfig({
      DATA_DIR: dir,
      DATABASE_URL: 'memory://',
      LOG_LEVEL: 'silent',
      REGION_SNAPSHOT: file,
    });
    await expect(buildApp(config)).rejects.toThrow(`Region snapshot ${file} cannot be loaded`);
  });
});
