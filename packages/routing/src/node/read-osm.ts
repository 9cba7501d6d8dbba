/**
 * Reads an OpenStreetMap file (`.osm.pbf`, or `.osm` XML for small extracts and test fixtures) into a
 * RoadGraph. The file is read twice: ways first, then only the coordinates of the nodes roads use
 * (see build-road-graph.ts for why and what it costs).
 *
 * PBF decoding is osm-pbf-parser-node's (a small maintained streaming decoder on Mapbox's `pbf`).
 * Node tags are not decoded and way tags only for the keys the road rules read.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { OSMTransform } from 'osm-pbf-parser-node';
import {
  OsmRoadGraphBuilder,
  type OsmRoadOptions,
  type OsmRoadReport,
} from '../roads/osm/build-road-graph.js';
import { OsmXmlScanner, type OsmHandlers } from '../roads/osm/osm-xml.js';
import { ROAD_TAG_KEYS } from '../roads/osm/road-tags.js';
import type { RoadGraph } from '../roads/road-graph.js';

export type { OsmRoadOptions, OsmRoadReport } from '../roads/osm/build-road-graph.js';

type OsmFormat = 'pbf' | 'xml';

function formatOf(path: string): OsmFormat {
  const name = path.toLowerCase();
  if (name.endsWith('.pbf')) return 'pbf';
  if (name.endsWith('.osm') || name.endsWith('.xml')) return 'xml';
  throw new Error(`${path}: not an OpenStreetMap file (expected .osm.pbf, .pbf, .osm or .xml)`);
}

export async function readOsmRoadGraph(
  path: string,
  options: OsmRoadOptions = {},
): Promise<{ graph: RoadGraph; report: OsmRoadReport }> {
  const format = formatOf(path);
  const scan = format === 'pbf' ? scanPbf : scanXml;
  const builder = new OsmRoadGraphBuilder(options);
  try {
    // An empty file would otherwise surface as a decoder's TypeError.
    if ((await stat(path)).size === 0) throw new Error('the file is empty');
    await scan(path, { way: (refs, tags) => builder.addWay(refs, tags) });
    await scan(path, { node: (id, lat, lon) => builder.addNode(id, lat, lon) });
  } catch (error) {
    const message = (error as Error).message;
    const what = format === 'pbf' ? 'OSM PBF' : 'OSM XML';
    // saxes already puts "file:line:column" in front.
    throw new Error(message.startsWith(path) ? message : `${path}: not readable as ${what}: ${message}`, {
      cause: error,
    });
  }
  return builder.finish();
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

async function scanPbf(path: string, handlers: OsmHandlers): Promise<void> {
  const { node, way } = handlers;
  const decoder = new OSMTransform({
    withTags: { node: false, way: way ? [...ROAD_TAG_KEYS] : false, relation: false },
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
          if (item.type === 'node') node?.(item.id, item.lat, item.lon);
          else if (item.type === 'way') way?.(item.refs, item.tags ?? {});
        }
      }
    },
  );
}
