// The trip-planning engine. Pure: no file or network access, no clock, no database (DESIGN.md §3).
// File helpers for Node (reading a GTFS zip or folder, snapshot files) are in '@achterhoek/routing/node'.
export * from './gtfs/feed.js';
export { StopTimesBuilder, type StopTimeRow } from './gtfs/stop-times-builder.js';
export * from './transit/types.js';
export { buildTimetable, type Timetable, type TimetableOptions } from './transit/timetable.js';
export { TransitRouter, type RouterOptions, type StopQuery } from './transit/router.js';
export { encodeRegion, decodeRegion, type Region, type RegionMeta } from './region/region.js';
export { readFeed, GtfsReadError } from './gtfs/read-feed.js';
export { writeFeed, zipFeed } from './gtfs/write-feed.js';
export { clipFeed, type BBox, type ClipSummary } from './gtfs/clip-feed.js';
export { buildDemoFeed, DEMO_REGION_META } from './demo/demo-feed.js';
