import type { GtfsFeed, RegionMeta } from '../../src/index.js';
import type { LiveFigures } from '../live-poll.js';
import type { Question } from '../questions.js';

/** What every router in the bench is given. */
export interface BenchInput {
  name: string;
  feed: GtfsFeed;
  /** The same feed as a GTFS zip, with our footpaths in transfers.txt (see peer-feed.ts). */
  zipPath: string;
  /** Service date of every question, YYYYMMDD. */
  date: number;
  meta: RegionMeta;
  /** Seconds added to every change between vehicles in our timetable (the peers have none). */
  slackSeconds: number;
}

export interface LoadedRouter {
  /** Earliest arrival at the destination in seconds after the service day's start, or undefined. */
  earliestArrival(question: Question): number | undefined;
  /**
   * The same router asked another way, compared with the peers too (not part of the latency figures):
   * ours door to door, walking from and to stops near the ends as the peers' footpaths let them.
   */
  variant?: { label: string; earliestArrival(question: Question): number | undefined };
  /**
   * How many vehicles the journey behind the last answer used, for a router without a transfer limit:
   * the bench then compares arrivals only where ours' limit does not bind.
   */
  vehiclesOfLastAnswer?: () => number;
  /** Figures of the load worth printing, e.g. a snapshot's size. */
  notes: Record<string, string>;
  /** What reading a live feed cost, from a router that plans on live times. */
  live?: LiveFigures;
  /**
   * A router to compare with on the same machine at the same moment (ours on the static timetable beside
   * ours on live times), made once the questions are asked so that it is not in the memory figure. Each
   * question goes to both, in turns of which goes first: on a shared machine two processes minutes apart
   * see different loads, two searches a millisecond apart the same.
   */
  paired?: { label: string; make(): (question: Question) => number | undefined };
}

export interface Contender {
  name: string;
  load(input: BenchInput): Promise<LoadedRouter>;
}

/** Noon UTC of a YYYYMMDD date, which is the same calendar day in any European zone. */
export function noonUtc(date: number): Date {
  return new Date(Date.UTC(Math.floor(date / 10000), (Math.floor(date / 100) % 100) - 1, date % 100, 12));
}
