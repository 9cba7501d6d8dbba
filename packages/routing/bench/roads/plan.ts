/**
 * A whole door-to-door plan as the server makes it: the synthetic national timetable, the synthetic road
 * network (its towns are the timetable's towns) and 1,000 active rides, asked between random junctions
 * 5–60 km apart in the day's hours, with the web app's defaults (walk up to 500 m, all modes, first and
 * last legs by car allowed, a one-hour departure window).
 */
import { haversineMeters } from '../../src/geo/distance.js';
import { MultimodalPlanner } from '../../src/multimodal/multimodal-planner.js';
import type { RoadGraph } from '../../src/roads/road-graph.js';
import type { RoadRouting } from '../../src/roads/road-routing.js';
import { generateSyntheticNetwork } from '../../src/synthetic/national-network.js';
import { Random } from '../../src/synthetic/random.js';
import { buildTimetable } from '../../src/transit/timetable.js';
import { TransitRouter } from '../../src/transit/router.js';
import { defaultQuestion } from '../../test/app-defaults.js';
import { latency, now } from '../measure.js';
import { table } from '../report.js';
import { randomRides } from './rides.js';

export async function planBench(input: {
  g: RoadGraph;
  roads: RoadRouting;
  scale: number;
  count: number;
  day: number;
  log: (line: string) => void;
}): Promise<string> {
  const { g, roads, count, day, log } = input;
  const { timetable } = buildTimetable(generateSyntheticNetwork({ seed: 1, scale: input.scale }));
  const transit = new TransitRouter(timetable);
  const planner = new MultimodalPlanner(transit, roads);
  const rides = randomRides(g, roads, 1000, day, 77);
  const random = new Random(2026);
  const questions: {
    from: { label: string; lat: number; lon: number };
    to: { label: string; lat: number; lon: number };
    time: number;
  }[] = [];
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
  log(`Plan: ${count} door-to-door questions with ${rides.length} active rides…`);
  const ask = (q: (typeof questions)[number]) =>
    planner.plan({ ...defaultQuestion(q.from, q.to, q.time), maxItineraries: 16 }, rides);
  for (const q of questions.slice(0, 20)) ask(q);
  const samples: number[] = [];
  let answered = 0;
  let withRide = 0;
  let combined = 0;
  for (const q of questions) {
    const t = now();
    const found = ask(q);
    samples.push(now() - t);
    if (found.length > 0) answered++;
    if (found.some((i) => i.legs.some((l) => l.traverseMode === 'RIDESHARE'))) withRide++;
    if (
      found.some(
        (i) =>
          i.legs.some((l) => l.traverseMode === 'RIDESHARE') &&
          i.legs.some((l) => l.traverseMode !== 'RIDESHARE' && l.traverseMode !== 'WALK'),
      )
    )
      combined++;
  }
  const l = latency(samples);
  const f = (v: number) => (v < 10 ? v.toFixed(2) : v.toFixed(1));
  return (
    `\n== Door-to-door plan: synthetic national network (scale ${input.scale}, ${timetable.stopIds.length.toLocaleString('en')} stops, ` +
    `${timetable.tripIds.length.toLocaleString('en')} trips), ${g.nodeLat.length.toLocaleString('en')} road junctions, ${rides.length} active rides ==\n` +
    table([
      ['questions', 'p50 ms', 'p95 ms', 'p99 ms', 'answered', 'with a ride', 'ride + transit'],
      [String(count), f(l.p50), f(l.p95), f(l.p99), String(answered), String(withRide), String(combined)],
    ])
  );
}
