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
}

export interface Region {
  meta: RegionMeta;
  timetable: Timetable;
}

const MAGIC = 'ACHREG01';
const FORMAT_VERSION = 1;

type ArrayKind = 'Int32Array' | 'Uint8Array' | 'Float64Array';
const CONSTRUCTORS = { Int32Array, Uint8Array, Float64Array } as const;

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
  for (const [key, value] of Object.entries(region.timetable)) {
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
  if (header.version !== FORMAT_VERSION) {
    throw new Error(
      `Region snapshot format ${header.version} is not ${FORMAT_VERSION}; run npm run region:import again`,
    );
  }
  const start = align8(headerEnd);
  const timetable: Record<string, unknown> = { ...header.values };
  for (const a of header.arrays) {
    const Kind = CONSTRUCTORS[a.kind];
    timetable[a.key] = new Kind(bytes.buffer as ArrayBuffer, bytes.byteOffset + start + a.offset, a.length);
  }
  return { meta: header.meta, timetable: timetable as unknown as Timetable };
}

function align8(n: number): number {
  return Math.ceil(n / 8) * 8;
}
