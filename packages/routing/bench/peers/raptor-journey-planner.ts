/**
 * raptor-journey-planner (planarnetwork/raptor, GPL-3.0): loads the GTFS zip with its own loader, keeps
 * only the trips running on the question date, and answers with a one-day DepartAfterQuery.
 *
 * Its loader never finishes on Node 20 as published: gtfs-stream waits with stream.finished() for the
 * end of its unzip stage's readable side, which nothing reads, and newer Node versions wait for both
 * sides of a duplex. Reading that side (duplexify keeps it as `_writable`) lets the load complete.
 */
import { createReadStream } from 'node:fs';
import type { Readable, Writable } from 'node:stream';
import rjp from 'raptor-journey-planner';
import type { Contender } from './contender.js';
import { noonUtc } from './contender.js';

const { loadGTFS, RaptorAlgorithmFactory, JourneyFactory, DepartAfterQuery } = rjp;

export const raptorJourneyPlanner: Contender = {
  name: 'raptor-journey-planner',
  async load(input) {
    const [trips, transfers, interchange] = await loadGTFS(drainingPipe(createReadStream(input.zipPath)));
    const raptor = RaptorAlgorithmFactory.create(trips, transfers, interchange, noonUtc(input.date));
    // One search day, as the others: no retry on the following days when nothing is found.
    const query = new DepartAfterQuery(raptor, new JourneyFactory(), 1);
    return {
      notes: {},
      earliestArrival(q) {
        const journeys = query.plan(q.fromStopId, q.toStopId, noonUtc(input.date), q.departure);
        if (journeys.length === 0) return undefined;
        return Math.min(...journeys.map((j) => j.arrivalTime));
      },
    };
  },
};

/** The stream, whose pipe() also sets the unzip stage's unread output flowing (see above). */
function drainingPipe(stream: Readable): Readable {
  const pipe = stream.pipe.bind(stream);
  stream.pipe = <T extends NodeJS.WritableStream>(destination: T, options?: { end?: boolean }): T => {
    const result = pipe(destination, options);
    (destination as unknown as { _writable?: Writable & { resume?: () => void } })._writable?.resume?.();
    return result;
  };
  return stream;
}
