/**
 * The loads of `npm run bench:api`: one call repeated by 20 connections (autocannon), and passengers who
 * each search and then book the first itinerary with a shared ride, as many at once as asked. Each figure
 * comes with the server's CPU time over the run (and PostgreSQL's, when measured).
 */
import autocannon from 'autocannon';
import { latency, type Latency } from '../../../packages/routing/bench/measure.js';

export interface CpuMeters {
  server: () => number;
  /** The PostgreSQL server's processes, when the bench knows them. */
  database?: () => number;
}

export interface RunFigures {
  requests: number;
  failed: number;
  wallSeconds: number;
  latency: Latency;
  serverCpuMs: number;
  databaseCpuMs: number | undefined;
}

function cpuAround(meters: CpuMeters) {
  const server = meters.server();
  const database = meters.database?.();
  return () => ({
    serverCpuMs: meters.server() - server,
    databaseCpuMs: database === undefined ? undefined : meters.database!() - database,
  });
}

/** One call, repeated by `connections` connections for `seconds`; every answer but a 2xx counts as failed. */
export function hammer(
  url: string,
  authorization: string | undefined,
  options: { connections: number; seconds: number },
  meters: CpuMeters,
): Promise<RunFigures> {
  const times: number[] = [];
  let failed = 0;
  const cpu = cpuAround(meters);
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: options.connections,
        duration: options.seconds,
        headers: authorization ? { authorization } : {},
      },
      (error, result) => {
        if (error) return reject(error);
        resolve({
          requests: times.length,
          failed: failed + result.errors + result.timeouts,
          wallSeconds: result.duration,
          latency: latency(times),
          ...cpu(),
        });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTimeMs) => {
      times.push(responseTimeMs);
      if (statusCode < 200 || statusCode >= 300) failed++;
    });
  });
}

export interface RoundTripFigures extends RunFigures {
  booked: number;
  /** Refused with 409 (the ride filled up or changed between search and booking). */
  refused: number;
  /** Searches whose answer had no itinerary with a shared ride (no booking tried). */
  withoutRide: number;
}

interface Plan {
  itineraries: Array<{ itineraryRef: string; legs: Array<{ traverseMode: string }> }>;
}

/**
 * `passengers` passengers at once, each for `seconds`: search (a question of their own, in turn from
 * `questions`), then book the first itinerary with a shared ride. A round trip is both calls; a search
 * that finds no shared ride counts apart and its time is not a round trip's.
 */
export async function searchAndBook(
  origin: string,
  passengers: readonly string[],
  questions: readonly string[],
  seconds: number,
  meters: CpuMeters,
): Promise<RoundTripFigures> {
  const times: number[] = [];
  let booked = 0;
  let refused = 0;
  let withoutRide = 0;
  let failed = 0;
  let next = 0;
  const cpu = cpuAround(meters);
  const started = performance.now();
  const end = started + seconds * 1000;
  async function passenger(authorization: string): Promise<void> {
    while (performance.now() < end) {
      const question = questions[next++ % questions.length]!;
      const roundTrip = performance.now();
      const search = await fetch(`${origin}/api/planner/search/plan?${question}`, {
        headers: { authorization },
      });
      if (!search.ok) {
        failed++;
        await search.arrayBuffer();
        continue;
      }
      const plan = (await search.json()) as Plan;
      const shared = plan.itineraries.find((it) => it.legs.some((leg) => leg.traverseMode === 'RIDESHARE'));
      if (!shared) {
        withoutRide++;
        continue;
      }
      const booking = await fetch(`${origin}/api/planner/trips`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify({ itineraryRef: shared.itineraryRef }),
      });
      await booking.arrayBuffer();
      times.push(performance.now() - roundTrip);
      if (booking.status === 201) booked++;
      else if (booking.status === 409) refused++;
      else failed++;
    }
  }
  await Promise.all(passengers.map((authorization) => passenger(authorization)));
  return {
    requests: times.length,
    failed,
    wallSeconds: (performance.now() - started) / 1000,
    latency: latency(times),
    booked,
    refused,
    withoutRide,
    ...cpu(),
  };
}
