/**
 * `npm run bench:rides`: a passenger's search (`GET /api/planner/search/plan`, through the whole server:
 * token, contract, ride provider, matching, timetable) with 1,000 and 10,000 active rides in the database,
 * search-and-book round trips with 1,000 active rides (the search, then `POST /api/planner/trips` of its
 * first shared itinerary: booking, re-routing the ride, reserving the fare, messages), and offering
 * recurring rides (POST /api/rideshare/rides, instances made per second), and a ride offered with 0 and 400
 * ride alerts waiting along its way (the answer, then the outbox's matching after it). Goals (issues 14 and 15): plan
 * p95 ≤ 200 ms with 1,000 rides and ≤ 400 ms with 10,000. Prints figures; it is not a test.
 *
 *   BENCH_SEARCHES=100   fewer searches per size (default 200)
 *   BENCH_PART=offers    only the offering of rides (skips the searches and round trips)
 */
import fs from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { DEFAULT_RIDE_PLAN_OPTIONS, formatPlanPlace, type Car } from '@achterhoek/contracts';
import { buildApp } from '../src/app.js';
import { manualClock } from '../src/platform/clock.js';
import { loadConfig } from '../src/platform/config.js';
import { inMemoryServerEnv } from './in-memory-server.js';
import { DEMO_PASSWORD } from '../src/modules/identity/demo-accounts.js';
import { ensureUser, systemAccountId } from '../src/modules/banker/account-service.js';
import { post } from '../src/modules/banker/ledger.js';
import { cars, rides } from '../src/modules/rideshare/schema.js';
import { rideAlerts } from '../src/modules/planner/schema.js';
import { DEMO_CARS } from '../src/modules/rideshare/vehicles/demo-registry.js';
import { loginAs } from '../test/oidc-client.js';
import { cpuMs, wallAndCpu } from '../../../packages/routing/bench/measure.js';

const searches = Number(process.env.BENCH_SEARCHES ?? 200);
const onlyOffers = process.env.BENCH_PART === 'offers';
/** The search is measured with 1,000 active rides (then the round trips), and again with 10,000. */
const LARGE = 10_000;
// A Monday morning; the rides and searches are spread over the week after it.
const NOW = Date.parse('2026-11-23T06:00:00+01:00');
const DAY = 24 * 3600_000;
// The demo region's towns (centres), where rides start and end and passengers search.
const TOWNS: Array<[string, number, number]> = [
  ['Winterswijk', 51.9722, 6.7196],
  ['Doetinchem', 51.9652, 6.2889],
  ['Lichtenvoorde', 51.9866, 6.5664],
  ['Aalten', 51.9256, 6.5806],
  ['Groenlo', 52.0417, 6.6153],
  ['Borculo', 52.1153, 6.5219],
  ['Eibergen', 52.1, 6.65],
  ['Neede', 52.1342, 6.6136],
  ['Varsseveld', 51.9436, 6.4583],
  ['Zelhem', 52.0061, 6.3489],
];

const cpu = cpus();
console.log(
  `Machine: ${cpu[0]?.model ?? 'unknown CPU'}, ${cpu.length} cores, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`,
);

