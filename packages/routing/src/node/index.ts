// Node-only helpers: reading and writing GTFS feeds on disk or over HTTP.
export { loadFeedFiles, writeFeedFolder, writeFeedZip } from './load-feed.js';
