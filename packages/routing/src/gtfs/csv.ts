/**
 * CSV reading for one GTFS file (RFC 4180 as GTFS uses it): UTF-8 with an optional BOM, CRLF or LF line
 * ends, quoted fields with "" escapes (which may span lines), blank lines ignored.
 *
 * Hand-written rather than csv-parse: csv-parse/sync took 11.8 s for a 3-million-row stop_times.txt
 * (200 MB) before any per-row work and held every row in memory at once, and it is not a dependency of
 * this package (only a transitive dev dependency). This reader takes about a second for the same file:
 * lines without a quote character (nearly all of them) are cut with indexOf/split, and only lines with a
 * quote go through the character-by-character state machine.
 *
 * The bytes are decoded in chunks cut at a newline byte (0x0A never occurs inside a UTF-8 multi-byte
 * sequence), so a national feed's stop_times.txt never has to fit in one JavaScript string (V8 strings
 * stop at about 512 M characters).
 */

/** A GTFS file that cannot be read at all: a required file or column is missing, or the CSV is broken. */
export class GtfsReadError extends Error {
  constructor(
    message: string,
    readonly file: string,
    readonly line?: number,
  ) {
    super(message);
    this.name = 'GtfsReadError';
  }
}

/** Called with the fields of one record and the 1-based line it starts on (the header is line 1). */
export type CsvRowCallback = (fields: string[], line: number) => void;

const CHUNK_BYTES = 8 << 20;
const NEWLINE = 10;
const CR = 13;
const QUOTE = 34;
const COMMA = 44;

export class CsvFile {
  /** Column names, trimmed (feeds in the wild pad them). */
  readonly header: string[];
  private readonly columnIndex: Map<string, number>;

  constructor(
    readonly name: string,
    private readonly bytes: Uint8Array,
  ) {
    let header: string[] = [];
    scanRecords(name, bytes, (fields) => {
      header = fields.map((f) => f.trim());
      return false;
    });
    this.header = header;
    this.columnIndex = new Map(header.map((h, i) => [h, i]));
  }

  /** The column's index, or -1 when the file does not have it. */
  column(name: string): number {
    return this.columnIndex.get(name) ?? -1;
  }

  /** The column's index; throws a GtfsReadError naming the file and column when it is missing. */
  requireColumn(name: string): number {
    const i = this.column(name);
    if (i < 0) throw new GtfsReadError(`${this.name}: required column "${name}" is missing`, this.name, 1);
    return i;
  }

  /** The indexes of several optional columns, in the order named: -1 for each the file does not have. */
  columns<const Names extends readonly string[]>(...names: Names): { [K in keyof Names]: number } {
    return names.map((name) => this.column(name)) as { [K in keyof Names]: number };
  }

  /**
   * The indexes of several required columns, in the order named; throws like `requireColumn` for the first
   * one missing.
   */
  requireColumns<const Names extends readonly string[]>(...names: Names): { [K in keyof Names]: number } {
    return names.map((name) => this.requireColumn(name)) as { [K in keyof Names]: number };
  }

  /** Calls `fn` for every record after the header. */
  forEach(fn: CsvRowCallback): void {
    let first = true;
    scanRecords(this.name, this.bytes, (fields, line) => {
      if (first) first = false;
      else fn(fields, line);
      return true;
    });
  }
}

/** Field `i` of a row, '' when the column is absent (i < 0) or the row is short. */
export function field(row: readonly string[], i: number): string {
  return i < 0 ? '' : (row[i] ?? '');
}

