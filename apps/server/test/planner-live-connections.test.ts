import { beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_RIDE_PLAN_OPTIONS,
  formatPlanPlace,
  NEW_ADVICE_EXPIRED_MESSAGE,
  NO_NEW_ADVICE_MESSAGE,
  type Car,
  type Itinerary,
  type Leg,
  type Ride,
  type SimulatedLiveChanges,
  type Trip,
  type TripPlan,
} from '@achterhoek/contracts';
import { useAppAt } from './support/app.js';
import { useCallers, useDemoUsers } from './support/callers.js';
import { newUser, type Caller } from './profile-helpers.js';
import { addDemoCar, P, place, R, systemMessagesOf, WINTERSWIJK } from './trip-helpers.js';
import { secondInstanceApp } from './test-app.js';

/*
 * Live delays on booked trips: Gerda takes the train from Doetinchem to Winterswijk and a shared ride on
 * to Meddo. The demo's simulator, told by the admin, makes her train late or cancels it; the feed is read
 * by polling as in production, and the connection watch judges her trip.
 */

// Monday 30 November 2026, 06:30. The 08:09 train from Arnhem (no standing delay: it leaves in an even
// hour) leaves Doetinchem at 08:46 and reaches Winterswijk at 09:21; the driver picks up at the station at
// 09:32 (the planner leaves ten minutes between a train and a ride) and can wait three minutes.
const MONDAY_MORNING = '2026-11-30T06:30:00+01:00';
const TRAIN = 'T1-heen-weekday-0809';
const EARLIER_TRAIN = 'T1-heen-weekday-0739';
const DAY = '2026-11-30';
const MEDDO = place('Meddo, Kerk', 52.0097, 6.7744);
const DOETINCHEM_STATION = { label: 'Station Doetinchem', lat: 51.958362, lon: 6.294481 };
const MIN = 60_000;

const rail = (itinerary: Itinerary): Leg => itinerary.legs.find((leg) => leg.traverseMode === 'RAIL')!;

/** Searches Station Doetinchem → Meddo at `when` by train and shared ride, as `passenger`. */
async function searchTrainAndRide(passenger: Caller, when: string): Promise<TripPlan> {
  const query = new URLSearchParams({
    from: formatPlanPlace(DOETINCHEM_STATION.label, DOETINCHEM_STATION.lat, DOETINCHEM_STATION.lon),
    to: formatPlanPlace(MEDDO.label, 52.0097, 6.7744),
    travelTime: when,
    modalities: 'RAIL,RIDESHARE,WALK',
    maxWalkDistance: '1000',
    lastLegRideshare: 'true',
  });
  const response = await passenger.get(`${P}/search/plan?${query.toString()}`);
  expect(response.statusCode).toBe(200);
  return response.json() as TripPlan;
}

/**
 * The driver offers the ride from Winterswijk station to Meddo at 09:32, and the passenger books the
 * 08:46 train from Doetinchem with it: answers the ride and the trip.
 */
async function bookTrainAndRide(passenger: Caller, driver: Caller): Promise<{ ride: Ride; trip: Trip }> {
  const car = (await addDemoCar(driver, 2)) as Car;
  const offered = await driver.post(`${R}/rides`, {
    from: WINTERSWIJK,
    to: MEDDO,
    travelTime: { when: '2026-11-30T09:32:00+01:00', arriving: false },
    // Five minutes of detour: two go to picking the passenger up and setting her down, three to wait.
    ridePlanOptions: { ...DEFAULT_RIDE_PLAN_OPTIONS, maxTimeDetour: 5, selectedCarRef: car.carRef },
  });
  expect(offered.statusCode).toBe(201);
  const ride = offered.json() as Ride;
  const plan = await searchTrainAndRide(passenger, '2026-11-30T08:30:00+01:00');
  const itinerary = plan.itineraries.find(
    (candidate) =>
      candidate.legs.some((leg) => leg.rideRef === ride.rideRef) &&
      candidate.legs.some((leg) => leg.tripId === TRAIN),
  );
  expect(itinerary, 'the search offers the train and the ride').toBeDefined();
  const booked = await passenger.post(`${P}/trips`, { itineraryRef: itinerary!.itineraryRef });
  expect(booked.statusCode).toBe(201);
  return { ride, trip: booked.json() as Trip };
}

