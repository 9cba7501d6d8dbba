import demoStops from './demo-stops.json' with { type: 'json' };

/** A real stop or station from db-hafas-stations, as written by scripts/extract-demo-stops.ts. */
export interface DemoStop {
  /** The DB (HAFAS) id; the feed's stop_id is `db:<id>`. */
  id: string;
  name: string;
  lat: number;
  lon: number;
  kind: 'station' | 'bus';
}

export const DEMO_STOPS: readonly DemoStop[] = demoStops as DemoStop[];
