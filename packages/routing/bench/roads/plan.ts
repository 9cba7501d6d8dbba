/**
 * A whole door-to-door plan as the server makes it: the synthetic national timetable, the synthetic road
 * network (its towns are the timetable's towns) and a number of active rides, asked between random
 * junctions 5–60 km apart in the day's hours, with the web app's defaults (walk up to 500 m, all modes,
 * first and last legs by car allowed, a one-hour departure window).
 *
 * Several planners can be measured in one run: each question is put to every planner in turn (the order
 * alternating per question), so a busy machine slows them alike and their ratio stays readable.
 */
import { haversineMeters } from '../../src/geo/distance.js';
import { MultimodalPlanner, type PlannedItinerary } from '../../src/multimodal/multimodal-planner.js';
import type { RoadGraph } from '../../src/roads/road-graph.js';
import type { RoadRouting } from '../../src/roads/road-routing.js';
import type { ActiveRide, NamedPlace } from '../../src/rideshare/types.js';
import { generateSyntheticNetwork } from '../../src/synthetic/national-network.js';
import { Random } from '../../src/synthetic/random.js';
import { buildTimetable } from '../../src/transit/timetable.js';
import { TransitRouter } from '../../src/transit/router.js';
import { defaultQuestion } from '../../test/app-defaults.js';
import { cpuMs, latency, now } from '../measure.js';
import { table } from '../report.js';
import { randomRides } from './rides.js';

/** A planner under test: how to make it on the run's router and roads. */
export interface PlannerUnderTest {
  name: string;
  make: (transit: TransitRouter, roads: RoadRouting) => MultimodalPlanner;
}

export const CURRENT_PLANNER: PlannerUnderTest = {
  name: 'MultimodalPlanner',
  make: (transit, roads) => new MultimodalPlanner(transit, roads),
};

interface Question {
  from: NamedPlace;
  to: NamedPlace;
  time: number;
}

interface Tally {
  wall: number[];
  cpu: number[];
  searches: number[];
  answered: number;
  withRide: number;
  combined: number;
  sameAsFirst: number;
}