let seed = 4242;
const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
/** A point within about 2 km of a town's centre. */
const near = ([, lat, lon]: [string, number, number]) => [
  lat + (random() - 0.5) * 0.036,
  lon + (random() - 0.5) * 0.058,
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

const { dataDir, env } = inMemoryServerEnv('rides');
const clock = manualClock(NOW);
const config = loadConfig({
  ...env,
  // One passenger searches hundreds of times within one instant of the bench's clock: it measures the
  // planner, not the per-account rates (decision 22).
  API_RATE_LIMITS: 'false',
});
const app = await buildApp(config, { clock });
try {
  const db = app.database.db;
  const token = (
    await loginAs(app, config.oidcClientId, 'gerda@example.nl', DEMO_PASSWORD, 'http://bench.test')
  ).access_token;
  const auth = { authorization: `Bearer ${token}` };
  // The passenger books many rides: enough credits for all of them.
  const gerdaId = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')).sub as string;
  const gerda = await ensureUser(db, { managedIdentity: gerdaId, name: 'Gerda' });
  await post(db, {
    description: 'Storting (benchmark)',
    idempotencyKey: 'bench-credits',
    movements: [
      {
        debit: await systemAccountId(db, 'banking-reserve'),
        credit: gerda.personalAccountId,
        amount: 1_000_000,
        purpose: 'DEPOSIT',
      },
    ],
  });

  /** A random town-to-town question over the week, 07:00–19:00. */
  function randomQuestion(): URLSearchParams {
    const from = pick(TOWNS);
    let to = pick(TOWNS);
    while (to === from) to = pick(TOWNS);
    const [fromLat, fromLon] = near(from);
    const [toLat, toLon] = near(to);
    const day = Math.floor(random() * 7);
    const when = NOW + day * DAY + (1 + Math.floor(random() * 12)) * 3600_000;
    return new URLSearchParams({
      from: formatPlanPlace(`${from[0]}`, fromLat!, fromLon!),
      to: formatPlanPlace(`${to[0]}`, toLat!, toLon!),
      travelTime: new Date(when).toISOString(),
      useAsArrivalTime: 'false',
    });
  }

  // The cars of the made-up drivers: one car each, ten rides per driver.
  let inserted = 0;
  const driverCars: number[] = [];
  async function addRides(total: number): Promise<void> {
    // One car per made-up driver, ten rides each.
    const drivers = Math.ceil(total / 10);
    for (let id = driverCars.length; id < drivers; id += 500) {
      const made = await db
        .insert(cars)
        .values(
          Array.from({ length: Math.min(500, drivers - id) }, (_, i) => ({
            driverId: `bench-driver-${id + i}`,
            licensePlate: `BN-${id + i}`,
            plate: `BN${id + i}`,
            brand: 'BENCH',
            model: 'CAR',
            nrSeats: 5,
          })),
        )
        .returning({ id: cars.id });
      driverCars.push(...made.map((car) => car.id));
    }
    while (inserted < total) {
      const batch = [];
      for (let i = 0; i < 500 && inserted < total; i++, inserted++) {
        const from = pick(TOWNS);
        let to = pick(TOWNS);
        while (to === from) to = pick(TOWNS);
        const [fromLat, fromLon] = near(from);
        const [toLat, toLon] = near(to);
        const meters = Math.round(
          Math.hypot((toLat! - fromLat!) * 111_000, (toLon! - fromLon!) * 68_000) * 1.3,
        );
        const seconds = Math.round(meters / 17);
        const departure = NOW + Math.floor(random() * 7 * 96) * 15 * 60_000 + 2 * 3600_000;
        batch.push({
          driverId: `bench-driver-${Math.floor(inserted / 10)}`,
          driverGivenName: 'Bench',
          driverFamilyName: `Driver ${Math.floor(inserted / 10)}`,
          carId: driverCars[Math.floor(inserted / 10)]!,
          fromLabel: from[0],
          fromLat: fromLat!,
          fromLon: fromLon!,
          toLabel: to[0],
          toLat: toLat!,
          toLon: toLon!,
          departureTime: new Date(departure),
          arrivalTime: new Date(departure + seconds * 1000),
          arrivalTimePinned: false,
          directMeters: meters,
          directSeconds: seconds,
          distanceMeters: meters,
          durationSeconds: seconds,
          estimated: true,
          maxDetourMeters: 20_000,
          maxDetourSeconds: 1200,
          nrSeatsAvailable: 3,
          ableToAssist: true,
          luggageOptions: ['HANDLUGGAGE'],
          legs: [{ meters, seconds, startTime: departure, endTime: departure + seconds * 1000 }],
        });
      }
      await db.insert(rides).values(batch);
    }
  }

  if (!onlyOffers) {
    console.log(
      `\nGET /api/planner/search/plan, ${searches} searches per size (town to town, 07:00–19:00 over the week)`,
    );
    console.log('active rides | p50 ms | p95 ms | max ms | rideshare itineraries per search | goal p95');
    async function measureSearches(size: number): Promise<void> {
      await addRides(size);
      const times: number[] = [];
      let found = 0;
      for (let i = 0; i < searches; i++) {
        const query = randomQuestion();
        const started = performance.now();
        const response = await app.inject({
          method: 'GET',
          url: `/api/planner/search/plan?${query}`,
          headers: auth,
        });
        times.push(performance.now() - started);
        if (response.statusCode !== 200)
          throw new Error(`search answered ${response.statusCode}: ${response.body}`);
        const plan = response.json() as { itineraries: Array<{ legs: Array<{ traverseMode: string }> }> };
        found += plan.itineraries.filter((it) =>
          it.legs.some((leg) => leg.traverseMode === 'RIDESHARE'),
        ).length;
      }
      times.sort((a, b) => a - b);
      const goal = size <= 1_000 ? 200 : 400;
      console.log(
        `${String(size).padStart(12)} | ${percentile(times, 50).toFixed(0).padStart(6)} | ${percentile(times, 95).toFixed(0).padStart(6)} | ${times.at(-1)!.toFixed(0).padStart(6)} | ${(found / searches).toFixed(1).padStart(33)} | ≤ ${goal} ms: ${percentile(times, 95) <= goal ? 'met' : 'not met'}`,
      );
    }
    await measureSearches(1_000);

    // Search and book, with the 1,000 rides (plus the bookings made here): the passenger's whole round trip.
    console.log(
      '\nSearch-and-book round trips (GET /search/plan, then POST /trips of its first shared itinerary)',
    );
    const bookings = Number(process.env.BENCH_BOOKINGS ?? 50);
    const roundTrips: number[] = [];
    let booked = 0;
    let refused = 0;
    let attempts = 0;
    while (booked < bookings && attempts < bookings * 20) {
      attempts++;
      const started = performance.now();
      const search = await app.inject({
        method: 'GET',
        url: `/api/planner/search/plan?${randomQuestion()}`,
        headers: auth,
      });
      const plan = search.json() as {
        itineraries: Array<{ itineraryRef: string; legs: Array<{ traverseMode: string }> }>;
      };
      const shared = plan.itineraries.find((it) => it.legs.some((leg) => leg.traverseMode === 'RIDESHARE'));
      if (!shared) continue;
      const booking = await app.inject({
        method: 'POST',
        url: '/api/planner/trips',
        headers: auth,
        payload: { itineraryRef: shared.itineraryRef },
      });
      roundTrips.push(performance.now() - started);
      if (booking.statusCode === 201) booked++;
      else if (booking.statusCode === 409) refused++;
      else throw new Error(`booking answered ${booking.statusCode}: ${booking.body}`);
    }
    roundTrips.sort((a, b) => a - b);
    const total = roundTrips.reduce((sum, ms) => sum + ms, 0) / 1000;
    console.log(
      `${booked} booked (${refused} refused as full or changed) in ${total.toFixed(2)} s: ` +
        `${(roundTrips.length / total).toFixed(1)} round trips per second; round trip p50 ` +
        `${percentile(roundTrips, 50).toFixed(0)} ms, p95 ${percentile(roundTrips, 95).toFixed(0)} ms`,
    );

    console.log('\nGET /api/planner/search/plan again, with 10,000 active rides');
    await measureSearches(LARGE);
  }

  // Offering recurring rides: each offer makes its rides eight weeks ahead, with a timer each.
  /** A demo user signed in for the bench (their authorisation header), with the demo register's car `index`. */
  async function driverWithCar(email: string, index: number) {
    const token = (await loginAs(app, config.oidcClientId, email, DEMO_PASSWORD, 'http://bench.test'))
      .access_token;
    const auth = { authorization: `Bearer ${token}` };
    const car = await app.inject({
      method: 'POST',
      url: '/api/rideshare/users/me/cars',
      headers: auth,
      payload: { licensePlate: DEMO_CARS[index]!.licensePlate },
    });
    return { auth, car: car.json() as Car };
  }
  /** The driver offers a ride Winterswijk → Aalten leaving at `when`; `extra` adds to the offer (a recurrence). */
  const offerToAalten = (
    auth: Record<string, string>,
    carRef: string,
    when: string,
    extra: Record<string, unknown> = {},
  ) =>
    app.inject({
      method: 'POST',
      url: '/api/rideshare/rides',
      headers: auth,
      payload: {
        from: { label: 'Winterswijk', location: { type: 'Point', coordinates: [6.7196, 51.9722] } },
        to: { label: 'Aalten', location: { type: 'Point', coordinates: [6.5806, 51.9256] } },
        travelTime: { when, arriving: false },
        ridePlanOptions: { ...DEFAULT_RIDE_PLAN_OPTIONS, selectedCarRef: carRef },
        ...extra,
      },
    });
  const { auth: driverAuth, car } = await driverWithCar('marieke@example.nl', 2);
  const ridesOfDriver = async () =>
    (
      (
        await app.inject({ method: 'GET', url: '/api/rideshare/rides?maxResults=1', headers: driverAuth })
      ).json() as {
        totalCount: number;
      }
    ).totalCount;
  const before = await ridesOfDriver();
  const offers = 20;
  // The answers alone: the outbox's worker, which announces each new ride to the ride alerts after the
  // commit, waits until the offers are made; that work is measured after them, on its own.
  await app.outbox.stop();
  const started = performance.now();
  const startedCpu = cpuMs();
  for (let i = 0; i < offers; i++) {
    const when = new Date(NOW + 2 * DAY + i * 45 * 60_000).toISOString();
    const response = await offerToAalten(driverAuth, car.carRef, when, {
      recurrence: { interval: 1, unit: 'DAY' },
    });
    if (response.statusCode !== 201)
      throw new Error(`offer answered ${response.statusCode}: ${response.body}`);
  }
  const msPerOffer = (performance.now() - started) / offers;
  const cpuPerOffer = (cpuMs() - startedCpu) / offers;
  const made = (await ridesOfDriver()) - before;
  const announcing = await wallAndCpu(() => app.outbox.runDue());
  app.outbox.start(config.outboxIntervalMs);
  console.log(
    `\nPOST /api/rideshare/rides, ${offers} daily offers: ${made} rides, ${msPerOffer.toFixed(0)} ms per offer ` +
      `(CPU ${cpuPerOffer.toFixed(0)} ms; goal ≤ 300 ms: ${msPerOffer <= 300 ? 'met' : 'not met'}); ` +
      `${((made / msPerOffer) * 1000).toFixed(0)} rides per second`,
  );
  console.log(
    `  then the outbox announced the ${announcing.value} rides to the ride alerts: ${(announcing.wallMs / offers).toFixed(0)} ms ` +
      `per offer (CPU ${(announcing.cpuMs / offers).toFixed(0)} ms), after the answers`,
  );

  // A single ride offered while ride alerts wait along its way and around its time (issue 26): the offer
  // answers without them; the outbox matches them after the commit, a bounded number per ride. Bart
  // offers them, whose days are free.
  const { auth: bartAuth, car: bartsCar } = await driverWithCar('beheer@example.nl', 3);
  async function offerWithAlerts(alerts: number, hour: number): Promise<void> {
    const when = NOW + 3 * DAY + hour * 3600_000;
    if (alerts > 0) {
      await db.insert(rideAlerts).values(
        Array.from({ length: alerts }, (_, i) => ({
          travellerId: `bench-passenger-${i % 20}`,
          fromLabel: 'Winterswijk',
          fromLat: 51.9722 + (i % 10) * 0.001,
          fromLon: 6.7196,
          toLabel: 'Aalten',
          toLat: 51.9256,
          toLon: 6.5806 + (i % 10) * 0.001,
          travelTime: new Date(when + ((i % 7) - 3) * 10 * 60_000),
          useAsArrivalTime: false,
          nrSeats: 1,
          createdAt: new Date(NOW),
        })),
      );
    }
    const offered = performance.now();
    const response = await offerToAalten(bartAuth, bartsCar.carRef, new Date(when).toISOString());
    const answered = performance.now() - offered;
    if (response.statusCode !== 201)
      throw new Error(`offer answered ${response.statusCode}: ${response.body}`);
    const matching = performance.now();
    await app.outbox.runDue();
    const matched = performance.now() - matching;
    console.log(
      `POST /api/rideshare/rides with ${alerts} alerts waiting: answered in ${answered.toFixed(0)} ms; ` +
        `the outbox matched the alerts afterwards in ${matched.toFixed(0)} ms`,
    );
  }
  await app.outbox.runDue(); // the announcements of the offers above, so the figures below are their own
  console.log('');
  await offerWithAlerts(0, 9);
  await offerWithAlerts(400, 14);
} finally {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
