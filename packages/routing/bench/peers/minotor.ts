/**
 * minotor (MIT): parses the GTFS zip for the one question date with its GtfsParser (standard route
 * types, platform_code), then answers with Router.route and the result's earliest arrival.
 */
import { Query, Router, Time } from 'minotor';
import { GtfsParser } from 'minotor/parser';
import type { Contender } from './contender.js';
import { noonUtc } from './contender.js';

export const minotor: Contender = {
  name: 'minotor',
  async load(input) {
    const { timetable, stopsIndex } = await new GtfsParser(input.zipPath).parse(noonUtc(input.date));
    const router = new Router(timetable, stopsIndex);
    return {
      notes: {},
      earliestArrival(q) {
        const query = new Query.Builder()
          .from(q.fromStopId)
          .to(q.toStopId)
          .departureTime(Time.fromSeconds(q.departure))
          .maxTransfers(5)
          .build();
        return router.route(query).arrivalAt(q.toStopId)?.time.toSeconds();
      },
    };
  },
};
