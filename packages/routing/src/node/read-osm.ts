/**
 * Reads an OpenStreetMap file (`.osm.pbf`, or `.osm` XML for small extracts and test fixtures) into a
 * RoadGraph and, with readOsmRegion, the region's streets, addresses and points of interest. The file is
 * read twice: ways (and tagged nodes, for places) first, then only the coordinates of the nodes roads,
 * streets and outlines use (see build-road-graph.ts and places/osm/build-places.ts for what it costs).
 *
 * PBF decoding is osm-pbf-parser-node's (a small maintained streaming decoder on Mapbox's `pbf`).
 * Tags are decoded only for the keys the road rules and place rules read, node tags only when places
 * are built, and only in the first pass. XML goes through osm/osm-xml.ts.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { OSMTransform } from 'osm-pbf-parser-node';
import { OsmPlacesBuilder, type OsmPlacesOptions, type OsmPlacesReport } from '../places/osm/build-places.js';
import { OsmXmlScanner, type OsmHandlers } from '../osm/osm-xml.js';
import { PLACE_TAG_KEYS } from '../places/osm/place-tags.js';
import type { RegionPlaces } from '../places/region-places.js';
import {
  OsmRoadGraphBuilder,
  type OsmRoadOptions,
  type OsmRoadReport,
} from '../roads/osm/build-road-graph.js';
import { ROAD_TAG_KEYS } from '../roads/osm/road-tags.js';
import type { RoadGraph } from '../roads/road-graph.js';

export type { OsmRoadOptions, OsmRoadReport } from '../roads/osm/build-road-graph.js';
export type { OsmPlacesOptions, OsmPlacesReport } from '../places/osm/build-places.js';

/** `bbox` ([minLon, minLat, maxLon, maxLat]): roads and places outside are dropped. */
export type OsmRegionOptions = OsmRoadOptions & OsmPlacesOptions;

export interface OsmRegion {
  graph: RoadGraph;
  report: OsmRoadReport;
  places: RegionPlaces;
  placesReport: OsmPlacesReport;
}

type OsmFormat = 'pbf' | 'xml';

function formatOf(path: string): OsmFormat {
  const name = path.toLowerCase();
  if (name.endsWith('.pbf')) return 'pbf';
  if (name.endsWith('.osm') || name.endsWith('.xml')) return 'xml';
  throw new Error(`${path}: not an OpenStreetMap file (expected .osm.pbf, .pbf, .osm or .xml)`);
}

/** The road graph alone: node tags are not decoded. */
export async function readOsmRoadGraph(
  path: string,
  options: OsmRoadOptions = {},
): Promise<{ graph: RoadGraph; report: OsmRoadReport }> {
  const roads = new OsmRoadGraphBuilder(options);
  await readTwice(
    path,
    { way: (refs, tags) => roads.addWay(refs, tags) },
    { node: (id, lat, lon) => roads.addNode(id, lat, lon) },
    ROAD_TAG_KEYS,
  );
  return roads.finish();
}

/** The road graph and the places of the same two passes over the file. */
export async function readOsmRegion(path: string, options: OsmRegionOptions = {}): Promise<OsmRegion> {
  const roads = new OsmRoadGraphBuilder(options);
  const places = new OsmPlacesBuilder(options);
  await readTwice(
    path,
    {
      taggedNode: (_id, lat, lon, tags) => places.addNode(lat, lon, tags),
      way: (refs, tags) => {
        roads.addWay(refs, tags);
        places.addWay(refs, tags);
      },
    },
    () => ({
      node: places.needsNodes
        ? (id, lat, lon) => {
            roads.addNode(id, lat, lon);
            places.setNode(id, lat, lon);
          }
        : (id, lat, lon) => roads.addNode(id, lat, lon),
    }),
    [...new Set([...ROAD_TAG_KEYS, ...PLACE_TAG_KEYS])],
  );
  const { graph, report } = roads.finish();
  const { places: found, report: placesReport } = places.finish();
  return { graph, report, places: found, placesReport };
}

/**
 * Pass 1 with `first`'s handlers, then pass 2 with `second`'s (which are built after pass 1, so they
 * may depend on it); tags are decoded for `tagKeys` only. Errors name the file.
 */
async function readTwice(
  path: string,
  first: OsmHandlers,
  second: OsmHandlers | (() => OsmHandlers),
  tagKeys: readonly string[],
): Promise<void> {
  const format = formatOf(path);
  const scan = format === 'pbf' ? scanPbf : scanXml;
  try {
    // An empty file would otherwise surface as a decoder's TypeError.
    if ((await stat(path)).size === 0) throw new Error('the file is empty');
    await scan(path, first, tagKeys);
    await scan(path, typeof second === 'function' ? second() : second, tagKeys);
  } catch (error) {
    const message = (error as Error).message;
    const what = format === 'pbf' ? 'OSM PBF' : 'OSM XML';
    // saxes already puts "file:line:column" in front.
    throw new Error(message.startsWith(path) ? message : `${path}: not readable as ${what}: ${message}`, {
      cause: error,
    });
  }
}

async function scanXml(path: string, handlers: OsmHandlers): Promise<void> {
  const scanner = new OsmXmlScanner(handlers, path);
  for await (const chunk of createReadStream(path, { encoding: 'utf8' })) scanner.write(chunk as string);
  scanner.close();
}

/** The items osm-pbf-parser-node emits that matter here (its typings say only `object`). */
interface PbfItem {
  type?: string;
  id: number;
  lat: number;
  lon: number;
  refs: number[];
  tags?: Record<string, string>;
}

async function scanPbf(path: string, handlers: OsmHandlers, tagKeys: readonly string[]): Promise<void> {
  const { node, taggedNode, way } = handlers;
  const decoder = new OSMTransform({
    withTags: {
      node: taggedNode ? [...tagKeys] : false,
      way: way ? [...tagKeys] : false,
      relation: false,
    },
    withInfo: false,
  });
  // pipeline, not createOSMStream: that one leaves a read error (missing file) unhandled.
  // Small reads: the decoder decodes every whole block in the bytes it is given at once, ignoring
  // backpressure, so big reads of well-compressed blocks would queue hundreds of thousands of objects.
  await pipeline(
    createReadStream(path, { highWaterMark: 16 * 1024 }),
    decoder,
    async (batches: AsyncIterable<PbfItem[]>) => {
      for await (const batch of batches) {
        for (const item of batch) {
          if (item.type === 'node') {
            node?.(item.id, item.lat, item.lon);
            if (item.tags) taggedNode?.(item.id, item.lat, item.lon, item.tags);
          } else if (item.type === 'way') way?.(item.refs, item.tags ?? {});
        }
      }
    },
  );
}
