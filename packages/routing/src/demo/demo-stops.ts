import demoStops from './demo-stops.json' with { type: 'json' };

/**
 * A stop of the demo, as written by scripts/extract-demo-stops.ts: a real stop or station from
 * db-hafas-stations, or, for a village the package has no bus stop in, a stop at the village centre
 * (GeoNames).
 */
export interface DemoStop {
  /**
   * The DB (HAFAS) id, whose feed stop_id is `db:<id>`; or `geonames:<village-slug>` for a village
   * centre, which is the stop_id as it is.
   */
  id: string;
  name: string;
  lat: number;
  lon: number;
  kind: 'station' | 'bus' | 'village';
}

export const DEMO_STOPS: readonly DemoStop[] = demoStops as DemoStop[];
