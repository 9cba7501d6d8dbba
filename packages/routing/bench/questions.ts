import type { GtfsFeed } from '../src/index.js';
import { Random } from '../src/synthetic/random.js';

/** One departure-at question, stop to stop. */
export interface Question {
  fromStopId: string;
  toStopId: string;
  /** Seconds after the service day's start (GTFS time). */
  departure: number;
}

/**
 * `count` seeded questions between random distinct stops that some trip serves, departing between 06:00
 * and 20:00 (whole minutes).
 */
export function randomQuestions(feed: GtfsFeed, count: number, seed: number): Question[] {
  const served = new Uint8Array(feed.stops.length);
  for (let i = 0; i < feed.stopTimes.length; i++) served[feed.stopTimes.stopIndex[i]!] = 1;
  const stops = feed.stops.filter((_, s) => served[s] === 1).map((s) => s.stopId);
  if (stops.length < 2) throw new Error('the feed serves fewer than two stops');
  const random = new Random(seed);
  const questions: Question[] = [];
  while (questions.length < count) {
    const fromStopId = random.pick(stops);
    const toStopId = random.pick(stops);
    if (fromStopId === toStopId) continue;
    questions.push({ fromStopId, toStopId, departure: random.int(6 * 60, 20 * 60) * 60 });
  }
  return questions;
}