describe('live delays on a booked train-plus-ride trip', () => {
  const { t, clock, db } = useAppAt(MONDAY_MORNING);
  const [gerda, admin] = useDemoUsers(t, 'gerda', 'beheer');
  const [driver] = useCallers(1, async () =>
    Promise.all([newUser(t, { givenName: 'Dinand', familyName: 'Klein Gunnewiek' })]),
  );
  let trip: Trip;

  const simulate = (caller: Caller, change: Record<string, unknown>) =>
    caller.put(`${P}/live-feed/simulator/changes`, change);
  const poll = () => t.app.liveTransit.poll();
  const tripNow = async () => (await gerda.get(`${P}/trips/${trip.id}`)).json() as Trip;
  const messagesOf = (caller: Caller) => systemMessagesOf(db, caller);

  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    ({ trip } = await bookTrainAndRide(gerda, driver));
    expect(rail(trip.itinerary)).toMatchObject({ tripId: TRAIN, serviceDate: DAY });
  });

  it('refuses simulator changes from anyone but an admin, and bad changes, storing nothing', async () => {
    const change = { tripId: TRAIN, serviceDate: DAY, delayMinutes: 15 };
    expect((await simulate(gerda, change)).statusCode).toBe(403);
    expect((await simulate(admin, { ...change, delayMinutes: 999 })).statusCode).toBe(400);
    expect((await simulate(admin, { ...change, tripId: 'T9-onbekend' })).statusCode).toBe(400);
    expect((await simulate(admin, { ...change, serviceDate: '2026-12-31' })).statusCode).toBe(400);
    expect((await simulate(admin, { ...change, extra: true })).statusCode).toBe(400);
    const kept = (await admin.get(`${P}/live-feed/simulator/changes`)).json() as SimulatedLiveChanges;
    expect(kept.changes).toEqual([]);
    expect((await gerda.get(`${P}/live-feed/simulator/changes`)).statusCode).toBe(403);
  });

  it('shows nothing live while the feed says nothing of the train', async () => {
    expect(await poll()).toBe('fresh');
    const current = await tripNow();
    expect(rail(current.itinerary).departureDelay).toBeUndefined();
    expect(current.connectionAtRisk).toBeUndefined();
    expect(await messagesOf(driver)).not.toContainEqual(expect.stringContaining('vertraagd'));
  });

  it('moves the trip’s own timers with the late train, not the settlement', async () => {
    expect((await simulate(admin, { tripId: TRAIN, serviceDate: DAY, delayMinutes: 15 })).statusCode).toBe(
      204,
    );
    await poll();
    const current = await tripNow();
    // The train was to leave Doetinchem at 08:46; it now leaves at 09:01.
    expect(rail(current.itinerary).startTime).toBe('2026-11-30T09:01:00+01:00');
    const planned = Date.parse(trip.itinerary.departureTime);
    // Just after the timetable's "departing" moment (15 minutes before it leaves) the trip still waits.
    clock.set(planned - 14 * MIN);
    await t.app.timers.runDue();
    expect((await tripNow()).state).toBe('SCHEDULED');
    // Five minutes before the live departure: departing, and the reminder says the live time.
    clock.set(planned + 10 * MIN);
    await t.app.timers.runDue();
    expect((await tripNow()).state).toBe('DEPARTING');
    const live = new Date(planned + 15 * MIN).toLocaleTimeString('nl-NL', {
      timeZone: 'Europe/Amsterdam',
      hour: '2-digit',
      minute: '2-digit',
    });
    expect(await messagesOf(gerda)).toContainEqual(`Over 5 minuten vertrek je naar Meddo, Kerk (${live}).`);
    // The settlement keeps the booked times: 15 minutes after the ride's booked end, both are asked.
    const rideEnd = Date.parse(trip.itinerary.legs.find((leg) => leg.rideRef)!.endTime);
    clock.set(rideEnd + 15 * MIN);
    await t.app.timers.runDue();
    expect((await tripNow()).state).toBe('VALIDATING');
  });

  it('shows the alerts of the trip’s lines while it is not over', async () => {
    clock.set(Date.parse(MONDAY_MORNING));
    await poll();
    const alerts = (await tripNow()).alerts;
    // Validating: the trip is over, its alerts no longer matter.
    expect(alerts).toBeUndefined();
  });
});

