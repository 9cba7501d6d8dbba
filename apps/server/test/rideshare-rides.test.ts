import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_RIDE_PLAN_OPTIONS,
  formatPlanPlace,
  type Car,
  type CreateRideRequest,
  type Paged,
  type Ride,
  type TripPlan,
} from '@achterhoek/contracts';
import { EstimatedRoadRouter } from '@achterhoek/routing';
import { manualClock, type ManualClock } from '../src/platform/clock.js';
import { addBooking, type NewBooking } from '../src/modules/rideshare/index.js';
import { RIDE_PROGRESS } from '../src/modules/rideshare/ride-progress-job.js';
import { DEPARTING_BEFORE_MS } from '../src/modules/rideshare/ride-progress-rules.js';
import { pendingTimer } from '../src/platform/timers/timer-store.js';
import { DEMO_CARS } from '../src/modules/rideshare/vehicles/demo-registry.js';
import { createTestApp, type TestApp } from './test-app.js';
import { demoUser, newUser, type Caller } from './profile-helpers.js';
import { addDemoCar, DOETINCHEM, offerRide, place, R, WINTERSWIJK } from './trip-helpers.js';
import { HOUR } from './support/time.js';

// The app's clock stands on a Monday morning; the rides are offered for the days after it.
const NOW = '2026-11-23T10:00:00+01:00';
const TUESDAY_0730 = '2026-11-24T07:30:00+01:00';
const TUESDAY_0800 = '2026-11-24T08:00:00+01:00';

/**
 * A booking made straight in the module: one seat for 40 credits, confirmed, Winterswijk → Doetinchem
 * between 07:00 and 10:00 on `date`.
 */
function confirmedBooking(rideId: number, date: string, passenger: NewBooking['passenger']): NewBooking {
  return {
    rideId,
    passenger,
    pickup: { label: 'Winterswijk', lat: 51.9677, lon: 6.7154 },
    dropOff: { label: 'Doetinchem', lat: 51.9584, lon: 6.2945 },
    earliestDeparture: Date.parse(`${date}T07:00:00+01:00`),
    latestArrival: Date.parse(`${date}T10:00:00+01:00`),
    seats: 1,
    fareInCredits: 40,
    state: 'CONFIRMED',
  };
}

function offer(carRef: string, overrides: Partial<CreateRideRequest> = {}): CreateRideRequest {
  return {
    from: WINTERSWIJK,
    to: DOETINCHEM,
    travelTime: { when: TUESDAY_0730, arriving: false },
    ridePlanOptions: { ...DEFAULT_RIDE_PLAN_OPTIONS, selectedCarRef: carRef },
    ...overrides,
  };
}

/** The whole ride as `PUT /rides/{id}` takes it: Winterswijk to Doetinchem on Tuesday at 09:00. */
function rideChange(carRef: string) {
  return {
    carRef,
    ableToAssist: false,
    maxDetourMeters: 10000,
    maxDetourSeconds: 900,
    nrSeatsAvailable: 1,
    fromPlace: WINTERSWIJK,
    toPlace: DOETINCHEM,
    arrivalTimePinned: false,
    departureTime: '2026-11-24T09:00:00+01:00',
  };
}

