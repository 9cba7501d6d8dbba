import type { RegionPlaces } from '../places/region-places.js';
import type { ContractionHierarchy } from '../roads/ch/contraction-hierarchy.js';
import type { RoadGraph } from '../roads/road-graph.js';
import type { Timetable } from '../transit/timetable-model.js';

/**
 * A region snapshot: everything the server plans with, in one file written by `npm run region:import`
 * (or built in memory for the demo region). The typed arrays are stored as raw bytes and come back as
 * views on the file's buffer, so loading a national timetable costs a file read and one JSON parse.
 *
 * Layout: "ACHREG01" · uint32 header length · header JSON · padding to 8 · arrays, each 8-byte aligned.
 */
export interface RegionMeta {
  name: string;
  /** The demo region: hand-written timetable, said so wherever sources are named. */
  demo: boolean;
  /** [minLon, minLat, maxLon, maxLat]: questions outside it are refused. */
  bbox: [number, number, number, number];
  builtAt: string;
  sources: { name: string; licence: string; url?: string }[];
  /**
   * Where drives and walks come from: an imported OpenStreetMap road network, or the estimated model
   * (straight line × a detour factor). Absent in snapshots from before roads existed: estimated.
   */
  roads?: 'openstreetmap' | 'estimated';
}

export interface Region {
  meta: RegionMeta;
  timetable: Timetable;
  /**
   * The road network from OpenStreetMap and its contraction hierarchy for cars, when one was imported;
   * without it the planner estimates drives and walks (and says so).
   */
  roads?: RegionRoads;
  /**
   * Streets, addresses and points of interest from OpenStreetMap for the geocoder, when an extract was
   * imported; absent in snapshots from before places existed.
   */
  places?: RegionPlaces;
}

export interface RegionRoads {
  graph: RoadGraph;
  hierarchy: ContractionHierarchy;
}

const MAGIC = 'ACHREG01';
/**
 * 2: sections (timetable, roads, places; a reader skips sections it does not know, and snapshots without
 * places or roads still read); 1: a timetable only, still read.
 */
const FORMAT_VERSION = 2;

/** The parts of a snapshot, each an object of typed arrays and plain values. */
type Section = 'timetable' | 'roads.graph' | 'roads.hierarchy' | 'places';

function sectionsOf(region: Region): [Section, object][] {
  const parts: [Section, object][] = [['timetable', region.timetable]];
  if (region.roads)
    parts.push(['roads.graph', region.roads.graph], ['roads.hierarchy', region.roads.hierarchy]);
  if (region.places) parts.push(['places', region.places]);
  return parts;
}

type ArrayKind = 'Int32Array' | 'Uint8Array' | 'Float64Array' | 'Float32Array';
const CONSTRUCTORS = { Int32Array, Uint8Array, Float64Array, Float32Array } as const;

interface Header {
  version: number;
  meta: RegionMeta;
  values: Record<string, unknown>;
  arrays: { key: string; kind: ArrayKind; offset: number; length: number }[];
}

export function encodeRegion(region: Region): Uint8Array {
  const values: Record<string, unknown> = {};
  const arrays: Header['arrays'] = [];
  const chunks: Uint8Array[] = [];
  let offset = 0;
  const entries = sectionsOf(region).flatMap(([section, part]) =>
    Object.entries(part).map(([name, value]) => [`${section}:${name}`, value] as const),
  );
  for (const [key, value] of entries) {
    if (ArrayBuffer.isView(value)) {
      const kind = value.constructor.name as ArrayKind;
      if (!(kind in CONSTRUCTORS)) throw new Error(`Cannot store ${kind} (${key}) in a region snapshot`);
      const bytes = new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
      arrays.push({ key, kind, offset, length: (value as Int32Array).length });
      chunks.push(bytes);
      const padded = align8(bytes.byteLength);
      if (padded > bytes.byteLength) chunks.push(new Uint8Array(padded - bytes.byteLength));
      offset += padded;
    } else {
      values[key] = value;
    }
  }
  const header: Header = { version: FORMAT_VERSION, meta: region.meta, values, arrays };
  const headerBytes = new TextEncoder().encode(JSON.stringify(header));
  const start = align8(MAGIC.length + 4 + headerBytes.byteLength);
  const out = new Uint8Array(start + offset);
  out.set(new TextEncoder().encode(MAGIC), 0);
  new DataView(out.buffer).setUint32(MAGIC.length, headerBytes.byteLength, true);
  out.set(headerBytes, MAGIC.length + 4);
  let cursor = start;
  for (const chunk of chunks) {
    out.set(chunk, cursor);
    cursor += chunk.byteLength;
  }
  return out;
}

export function decodeRegion(input: Uint8Array): Region {
  // Typed-array views need their element alignment; a pooled Buffer may start anywhere.
  const bytes = input.byteOffset % 8 === 0 ? input : input.slice();
  if (new TextDecoder().decode(bytes.subarray(0, MAGIC.length)) !== MAGIC) {
    throw new Error('Not a region snapshot (wrong magic); run npm run region:import again');
  }
  const headerLength = new DataView(bytes.buffer, bytes.byteOffset).getUint32(MAGIC.length, true);
  const headerEnd = MAGIC.length + 4 + headerLength;
  const header = JSON.parse(new TextDecoder().decode(bytes.subarray(MAGIC.length + 4, headerEnd))) as Header;
  if (header.version !== FORMAT_VERSION && header.version !== 1) {
    throw new Error(
      `Region snapshot format ${header.version} is not ${FORMAT_VERSION}; run npm run region:import again`,
    );
  }
  const start = align8(headerEnd);
  const parts = new Map<string, Record<string, unknown>>();
  // Version 1 had no sections: every key belonged to the timetable.
  const place = (key: string): [Record<string, unknown>, string] => {
    const cut = key.indexOf(':');
    const [section, name] =
      header.version === 1 || cut < 0 ? ['timetable', key] : [key.slice(0, cut), key.slice(cut + 1)];
    let part = parts.get(section);
    if (!part) parts.set(section, (part = {}));
    return [part, name];
  };
  for (const [key, value] of Object.entries(header.values)) {
    const [part, name] = place(key);
    part[name] = value;
  }
  for (const a of header.arrays) {
    const Kind = CONSTRUCTORS[a.kind];
    const [part, name] = place(a.key);
    part[name] = new Kind(bytes.buffer as ArrayBuffer, bytes.byteOffset + start + a.offset, a.length);
  }
  const graph = parts.get('roads.graph');
  const hierarchy = parts.get('roads.hierarchy');
  const places = parts.get('places');
  return {
    meta: header.meta,
    timetable: parts.get('timetable') as unknown as Timetable,
    ...(graph && hierarchy
      ? {
          roads: {
            graph: graph as unknown as RoadGraph,
            hierarchy: hierarchy as unknown as ContractionHierarchy,
          },
        }
      : {}),
    ...(places ? { places: places as unknown as RegionPlaces } : {}),
  };
}

function align8(n: number): number {
  return Math.ceil(n / 8) * 8;
}
