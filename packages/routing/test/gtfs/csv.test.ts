import { describe, expect, it } from 'vitest';
import { CsvFile, GtfsReadError } from '../../src/gtfs/csv.js';

const bytes = (s: string): Uint8Array => new TextEncoder().encode(s);

function rows(text: string): [string[], number][] {
  const out: [string[], number][] = [];
  new CsvFile('x.txt', bytes(text)).forEach((fields, line) => out.push([fields, line]));
  return out;
}

describe('CsvFile', () => {
  it('reads the header (trimmed, BOM removed) and rows with their line numbers', () => {
    const csv = new CsvFile('x.txt', bytes('\uFEFFa, b ,c\n1,2,3\n\n4,5,6\n'));
    expect(csv.header).toEqual(['a', 'b', 'c']);
    expect(csv.column('b')).toBe(1);
    expect(csv.column('z')).toBe(-1);
    expect(rows('a,b,c\n1,2,3\n\n4,5,6\n')).toEqual([
      [['1', '2', '3'], 2],
      [['4', '5', '6'], 4],
    ]);
  });

  it('handles CRLF, no final newline, and trailing empty lines', () => {
    expect(rows('a,b\r\n1,2\r\n3,4')).toEqual([
      [['1', '2'], 2],
      [['3', '4'], 3],
    ]);
    expect(rows('a,b\r\n1,2\r\n\r\n\r\n')).toEqual([[['1', '2'], 2]]);
  });

  it('handles quoted fields with commas, "" escapes, line breaks and empty quotes', () => {
    expect(rows('a,b,c\n"x,y","say ""hi""",""\n"two\nlines",2,3\nlast,"",z\n')).toEqual([
      [['x,y', 'say "hi"', ''], 2],
      [['two\nlines', '2', '3'], 3],
      [['last', '', 'z'], 5],
    ]);
  });

  it('keeps UTF-8 text intact', () => {
    expect(rows('name\n’s-Heerenberg\nDüsseldorf Hbf\n').map(([f]) => f[0])).toEqual([
      '’s-Heerenberg',
      'Düsseldorf Hbf',
    ]);
  });

  it('throws a GtfsReadError for an unterminated quote, naming file and line', () => {
    expect(() => rows('a,b\n1,2\n3,"open\n')).toThrow(GtfsReadError);
    expect(() => rows('a,b\n1,2\n3,"open\n')).toThrow('x.txt line 3: unterminated quoted field');
  });

  it('requireColumn names the file and column', () => {
    expect(() => new CsvFile('stops.txt', bytes('stop_id\n')).requireColumn('stop_lat')).toThrow(
      'stops.txt: required column "stop_lat" is missing',
    );
  });

  it('reads across its internal 8 MB chunks, including a quoted line break on a chunk edge', () => {
    // Each record spans two lines, so some record straddles every chunk boundary.
    const record = 'abcdefghij,"quoted\nbreak ""x""",123456789\n';
    const count = Math.ceil((9 << 20) / record.length);
    const text = `a,b,c\n${record.repeat(count)}`;
    let n = 0;
    let lastLine = 0;
    let allGood = true;
    new CsvFile('big.txt', bytes(text)).forEach((fields, line) => {
      n++;
      lastLine = line;
      allGood &&= fields.length === 3 && fields[1] === 'quoted\nbreak "x"' && fields[2] === '123456789';
    });
    expect(n).toBe(count);
    expect(allGood).toBe(true);
    expect(lastLine).toBe(2 + (count - 1) * 2);
  });
});
