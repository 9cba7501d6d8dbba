import { TokenIndex, type EntryStore, type ShownEntry, type TokenIndexData } from './token-index.js';

/**
 * The local geocoder's index as a file (decision 36), so a start loads it instead of building it: the
 * search's arrays as they are in memory, the vocabulary and the normalised names as text, and each entry's
 * shown fields as a line of JSON that is read only when the entry is suggested. A snapshot answers only
 * for the fingerprint it was written with (the sources and the rules that made it); any other is stale.
 *
 * Layout: the magic, the header's length (u32), the header (JSON: fingerprint, counts, section lengths),
 * then the sections in SECTIONS' order, each starting at a multiple of 8 bytes.
 */
const MAGIC = 'AMGEOIX1';
const ALIGN = 8;

const SECTIONS = [
  'vocabulary',
  'postingOffset',
  'postings',
  'wordOffset',
  'entryWords',
  'nameWordCount',
  'categoryRank',
  'lat',
  'lon',
  'names',
  'records',
  'recordOffset',
] as const;
type Section = (typeof SECTIONS)[number];

interface Header {
  fingerprint: string;
  vocabularySize: number;
  entryCount: number;
  lengths: Record<Section, number>;
}

/** An entry's shown fields in a fixed order; absent ones as null. */
const FIELDS = [
  'id',
  'title',
  'category',
  'label',
  'street',
  'houseNumber',
  'postalCode',
  'locality',
  'countryCode',
  'stateCode',
] as const satisfies ReadonlyArray<keyof ShownEntry>;

const padded = (length: number) => Math.ceil(length / ALIGN) * ALIGN;

const bytesOf = (array: ArrayBufferView) => Buffer.from(array.buffer, array.byteOffset, array.byteLength);

/** The index as a snapshot's bytes, for `fingerprint`. */
export function encodeIndexSnapshot(index: TokenIndex, fingerprint: string): Buffer {
  const data = index.data;
  const records: Buffer[] = [];
  const recordOffset = new Uint32Array(data.entries.size + 1);
  for (let e = 0; e < data.entries.size; e++) {
    const entry = data.entries.at(e);
    const record = Buffer.from(JSON.stringify(FIELDS.map((field) => entry[field] ?? null)), 'utf8');
    records.push(record);
    recordOffset[e + 1] = recordOffset[e]! + record.length;
  }
  const sections: Record<Section, Buffer> = {
    // Normalised words and names hold letters, digits and spaces only: a newline separates them safely.
    vocabulary: Buffer.from(data.vocabulary.join('\n'), 'utf8'),
    postingOffset: bytesOf(data.postingOffset),
    postings: bytesOf(data.postings),
    wordOffset: bytesOf(data.wordOffset),
    entryWords: bytesOf(data.entryWords),
    nameWordCount: bytesOf(data.nameWordCount),
    categoryRank: bytesOf(data.categoryRank),
    lat: bytesOf(data.lat),
    lon: bytesOf(data.lon),
    names: Buffer.from(data.normalisedName.join('\n'), 'utf8'),
    records: Buffer.concat(records),
    recordOffset: bytesOf(recordOffset),
  };
  const header: Header = {
    fingerprint,
    vocabularySize: data.vocabulary.length,
    entryCount: data.entries.size,
    lengths: Object.fromEntries(SECTIONS.map((name) => [name, sections[name].length])) as Record<
      Section,
      number
    >,
  };
  const headerBytes = Buffer.from(JSON.stringify(header), 'utf8');
  const start = padded(MAGIC.length + 4 + headerBytes.length);
  const total = SECTIONS.reduce((at, name) => at + padded(sections[name].length), start);
  const out = Buffer.alloc(total);
  out.write(MAGIC, 0, 'latin1');
  out.writeUInt32LE(headerBytes.length, MAGIC.length);
  headerBytes.copy(out, MAGIC.length + 4);
  let at = start;
  for (const name of SECTIONS) {
    sections[name].copy(out, at);
    at += padded(sections[name].length);
  }
  return out;
}

/**
 * The index of a snapshot's bytes, or undefined when they are not a snapshot or were written for another
 * fingerprint (stale). The arrays are views of the bytes, not copies.
 */
export function decodeIndexSnapshot(bytes: Buffer, fingerprint: string): TokenIndex | undefined {
  if (bytes.length < MAGIC.length + 4 || bytes.toString('latin1', 0, MAGIC.length) !== MAGIC)
    return undefined;
  const headerLength = bytes.readUInt32LE(MAGIC.length);
  const header = JSON.parse(
    bytes.toString('utf8', MAGIC.length + 4, MAGIC.length + 4 + headerLength),
  ) as Header;
  if (header.fingerprint !== fingerprint) return undefined;
  // Typed arrays need their element size's alignment: a buffer from a pool may not start at one.
  const aligned = bytes.byteOffset % ALIGN === 0 ? bytes : Buffer.from(bytes);
  const offsets = {} as Record<Section, number>;
  let at = padded(MAGIC.length + 4 + headerLength);
  for (const name of SECTIONS) {
    offsets[name] = at;
    at += padded(header.lengths[name]);
  }
  if (at > aligned.length) throw new Error('geo index snapshot is cut short');
  const view = <T>(
    name: Section,
    Type: { new (b: ArrayBufferLike, o: number, n: number): T; BYTES_PER_ELEMENT: number },
  ) =>
    new Type(
      aligned.buffer,
      aligned.byteOffset + offsets[name],
      header.lengths[name] / Type.BYTES_PER_ELEMENT,
    );
  const text = (name: Section) =>
    aligned.toString('utf8', offsets[name], offsets[name] + header.lengths[name]);
  const lines = (name: Section, count: number) => (count === 0 ? [] : text(name).split('\n'));
  const records = aligned.subarray(offsets.records, offsets.records + header.lengths.records);
  const recordOffset = view('recordOffset', Uint32Array);
  const entries: EntryStore = {
    size: header.entryCount,
    at(e) {
      const values = JSON.parse(records.toString('utf8', recordOffset[e], recordOffset[e + 1])) as Array<
        string | null
      >;
      const entry: Record<string, string> = {};
      FIELDS.forEach((field, i) => {
        if (values[i] !== null) entry[field] = values[i]!;
      });
      return entry as unknown as ShownEntry;
    },
  };
  const data: TokenIndexData = {
    vocabulary: lines('vocabulary', header.vocabularySize),
    postingOffset: view('postingOffset', Int32Array),
    postings: view('postings', Int32Array),
    wordOffset: view('wordOffset', Int32Array),
    entryWords: view('entryWords', Int32Array),
    nameWordCount: view('nameWordCount', Uint8Array),
    categoryRank: view('categoryRank', Uint8Array),
    lat: view('lat', Float64Array),
    lon: view('lon', Float64Array),
    normalisedName: lines('names', header.entryCount),
    entries,
  };
  return new TokenIndex(data);
}
