/** The feeds the bench runs on and the settings every router shares. */
import { buildDemoFeed, DEMO_REGION_META } from '../src/demo/demo-feed.js';
import type { GtfsFeed, RegionMeta } from '../src/index.js';
import { generateSyntheticNetwork } from '../src/synthetic/national-network.js';
import { TIMETABLE_DEFAULTS } from '../src/transit/timetable.js';
import type { FootpathRules } from './peer-feed.js';

/**
 * The peers wait no extra time when changing vehicles, so for the agreement check ours does not either;
 * the server's default is TIMETABLE_DEFAULTS.transferSlackSeconds. Footpaths are ours for all of them.
 */
export const SLACK_SECONDS = 0;
export const QUESTION_SEED = 20261124;
export const WARMUP_QUESTIONS = 50;

export const FOOTPATHS: FootpathRules = {
  radiusMeters: TIMETABLE_DEFAULTS.footpathRadiusMeters,
  walkSpeed: TIMETABLE_DEFAULTS.walkSpeed,
  walkCircuity: TIMETABLE_DEFAULTS.walkCircuity,
  slackSeconds: SLACK_SECONDS,
};

export type FeedKey = 'synthetic' | 'demo';

export interface BenchFeed {
  key: FeedKey;
  title: string;
  meta: RegionMeta;
  make: () => GtfsFeed;
}

const SYNTHETIC_META: RegionMeta = {
  name: 'Synthetisch Nederland',
  demo: true,
  bbox: [3.4, 50.75, 7.2, 53.5],
  builtAt: '2026-11-24T00:00:00Z',
  sources: [{ name: 'Synthetisch netwerk (gegenereerd)', licence: 'CC0' }],
};

export function benchFeed(key: FeedKey, scale: number): BenchFeed {
  return key === 'synthetic'
    ? {
        key,
        title: `Synthetic national network (scale ${scale}, seed 1)`,
        meta: SYNTHETIC_META,
        make: () => generateSyntheticNetwork({ seed: 1, scale }),
      }
    : { key, title: 'Demo region (Achterhoek)', meta: DEMO_REGION_META, make: buildDemoFeed };
}