describe('a connection at risk, told once, and the new advice', () => {
  const { t, clock, db } = useAppAt(MONDAY_MORNING);
  const [gerda, admin] = useDemoUsers(t, 'gerda', 'beheer');
  const [driver, stranger] = useCallers(2, async () =>
    Promise.all([
      newUser(t, { givenName: 'Dinand', familyName: 'Klein Gunnewiek' }),
      newUser(t, { givenName: 'Anouk', familyName: 'Te Brake' }),
    ]),
  );
  let ride: Ride;
  let trip: Trip;
  const simulate = (change: Record<string, unknown>) =>
    admin.put(`${P}/live-feed/simulator/changes`, { tripId: TRAIN, serviceDate: DAY, ...change });
  const tripNow = async () => (await gerda.get(`${P}/trips/${trip.id}`)).json() as Trip;
  const messagesOf = (caller: Caller) => systemMessagesOf(db, caller);
  const about = (messages: string[], text: string) => messages.filter((body) => body.includes(text));

  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    ({ ride, trip } = await bookTrainAndRide(gerda, driver));
  });

  it('is no risk while the driver can wait for the late train', async () => {
    // Fourteen minutes late: at the station at 09:35, the three minutes the driver waits.
    expect((await simulate({ delayMinutes: 14 })).statusCode).toBe(204);
    await t.app.liveTransit.poll();
    const current = await tripNow();
    expect(rail(current.itinerary)).toMatchObject({ departureDelay: 840, arrivalDelay: 840 });
    expect(current.connectionAtRisk).toBeUndefined();
    expect(about(await messagesOf(gerda), 'vertraagd')).toEqual([]);
  });

  it('tells the passenger and the driver once, however often the feed is read, when the train is 15 minutes late', async () => {
    await simulate({ delayMinutes: 15 });
    // Two polls at once (on PostgreSQL each on a connection of its own), then another: one message each.
    await Promise.all([t.app.liveTransit.poll(), t.app.liveTransit.poll()]);
    await t.app.liveTransit.poll();
    const current = await tripNow();
    expect(current.connectionAtRisk).toMatchObject({
      reason: 'LATE',
      legIndex: current.itinerary.legs.indexOf(rail(current.itinerary)),
      waitSeconds: 4 * 60,
      allowedWaitSeconds: 3 * 60,
    });
    expect(rail(current.itinerary)).toMatchObject({ departureDelay: 900, arrivalDelay: 900 });
    const toGerda = about(await messagesOf(gerda), 'vertraagd +15');
    expect(toGerda).toEqual([
      'Je trein T1 is 15 minuten vertraagd (vertraagd +15). Je bent pas rond 09:36 bij Winterswijk; Dinand Klein Gunnewiek haalt je om 09:32 op en kan 3 minuten wachten. Bekijk het nieuwe reisadvies bij je reis.',
    ]);
    expect(about(await messagesOf(driver), 'vertraagd +15')).toHaveLength(1);
    // A minute more is no news; three minutes more is.
    await simulate({ delayMinutes: 16 });
    await t.app.liveTransit.poll();
    expect(about(await messagesOf(gerda), 'vertraagd')).toHaveLength(1);
    await simulate({ delayMinutes: 18 });
    await t.app.liveTransit.poll();
    expect(about(await messagesOf(gerda), 'vertraagd +18')).toHaveLength(1);
    expect(about(await messagesOf(driver), 'vertraagd +18')).toHaveLength(1);
    await simulate({ delayMinutes: 15 });
    await t.app.liveTransit.poll();
    // The new advice: the earlier train, the same ride.
    expect(current.newAdvice).toBeDefined();
    expect(rail(current.newAdvice!).tripId).toBe(EARLIER_TRAIN);
    expect(current.newAdvice!.legs.find((leg) => leg.rideRef)?.rideRef).toBe(ride.rideRef);
  });

  it.runIf(process.env.DATABASE_URL)('tells them once with two instances reading the feed', async () => {
    const second = await secondInstanceApp(t);
    try {
      await second.app.listen({ port: 0, host: '127.0.0.1' });
      await simulate({ cancelled: true, delayMinutes: 0 });
      await Promise.all([t.app.liveTransit.poll(), second.app.liveTransit.poll()]);
      expect(about(await messagesOf(gerda), 'rijdt niet')).toHaveLength(1);
      expect(about(await messagesOf(driver), 'rijdt niet')).toHaveLength(1);
      await simulate({ cancelled: false, delayMinutes: 15 });
      await Promise.all([t.app.liveTransit.poll(), second.app.liveTransit.poll()]);
    } finally {
      await second.close();
    }
  });

  it('shows the alerts of the trip’s lines on the trip, to its passenger only', async () => {
    // The standing disruption of the demo's T1 line is in force this morning.
    expect((await tripNow()).alerts).toEqual([
      {
        header: 'Vertraging tussen Arnhem en Winterswijk',
        description: 'Door een defecte overweg bij Varsseveld rijden treinen tot 12 minuten later.',
      },
    ]);
    expect((await stranger.get(`${P}/trips/${trip.id}`)).statusCode).toBe(403);
    expect((await stranger.post(`${P}/trips/${trip.id}/new-advice`)).statusCode).toBe(403);
    expect((await gerda.post(`${P}/trips/nonsense/new-advice`)).statusCode).toBe(400);
  });

  it('replaces the train by the new advice and keeps the ride, its booking and its fare', async () => {
    const before = await tripNow();
    const rideLeg = before.itinerary.legs.find((leg) => leg.rideRef)!;
    const taken = await gerda.post(`${P}/trips/${trip.id}/new-advice`);
    expect(taken.statusCode).toBe(200);
    const after = taken.json() as Trip;
    expect(rail(after.itinerary).tripId).toBe(EARLIER_TRAIN);
    expect(after.itinerary.legs.find((leg) => leg.rideRef)).toMatchObject({
      legRef: rideLeg.legRef,
      bookingRef: rideLeg.bookingRef,
      paymentState: 'RESERVED',
    });
    expect(after.connectionAtRisk).toBeUndefined();
    expect(after.newAdvice).toBeUndefined();
    expect(Date.parse(after.itinerary.departureTime)).toBeLessThan(
      Date.parse(before.itinerary.departureTime),
    );
    expect(about(await messagesOf(driver), 'reist anders')).toHaveLength(1);
    // The late train no longer concerns the trip: the next read tells nobody anything.
    const told = (await messagesOf(gerda)).length;
    await t.app.liveTransit.poll();
    expect((await messagesOf(gerda)).length).toBe(told);
    // Taking it twice: there is no advice any more.
    const again = await gerda.post(`${P}/trips/${trip.id}/new-advice`);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ message: NO_NEW_ADVICE_MESSAGE });
  });

  it('says when the risk is over', async () => {
    // The earlier train now runs late too, so late the ride is at risk again …
    await admin.put(`${P}/live-feed/simulator/changes`, {
      tripId: EARLIER_TRAIN,
      serviceDate: DAY,
      delayMinutes: 45,
    });
    await t.app.liveTransit.poll();
    const atRisk = await tripNow();
    expect(atRisk.connectionAtRisk).toMatchObject({ reason: 'LATE' });
    // Advice whose first train has left can no longer be taken.
    const firstNew = Date.parse(atRisk.newAdvice!.legs[0]!.startTime);
    clock.set(firstNew + 2 * MIN);
    const expired = await gerda.post(`${P}/trips/${trip.id}/new-advice`);
    expect(expired.statusCode).toBe(422);
    expect(expired.json()).toMatchObject({ message: NEW_ADVICE_EXPIRED_MESSAGE });
    // … and back on time: both hear the ride goes ahead.
    await admin.put(`${P}/live-feed/simulator/changes`, {
      tripId: EARLIER_TRAIN,
      serviceDate: DAY,
      delayMinutes: 0,
    });
    await t.app.liveTransit.poll();
    expect((await tripNow()).connectionAtRisk).toBeUndefined();
    expect(about(await messagesOf(gerda), 'Goed nieuws')).toHaveLength(1);
    expect(about(await messagesOf(driver), 'Goed nieuws')).toHaveLength(1);
  });
});