describe('offering rides', () => {
  let t: TestApp;
  let clock: ManualClock;
  let driver: Caller;
  let otherDriver: Caller;
  let gerda: Caller;
  let car: Car;
  let otherCar: Car;

  const myRides = async (caller: Caller, query = '') =>
    (await caller.get(`${R}/rides?maxResults=100${query}`)).json() as Paged<Ride>;

  beforeAll(async () => {
    clock = manualClock(NOW);
    t = await createTestApp({ services: { clock } });
    [driver, otherDriver, gerda] = await Promise.all([
      newUser(t, { givenName: 'Dinand', familyName: 'Klein Gunnewiek' }),
      newUser(t, { givenName: 'Anouk', familyName: 'Te Brake' }),
      demoUser(t, 'gerda@example.nl'),
    ]);
    car = await addDemoCar(driver, 2);
    otherCar = await addDemoCar(otherDriver, 3);
  });
  afterAll(async () => t.close());

  it('offers a single ride with the car, the route and the seats rule', async () => {
    const response = await driver.post(`${R}/rides`, offer(car.carRef));
    expect(response.statusCode).toBe(201);
    const ride = response.json() as Ride;
    expect(response.headers.location).toBe(`/api/rideshare/rides/${ride.id}`);
    expect(ride).toMatchObject({
      state: 'SCHEDULED',
      carRef: car.carRef,
      car: { licensePlate: car.licensePlate },
      departureTime: TUESDAY_0730,
      arrivalTimePinned: false,
      // Seats: the smaller of the preference (3) and the car's seats minus the driver.
      nrSeatsAvailable: Math.min(3, (car.nrSeats ?? 99) - 1),
      maxDetourMeters: 20000,
      maxDetourSeconds: 20 * 60,
      bookings: [],
    });
    expect(Date.parse(ride.arrivalTime) - Date.parse(ride.departureTime)).toBe(ride.duration * 1000);
    expect(ride.distance).toBeGreaterThan(25_000);
    expect(ride.legs).toHaveLength(1);

    // The driver reads it; another driver may not, not even its existence's details.
    expect((await driver.get(`${R}/rides/${ride.rideRef}`)).json()).toMatchObject({ id: ride.id });
    expect((await otherDriver.get(`${R}/rides/${ride.id}`)).statusCode).toBe(403);
    expect((await myRides(otherDriver)).totalCount).toBe(0);

    // Cancelled without bookings: removed.
    expect((await driver.del(`${R}/rides/${ride.id}`)).statusCode).toBe(204);
    expect((await driver.get(`${R}/rides/${ride.id}`)).statusCode).toBe(404);
  });

  it('refuses an overlapping ride with 422 and a route that cannot be driven with 400, storing nothing', async () => {
    const first = await offerRide(driver, car.carRef, TUESDAY_0730);
    const overlapping = await driver.post(
      `${R}/rides`,
      offer(car.carRef, { travelTime: { when: TUESDAY_0800, arriving: false } }),
    );
    expect(overlapping.statusCode).toBe(422);
    expect(overlapping.json()).toMatchObject({ message: 'Ride overlaps' });

    const nowhere = await driver.post(
      `${R}/rides`,
      offer(car.carRef, {
        to: WINTERSWIJK,
        travelTime: { when: '2026-11-25T12:00:00+01:00', arriving: false },
      }),
    );
    expect(nowhere.statusCode).toBe(400);
    expect(nowhere.json()).toMatchObject({ message: 'Cannot compute itinerary' });
    expect((await myRides(driver)).data.map((ride) => ride.id)).toEqual([first.id]);
    await driver.del(`${R}/rides/${first.id}`);
  });

  it('answers bad input with 400 and a ride with somebody else’s car with 403, storing nothing', async () => {
    const missing = await driver.post(`${R}/rides`, { ...offer(car.carRef), to: undefined });
    expect(missing.statusCode).toBe(400);
    const past = await driver.post(
      `${R}/rides`,
      offer(car.carRef, { travelTime: { when: '2026-11-23T08:00:00+01:00', arriving: false } }),
    );
    expect(past.statusCode).toBe(400);
    const noWeekday = await driver.post(
      `${R}/rides`,
      offer(car.carRef, { recurrence: { interval: 1, unit: 'WEEK', daysOfWeekMask: 128 } }),
    );
    expect(noWeekday.statusCode).toBe(400);
    const endsBefore = await driver.post(
      `${R}/rides`,
      offer(car.carRef, {
        travelTime: { when: '2026-11-28T07:30:00+01:00', arriving: false },
        recurrence: { interval: 1, unit: 'WEEK', daysOfWeekMask: 31, horizon: '2026-11-29' },
      }),
    );
    expect(endsBefore.statusCode).toBe(400);
    const foreign = await driver.post(`${R}/rides`, offer(otherCar.carRef));
    expect(foreign.statusCode).toBe(403);
    expect((await myRides(driver)).totalCount).toBe(0);
    expect((await driver.get(`${R}/rides/urn:nb:rs:ride:99999999999`)).statusCode).toBe(400);
    // Every call of the service answers bad input with 400 and stores nothing.
    expect((await driver.post(`${R}/users/me/cars`, { licensePlate: 'AH123K' })).statusCode).toBe(400);
    expect((await driver.get(`${R}/cars/abc`)).statusCode).toBe(400);
    expect((await driver.put(`${R}/rides/1`, { carRef: car.carRef })).statusCode).toBe(400);
    expect((await driver.del(`${R}/rides/1?scope=everything`)).statusCode).toBe(400);
    expect((await driver.get(`${R}/bookings/0`)).statusCode).toBe(400);
    expect(((await driver.get(`${R}/users/me/cars`)).json() as Car[]).map((c) => c.id)).toEqual([car.id]);
  });

  it('refuses a ride outside the region or more than a year ahead, also as a change, storing nothing', async () => {
    const far = await newUser(t, { givenName: 'Frits', familyName: 'Verweg' });
    const farCar = await addDemoCar(far, 4);
    const nullIsland = place('Null Island', 0, 0);
    for (const overrides of [
      { from: nullIsland },
      { to: place('Amsterdam Centraal', 52.3789, 4.9003) },
      { travelTime: { when: '9999-12-31T07:30:00+01:00', arriving: false } },
      { travelTime: { when: '2027-11-24T07:30:00+01:00', arriving: false } },
      { from: { ...WINTERSWIJK, label: 'x'.repeat(1_000_000) } },
    ] satisfies Partial<CreateRideRequest>[]) {
      const response = await far.post(`${R}/rides`, offer(farCar.carRef, overrides));
      expect(response.statusCode, JSON.stringify(overrides).slice(0, 80)).toBe(400);
    }
    expect((await myRides(far)).totalCount).toBe(0);

    const ride = (await far.post(`${R}/rides`, offer(farCar.carRef))).json() as Ride;
    const change = rideChange(farCar.carRef);
    for (const bad of [{ fromPlace: nullIsland }, { departureTime: '9999-12-31T09:00:00+01:00' }]) {
      expect((await far.put(`${R}/rides/${ride.id}`, { ...change, ...bad })).statusCode).toBe(400);
    }
    expect((await far.get(`${R}/rides/${ride.id}`)).json()).toMatchObject({ departureTime: TUESDAY_0730 });
    await far.del(`${R}/rides/${ride.id}`);
  });

  it('makes the first ride of a recurrence that starts beyond the eight weeks rides are made ahead', async () => {
    const planner = await newUser(t, { givenName: 'Pim', familyName: 'Vooruit' });
    const plannerCar = await addDemoCar(planner, 5);
    // A Monday five months ahead: only that first ride is made now; the nightly job makes the next ones.
    const response = await planner.post(
      `${R}/rides`,
      offer(plannerCar.carRef, {
        travelTime: { when: '2027-04-19T07:30:00+02:00', arriving: false },
        recurrence: { interval: 1, unit: 'WEEK', daysOfWeekMask: 1 },
      }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ departureTime: '2027-04-19T07:30:00+02:00' });
    expect((await myRides(planner)).totalCount).toBe(1);
  });

  it('pins the arrival when the driver says when they arrive', async () => {
    const response = await driver.post(
      `${R}/rides`,
      offer(car.carRef, { travelTime: { when: '2026-11-26T09:00:00+01:00', arriving: true } }),
    );
    const ride = response.json() as Ride;
    expect(ride).toMatchObject({ arrivalTime: '2026-11-26T09:00:00+01:00', arrivalTimePinned: true });
    expect(Date.parse(ride.departureTime)).toBe(Date.parse(ride.arrivalTime) - ride.duration * 1000);
    await driver.del(`${R}/rides/${ride.id}`);
  });

  it('makes a workday recurrence eight weeks ahead and cancels one, then the rest', async () => {
    const first = await offerRide(driver, car.carRef, '2026-11-28T07:30:00+01:00', {
      recurrence: { interval: 1, unit: 'WEEK', daysOfWeekMask: 31 },
    });
    // Saturday snaps to the first workday: Monday 30 November, same time.
    expect(first.departureTime).toBe('2026-11-30T07:30:00+01:00');
    expect(first.recurrence).toEqual({ interval: 1, unit: 'WEEK', daysOfWeekMask: 31 });
    const all = await myRides(driver);
    // Workdays from Monday 30 November up to 56 days after the clock (Monday 18 January 10:00).
    expect(all.totalCount).toBe(36);
    expect(new Set(all.data.map((ride) => ride.departureTime.slice(11, 16)))).toEqual(new Set(['07:30']));

    const third = all.data[2]!;
    expect((await driver.del(`${R}/rides/${third.id}?scope=this`)).statusCode).toBe(204);
    expect((await myRides(driver)).totalCount).toBe(35);

    // Another driver can neither change nor cancel it.
    expect((await otherDriver.del(`${R}/rides/${first.id}`)).statusCode).toBe(403);

    const fifth = all.data[5]!;
    expect((await driver.del(`${R}/rides/${fifth.id}?scope=this-and-following`)).statusCode).toBe(204);
    const left = await myRides(driver);
    expect(left.data.map((ride) => ride.departureTime.slice(0, 10))).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-03',
      '2026-12-04',
    ]);

    // The nightly job makes no new rides after the recurrence ended.
    clock.advance(24 * HOUR);
    await t.app.timers.runDue();
    expect((await myRides(driver)).totalCount).toBe(4);
    for (const ride of left.data) await driver.del(`${R}/rides/${ride.id}`);
    clock.set(NOW);
  });

  it('refuses a recurring offer whose first ride overlaps another of the driver, storing nothing', async () => {
    const busy = await newUser(t, { givenName: 'Bas', familyName: 'Bezet' });
    const busyCar = await addDemoCar(busy, 4);
    const single = await offerRide(busy, busyCar.carRef, '2026-11-25T07:30:00+01:00');
    const refused = await busy.post(
      `${R}/rides`,
      offer(busyCar.carRef, {
        travelTime: { when: '2026-11-25T07:45:00+01:00', arriving: false },
        recurrence: { interval: 1, unit: 'DAY' },
      }),
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ message: 'Ride overlaps' });
    const left = await myRides(busy);
    expect(left.data.map((ride) => ride.id)).toEqual([single.id]);
    expect(left.data[0]!.recurrence).toBeUndefined();
  });

  it('leaves out the one ride of a recurring offer that overlaps another, and sets a timer on each ride made', async () => {
    const busy = await newUser(t, { givenName: 'Wim', familyName: 'Woensdag' });
    const busyCar = await addDemoCar(busy, 4);
    const single = await offerRide(busy, busyCar.carRef, '2026-11-26T07:40:00+01:00');
    const first = await offerRide(busy, busyCar.carRef, TUESDAY_0730, {
      recurrence: { interval: 1, unit: 'DAY' },
    });
    // Every day from Tuesday 24 November up to 56 days after the clock (Monday 18 January 10:00), but
    // Thursday 26 November, when the single ride stands: what offering them one by one made.
    const expected: string[] = [];
    for (
      let day = Date.parse('2026-11-24T12:00:00Z');
      day < Date.parse('2027-01-19T00:00:00Z');
      day += 24 * HOUR
    ) {
      const date = new Date(day).toISOString().slice(0, 10);
      if (date !== '2026-11-26') expected.push(`${date}T07:30:00+01:00`);
    }
    const all = await myRides(busy);
    const recurring = all.data.filter((ride) => ride.id !== single.id);
    expect(recurring.map((ride) => ride.departureTime)).toEqual(expected);
    expect(recurring[0]!.id).toBe(first.id);
    for (const ride of recurring) {
      expect(await pendingTimer(t.app.database.db, RIDE_PROGRESS, `ride:${ride.id}`)).toMatchObject({
        dueAt: new Date(Date.parse(ride.departureTime) - DEPARTING_BEFORE_MS),
        attempts: 0,
      });
    }
  });

  it('changes a scheduled ride and refuses a change that overlaps', async () => {
    const ride = await offerRide(driver, car.carRef, TUESDAY_0730);
    const other = await offerRide(driver, car.carRef, '2026-11-24T12:00:00+01:00');
    const change = rideChange(car.carRef);
    expect((await driver.put(`${R}/rides/${ride.id}`, change)).statusCode).toBe(204);
    expect((await driver.get(`${R}/rides/${ride.id}`)).json()).toMatchObject({
      departureTime: '2026-11-24T09:00:00+01:00',
      nrSeatsAvailable: 1,
      ableToAssist: false,
    });
    const clash = await driver.put(`${R}/rides/${ride.id}`, {
      ...change,
      departureTime: '2026-11-24T12:10:00+01:00',
    });
    expect(clash.statusCode).toBe(422);
    expect((await otherDriver.put(`${R}/rides/${ride.id}`, change)).statusCode).toBe(403);
    await driver.del(`${R}/rides/${ride.id}`);
    await driver.del(`${R}/rides/${other.id}`);
  });

  it('moves a ride through its states on the durable timers, each change once', async () => {
    const ride = await offerRide(driver, car.carRef, TUESDAY_0730);
    const state = async () => ((await driver.get(`${R}/rides/${ride.id}`)).json() as Ride).state;
    clock.set(Date.parse(ride.departureTime) - 15 * 60_000);
    await t.app.timers.runDue();
    expect(await state()).toBe('DEPARTING');
    expect(await t.app.timers.runDue()).toBe(0);
    clock.set(Date.parse(ride.departureTime) + 60_000);
    await t.app.timers.runDue();
    expect(await state()).toBe('IN_TRANSIT');
    clock.set(Date.parse(ride.arrivalTime) + 16 * 60_000);
    await t.app.timers.runDue();
    await t.app.timers.runDue();
    expect(await state()).toBe('COMPLETED');
    clock.set(NOW);
  });

  it('gives the last seat to one of two passengers who book it at the same moment', async () => {
    const ride = await offerRide(driver, car.carRef, '2026-11-27T07:30:00+01:00', {
      ridePlanOptions: { ...DEFAULT_RIDE_PLAN_OPTIONS, maxPassengers: 1, selectedCarRef: car.carRef },
    });
    const ctx = { roads: new EstimatedRoadRouter(), clock };
    const booking = (passenger: string) =>
      confirmedBooking(ride.id, '2026-11-27', { id: passenger, givenName: passenger, familyName: 'Test' });
    const results = await Promise.allSettled([
      addBooking(t.app.database.db, ctx, booking('passenger-a')),
      addBooking(t.app.database.db, ctx, booking('passenger-b')),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((result) => result.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ status: 422 });
    const seen = (await driver.get(`${R}/rides/${ride.id}`)).json() as Ride;
    expect(seen.bookings).toHaveLength(1);
    expect(seen.legs).toHaveLength(3);

    // The passenger reads the booking; another user may not. The car with bookings stays.
    const bookingId = seen.bookings[0]!.id;
    expect((await driver.get(`${R}/bookings/${bookingId}`)).statusCode).toBe(200);
    expect((await gerda.get(`${R}/bookings/${bookingId}`)).statusCode).toBe(403);
    const removal = await driver.del(`${R}/users/me/cars/${car.id}`);
    expect(removal.statusCode).toBe(403);
    expect(removal.json()).toMatchObject({
      message: `Niet toegestaan om auto (${car.licensePlate}) te verwijderen.`,
    });

    // Cancelling the ride with a booking keeps it, cancelled, with the reason, and cancels the booking.
    expect((await driver.del(`${R}/rides/${ride.id}?reason=Ziek`)).statusCode).toBe(204);
    const cancelled = (await driver.get(`${R}/rides/${ride.id}`)).json() as Ride;
    expect(cancelled).toMatchObject({ state: 'CANCELLED', cancelReason: 'Ziek' });
    expect(cancelled.bookings[0]).toMatchObject({ state: 'CANCELLED', cancelledByDriver: true });
  });

  it('shows a passenger only their own booking, and tells the driver when a booked ride is departing', async () => {
    const ride = await offerRide(driver, car.carRef, '2026-11-30T07:30:00+01:00');
    const ctx = { roads: new EstimatedRoadRouter(), clock };
    const booking = (passenger: NewBooking['passenger']) =>
      confirmedBooking(ride.id, '2026-11-30', passenger);
    await addBooking(
      t.app.database.db,
      ctx,
      booking({ id: gerda.sub, givenName: 'Gerda', familyName: 'Wassink' }),
    );
    await addBooking(
      t.app.database.db,
      ctx,
      booking({ id: 'someone-else', givenName: 'Jan', familyName: 'Bomers' }),
    );

    const seen = (await gerda.get(`${R}/rides/${ride.id}`)).json() as Ride;
    expect(seen.bookings.map((booking) => booking.passenger.givenName)).toEqual(['Gerda']);
    expect((await driver.get(`${R}/rides/${ride.id}`)).json()).toMatchObject({ bookings: [{}, {}] });
    expect((await otherDriver.get(`${R}/rides/${ride.id}`)).statusCode).toBe(403);

    // The driver writes to the passenger about her booking, from the ride's details.
    const bookingRef = (await driver.get(`${R}/rides/${ride.id}`)).json().bookings[0].bookingRef as string;
    const opened = await driver.post('/api/communicator/conversations', {
      topic: 'Station Winterswijk naar Station Doetinchem',
      initialContext: bookingRef,
      ownerRole: 'DRIVER',
    });
    expect(opened.statusCode).toBe(201);
    const sent = await driver.post('/api/communicator/messages', {
      body: 'Ik sta bij de ingang.',
      context: bookingRef,
      senderContext: bookingRef,
      deliveryMode: 'ALL',
      envelopes: [{ context: bookingRef, recipient: { managedIdentity: gerda.sub } }],
    });
    expect(sent.statusCode).toBeLessThan(300);
    const gerdasInbox = (await gerda.get('/api/communicator/conversations/inbox')).json() as {
      data: Array<{ recentMessage?: { body: string } }>;
    };
    expect(gerdasInbox.data.map((c) => c.recentMessage?.body)).toContain('Ik sta bij de ingang.');

    clock.set(Date.parse(ride.departureTime) - 15 * 60_000);
    await t.app.timers.runDue();
    const inbox = (await driver.get('/api/communicator/conversations/inbox')).json() as {
      data: Array<{ recentMessage?: { body: string } }>;
    };
    expect(inbox.data.map((conversation) => conversation.recentMessage?.body)).toContainEqual(
      'Je rit naar Station Doetinchem vertrekt om 07:30. Vergeet je passagiers niet op te halen. Goede reis!',
    );
    clock.set(NOW);
  });

  it('shows an offered ride to a passenger searching that way', async () => {
    const ride = await offerRide(driver, car.carRef, '2026-11-26T08:00:00+01:00');
    const search = new URLSearchParams({
      from: formatPlanPlace('Station Winterswijk', 51.967654, 6.715404),
      to: formatPlanPlace('Station Doetinchem', 51.958362, 6.294481),
      travelTime: '2026-11-26T07:55:00+01:00',
      useAsArrivalTime: 'false',
    });
    const plan = (await gerda.get(`/api/planner/search/plan?${search}`)).json() as TripPlan;
    const legs = plan.itineraries.flatMap((itinerary) => itinerary.legs);
    expect(
      legs.some((leg) => leg.traverseMode === 'RIDESHARE' && leg.driverName === 'Dinand Klein Gunnewiek'),
    ).toBe(true);
    // The driver never finds their own ride.
    const own = (await driver.get(`/api/planner/search/plan?${search}`)).json() as TripPlan;
    expect(
      own.itineraries.flatMap((i) => i.legs).some((leg) => leg.driverName === 'Dinand Klein Gunnewiek'),
    ).toBe(false);
    await driver.del(`${R}/rides/${ride.id}`);
  });
});