export async function planBench(input: {
  g: RoadGraph;
  roads: RoadRouting;
  scale: number;
  count: number;
  day: number;
  log: (line: string) => void;
  /** Active ride counts to measure at (default 1,000). */
  rideCounts?: readonly number[];
  /** Planners measured side by side; the first is the one the others are compared with. */
  planners?: readonly PlannerUnderTest[];
}): Promise<string> {
  const { g, roads, count, day, log } = input;
  const rideCounts = input.rideCounts ?? [1000];
  const planners = input.planners ?? [CURRENT_PLANNER];
  const { timetable } = buildTimetable(generateSyntheticNetwork({ seed: 1, scale: input.scale }));
  const transit = new TransitRouter(timetable);
  const made = planners.map((p) => ({ name: p.name, planner: p.make(transit, roads) }));
  const questions = randomQuestions(g, count, day);
  const f = (v: number) => (v < 10 ? v.toFixed(2) : v.toFixed(1));
  let out =
    `\n== Door-to-door plan: synthetic national network (scale ${input.scale}, ` +
    `${timetable.stopIds.length.toLocaleString('en')} stops, ${timetable.tripIds.length.toLocaleString('en')} trips), ` +
    `${g.nodeLat.length.toLocaleString('en')} road junctions, ${count} questions ==\n`;
  const rows: string[][] = [
    [
      'rides',
      'planner',
      'wall p50',
      'p95',
      'p99',
      'cpu p50',
      'p95',
      'p99',
      'searches/plan (max)',
      'answered',
      'with a ride',
      'ride + transit',
      `same as ${made[0]!.name}`,
    ],
  ];
  for (const rideCount of rideCounts) {
    log(`Plan: making ${rideCount.toLocaleString('en')} active rides…`);
    // Seed 77 for 1,000 rides: the rides section 4 of bench:roads always used.
    const rides = randomRides(g, roads, rideCount, day, rideCount === 1000 ? 77 : rideCount);
    log(`Plan: ${count} door-to-door questions with ${rides.length} active rides…`);
    const tallies: Tally[] = made.map(() => ({
      wall: [],
      cpu: [],
      searches: [],
      answered: 0,
      withRide: 0,
      combined: 0,
      sameAsFirst: 0,
    }));
    for (const q of questions.slice(0, 20)) for (const m of made) ask(m.planner, q, rides);
    questions.forEach((q, qi) => {
      const answers: PlannedItinerary[][] = [];
      const order = made.map((_, i) => i);
      if (qi % 2 === 1) order.reverse();
      for (const i of order) {
        const searchesBefore = transit.searchCount;
        const cpu = cpuMs();
        const wall = now();
        const found = ask(made[i]!.planner, q, rides);
        const tally = tallies[i]!;
        tally.wall.push(now() - wall);
        tally.cpu.push(cpuMs() - cpu);
        tally.searches.push(transit.searchCount - searchesBefore);
        answers[i] = found;
      }
      answers.forEach((found, i) => {
        const tally = tallies[i]!;
        if (found.length > 0) tally.answered++;
        if (found.some(hasRide)) tally.withRide++;
        if (found.some((it) => hasRide(it) && hasTransit(it))) tally.combined++;
        if (sameItineraries(found, answers[0]!)) tally.sameAsFirst++;
      });
    });
    tallies.forEach((tally, i) => {
      const wall = latency(tally.wall);
      const cpu = latency(tally.cpu);
      const searches = tally.searches.reduce((s, x) => s + x, 0) / Math.max(1, tally.searches.length);
      rows.push([
        rideCount.toLocaleString('en'),
        made[i]!.name,
        f(wall.p50),
        f(wall.p95),
        f(wall.p99),
        f(cpu.p50),
        f(cpu.p95),
        f(cpu.p99),
        `${searches.toFixed(1)} (${Math.max(...tally.searches)})`,
        String(tally.answered),
        String(tally.withRide),
        String(tally.combined),
        String(tally.sameAsFirst),
      ]);
      log(`  ${rows[rows.length - 1]!.join('  ')}`);
    });
  }
  out += table(rows);
  out += '\n  Times in ms per plan: wall clock, and the process CPU time (user + system) over the same plan.';
  return out;
}

function randomQuestions(g: RoadGraph, count: number, day: number): Question[] {
  const random = new Random(2026);
  const questions: Question[] = [];
  while (questions.length < count) {
    const a = random.int(0, g.nodeLat.length - 1);
    const b = random.int(0, g.nodeLat.length - 1);
    const km = haversineMeters(g.nodeLat[a]!, g.nodeLon[a]!, g.nodeLat[b]!, g.nodeLon[b]!) / 1000;
    if (km < 5 || km > 60) continue;
    questions.push({
      from: { label: 'Van', lat: g.nodeLat[a]!, lon: g.nodeLon[a]! },
      to: { label: 'Naar', lat: g.nodeLat[b]!, lon: g.nodeLon[b]! },
      time: day + random.int(6 * 60, 20 * 60) * 60_000,
    });
  }
  return questions;
}

function ask(planner: MultimodalPlanner, q: Question, rides: readonly ActiveRide[]): PlannedItinerary[] {
  return planner.plan({ ...defaultQuestion(q.from, q.to, q.time), maxItineraries: 16 }, rides);
}

const hasRide = (i: PlannedItinerary) => i.legs.some((l) => l.traverseMode === 'RIDESHARE');
const hasTransit = (i: PlannedItinerary) =>
  i.legs.some((l) => l.traverseMode !== 'RIDESHARE' && l.traverseMode !== 'WALK');

/** The same itineraries in the same order: legs by mode, trip or ride, and times. */
function sameItineraries(a: PlannedItinerary[], b: PlannedItinerary[]): boolean {
  const key = (list: PlannedItinerary[]) =>
    list
      .map((i) =>
        i.legs.map((l) => `${l.traverseMode}:${l.tripId ?? ''}:${l.startTime}-${l.endTime}`).join(','),
      )
      .join('|');
  return key(a) === key(b);
}