describe('searches on live times', () => {
  const { t } = useAppAt(MONDAY_MORNING);
  const [gerda, admin] = useDemoUsers(t, 'gerda', 'beheer');

  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  it('plans on the late train’s live times and says how late it is; a cancelled train is not offered', async () => {
    const query = new URLSearchParams({
      from: formatPlanPlace(DOETINCHEM_STATION.label, DOETINCHEM_STATION.lat, DOETINCHEM_STATION.lon),
      to: formatPlanPlace(WINTERSWIJK.label, 51.967654, 6.715404),
      travelTime: '2026-11-30T08:40:00+01:00',
      modalities: 'RAIL,WALK',
      maxWalkDistance: '1000',
    });
    const search = async () =>
      ((await gerda.get(`${P}/search/plan?${query.toString()}`)).json() as TripPlan).itineraries.map(rail);
    const onTime = (await search()).find((leg) => leg.tripId === TRAIN)!;
    expect(onTime.departureDelay).toBeUndefined();

    await admin.put(`${P}/live-feed/simulator/changes`, {
      tripId: TRAIN,
      serviceDate: DAY,
      delayMinutes: 15,
    });
    await t.app.liveTransit.poll();
    const late = (await search()).find((leg) => leg.tripId === TRAIN)!;
    expect(late).toMatchObject({ departureDelay: 900, arrivalDelay: 900, serviceDate: DAY });
    expect(Date.parse(late.startTime) - Date.parse(onTime.startTime)).toBe(15 * MIN);

    await admin.put(`${P}/live-feed/simulator/changes`, {
      tripId: TRAIN,
      serviceDate: DAY,
      delayMinutes: 0,
      cancelled: true,
    });
    await t.app.liveTransit.poll();
    expect((await search()).some((leg) => leg.tripId === TRAIN)).toBe(false);
  });
});