describe('cars', () => {
  let t: TestApp;
  let driver: Caller;

  beforeAll(async () => {
    t = await createTestApp({ services: { clock: manualClock(NOW) } });
    driver = await newUser(t);
  });
  afterAll(async () => t.close());

  it('looks a plate up, adds it once, removes it and restores it', async () => {
    const plate = DEMO_CARS[4]!.licensePlate;
    const found = await driver.get(`${R}/cars/lookup?countryCode=NL&licensePlate=${plate}`);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({ licensePlate: plate, brand: DEMO_CARS[4]!.brand });

    const unknown = await driver.get(`${R}/cars/lookup?licensePlate=ZZ-99-ZZ`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'Onbekend kenteken ZZ-99-ZZ.' });
    expect((await driver.get(`${R}/cars/lookup?licensePlate=ZZ99`)).statusCode).toBe(400);

    const added = await driver.post(`${R}/users/me/cars`, { licensePlate: plate.toLowerCase() });
    expect(added.statusCode).toBe(201);
    const car = added.json() as Car;
    const twice = await driver.post(`${R}/users/me/cars`, { licensePlate: plate });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ message: `De auto met kenteken ${plate} zit al in je lijst.` });
    expect(((await driver.get(`${R}/users/me/cars`)).json() as Car[]).map((c) => c.id)).toEqual([car.id]);

    // A car no ride refers to is deleted; added again, it is a new entry.
    expect((await driver.del(`${R}/users/me/cars/${car.id}`)).statusCode).toBe(204);
    expect((await driver.get(`${R}/users/me/cars`)).json()).toEqual([]);
    const again = (await driver.post(`${R}/users/me/cars`, { licensePlate: plate })).json() as Car;

    // A car a ride refers to is only taken off the list; added again, the same car comes back.
    const ride = (await driver.post(`${R}/rides`, offer(again.carRef))).json() as Ride;
    expect((await driver.del(`${R}/users/me/cars/${again.id}`)).statusCode).toBe(204);
    expect((await driver.get(`${R}/users/me/cars`)).json()).toEqual([]);
    expect((await driver.get(`${R}/rides/${ride.id}`)).json()).toMatchObject({
      car: { licensePlate: plate },
    });
    const restored = await driver.post(`${R}/users/me/cars`, { licensePlate: plate });
    expect(restored.statusCode).toBe(201);
    expect(restored.json()).toMatchObject({ id: again.id, licensePlate: plate });
  });

  it('refuses to remove another driver’s car', async () => {
    const other = await newUser(t, { givenName: 'Wim', familyName: 'Hulshof' });
    const car = await addDemoCar(other, 5);
    expect((await driver.del(`${R}/users/me/cars/${car.id}`)).statusCode).toBe(404);
    expect(((await other.get(`${R}/users/me/cars`)).json() as Car[]).map((c) => c.id)).toEqual([car.id]);
  });
});
