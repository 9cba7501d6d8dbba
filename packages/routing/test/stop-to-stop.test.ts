import { describe, expect, it } from 'vitest';
import { buildTimetable } from '../src/transit/timetable.js';
import { TransitRouter } from '../src/transit/router.js';
import { hms, LINE_STOPS, lineFeed } from './line-feed.js';

/** Two platforms about 150 m from Winterswijk and Doetinchem, served by nothing but reachable on foot. */
const NEAR_WW = { stopId: 'WW2', name: 'Winterswijk, Busstation', lat: 51.9686, lon: 6.717, locationType: 0 };
const NEAR_DT = { stopId: 'DT2', name: 'Doetinchem, Busstation', lat: 51.9592, lon: 6.2928, locationType: 0 };

function router() {
  // The extra stops get a trip of their own so that they count as served and have footpaths.
  const withStops = lineFeed(
    [
      { id: 'a', service: 'WD', times: [hms(8, 2), hms(8, 12), hms(8, 22), hms(8, 35)] },
      { id: 'b', service: 'WD', times: [hms(23, 0), hms(23, 50)], stops: ['WW2', 'DT2'] },
    ],
    { stops: [...LINE_STOPS, NEAR_WW, NEAR_DT] },
  );
  return new TransitRouter(buildTimetable(withStops).timetable);
}

describe('planBetweenStops', () => {
  it('may walk a footpath from the origin stop and to the destination stop, as other routers do', () => {
    const [itinerary] = router().planBetweenStops({
      fromStopId: 'WW2',
      toStopId: 'DT2',
      time: Date.parse('2026-11-24T06:50:00Z'),
    });
    expect(itinerary).toBeDefined();
    expect(itinerary!.legs.map((l) => l.traverseMode)).toEqual(['WALK', 'RAIL', 'WALK']);
    const [walkIn, ride, walkOut] = itinerary!.legs;
    expect(walkIn!.from.label).toBe('Winterswijk, Busstation');
    expect(walkIn!.endTime).toBeLessThanOrEqual(ride!.startTime);
    expect(walkIn!.distance).toBeGreaterThan(100);
    expect(walkIn!.distance).toBeLessThan(300);
    expect(new Date(ride!.endTime).toISOString()).toBe('2026-11-24T07:35:00.000Z');
    expect(walkOut!.to.label).toBe('Doetinchem, Busstation');
    expect(itinerary!.arrivalTime).toBe(ride!.endTime + walkOut!.duration * 1000);
  });

  it('needs no walk when the stops themselves are served', () => {
    const [itinerary] = router().planBetweenStops({
      fromStopId: 'WW',
      toStopId: 'DT',
      time: Date.parse('2026-11-24T06:50:00Z'),
    });
    expect(itinerary!.legs.map((l) => l.traverseMode)).toEqual(['RAIL']);
  });
});