/** Parses `bytes` as CSV; `fn` returns false to stop early. */
function scanRecords(file: string, bytes: Uint8Array, fn: (fields: string[], line: number) => boolean): void {
  const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
  const state = { line: 1, stopped: false };
  let pos = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  let carry = '';
  while (pos < bytes.length && !state.stopped) {
    let end = Math.min(pos + CHUNK_BYTES, bytes.length);
    if (end < bytes.length) {
      const nl = bytes.lastIndexOf(NEWLINE, end - 1);
      if (nl >= pos) end = nl + 1;
      else {
        const next = bytes.indexOf(NEWLINE, end);
        end = next < 0 ? bytes.length : next + 1;
      }
    }
    const text = carry + decoder.decode(bytes.subarray(pos, end));
    pos = end;
    const consumed = scanText(file, text, pos >= bytes.length, state, fn);
    carry = text.slice(consumed);
  }
}

/**
 * Emits the complete records in `text` and returns how many characters were consumed. When `final` is
 * false a record that runs past the end of `text` (an open quoted field) is left for the next chunk.
 */
function scanText(
  file: string,
  text: string,
  final: boolean,
  state: { line: number; stopped: boolean },
  fn: (fields: string[], line: number) => boolean,
): number {
  const n = text.length;
  let i = 0;
  // Position of the next quote character at or after i; n when there is none. Tracked rather than
  // searched per line, which would rescan the rest of the chunk on every line of a quote-free file.
  let nextQuote = -1;
  while (i < n) {
    let nl = text.indexOf('\n', i);
    if (nl < 0) {
      if (!final) return i;
      nl = n;
    }
    let lineEnd = nl;
    if (lineEnd > i && text.charCodeAt(lineEnd - 1) === CR) lineEnd--;
    if (nextQuote < i) {
      nextQuote = text.indexOf('"', i);
      if (nextQuote < 0) nextQuote = n;
    }
    if (nextQuote >= lineEnd) {
      if (lineEnd > i && !fn(text.slice(i, lineEnd).split(','), state.line)) {
        state.stopped = true;
        return nl + 1;
      }
      state.line++;
      i = nl + 1;
      continue;
    }
    const record = scanQuotedRecord(text, i);
    if (record.end < 0) {
      if (!final) return i;
      throw new GtfsReadError(`${file} line ${state.line}: unterminated quoted field`, file, state.line);
    }
    if (!fn(record.fields, state.line)) {
      state.stopped = true;
      return record.end;
    }
    state.line += record.newlines;
    i = record.end;
  }
  return n;
}

/** Slow path for a record with quotes; `end` is just past its line end, or -1 if `text` ends inside a quote. */
function scanQuotedRecord(text: string, start: number): { fields: string[]; end: number; newlines: number } {
  const n = text.length;
  const fields: string[] = [];
  let newlines = 0;
  let i = start;
  for (;;) {
    let value = '';
    if (text.charCodeAt(i) === QUOTE) {
      i++;
      for (;;) {
        const q = text.indexOf('"', i);
        if (q < 0) return { fields, end: -1, newlines };
        value += text.slice(i, q);
        newlines += countNewlines(text, i, q);
        if (text.charCodeAt(q + 1) === QUOTE) {
          value += '"';
          i = q + 2;
        } else {
          i = q + 1;
          break;
        }
      }
      // Anything between the closing quote and the next separator is kept, as lenient readers do.
      while (i < n) {
        const c = text.charCodeAt(i);
        if (c === COMMA || c === NEWLINE || c === CR) break;
        value += text[i];
        i++;
      }
    } else {
      let j = i;
      while (j < n) {
        const c = text.charCodeAt(j);
        if (c === COMMA || c === NEWLINE || c === CR) break;
        j++;
      }
      value = text.slice(i, j);
      i = j;
    }
    fields.push(value);
    if (i >= n) return { fields, end: n, newlines: newlines + 1 };
    const c = text.charCodeAt(i);
    if (c === COMMA) {
      i++;
      continue;
    }
    if (c === CR) i++;
    if (text.charCodeAt(i) === NEWLINE) i++;
    return { fields, end: i, newlines: newlines + 1 };
  }
}

function countNewlines(text: string, from: number, to: number): number {
  let count = 0;
  for (let k = text.indexOf('\n', from); k >= 0 && k < to; k = text.indexOf('\n', k + 1)) count++;
  return count;
}