describe('the demo’s trip with a late train', () => {
  // Monday 30 November 2026, 10:15: the next train the demo makes late leaves Arnhem at 11:09.
  const { t, db } = useAppAt('2026-11-30T10:15:00+01:00', { env: { SEED_DEMO_TRIPS: 'true' } });
  const [gerda, henk] = useDemoUsers(t, 'gerda', 'henk');

  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  it('starts with Gerda’s booked train and Henk’s ride, told at the first read of the feed that the train is late', async () => {
    const scheduled = (await gerda.get(`${P}/trips?state=SCHEDULED`)).json() as { data: Trip[] };
    expect(scheduled.data).toHaveLength(1);
    const [trip] = scheduled.data;
    expect(trip!.itinerary.legs.map((leg) => leg.traverseMode).filter((mode) => mode !== 'WALK')).toEqual([
      'RAIL',
      'RIDESHARE',
    ]);
    expect(rail(trip!.itinerary)).toMatchObject({ tripId: 'T1-heen-weekday-1109' });
    await t.app.liveTransit.poll();
    const told = (await gerda.get(`${P}/trips/${trip!.id}`)).json() as Trip;
    expect(rail(told.itinerary)).toMatchObject({ departureDelay: 720 });
    expect(told.connectionAtRisk).toMatchObject({ reason: 'LATE' });
    expect(told.newAdvice).toBeDefined();
    expect((await systemMessagesOf(db, gerda)).filter((body) => body.includes('vertraagd +12'))).toHaveLength(
      1,
    );
    expect((await systemMessagesOf(db, henk)).filter((body) => body.includes('vertraagd +12'))).toHaveLength(
      1,
    );
  });
});
