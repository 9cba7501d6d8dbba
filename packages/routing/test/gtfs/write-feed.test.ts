import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readFeed } from '../../src/gtfs/read-feed.js';
import { writeFeed, zipFeed } from '../../src/gtfs/write-feed.js';
import { feedFiles } from './fixture.js';

/** The files a feed is always written with (sorted), and the optional ones the fixture also has. */
const ALWAYS_WRITTEN = [
  'agency.txt',
  'calendar.txt',
  'routes.txt',
  'stop_times.txt',
  'stops.txt',
  'trips.txt',
];
const OPTIONAL_FILES = ['calendar_dates.txt', 'frequencies.txt', 'shapes.txt', 'transfers.txt'];

const text = (b: Uint8Array | undefined): string => new TextDecoder().decode(b);

describe('writeFeed', () => {
  const { feed } = readFeed(feedFiles());

  it('round-trips through readFeed, shapes, frequencies and transfers included', () => {
    const files = writeFeed(feed);
    expect([...files.keys()].sort()).toEqual([...ALWAYS_WRITTEN, ...OPTIONAL_FILES].sort());
    const again = readFeed(files);
    expect(again.issues).toEqual([]);
    expect(again.feed).toEqual(feed);
  });

  it('writes times past midnight as HH:MM:SS and quotes fields that need it', () => {
    const tricky = structuredClone(feed);
    tricky.stops[0]!.name = 'Winterswijk, "station"';
    tricky.agencies[0]!.name = 'Two\nlines';
    const files = writeFeed(tricky);
    expect(text(files.get('stop_times.txt'))).toContain('T1,25:10:00,25:10:00,C,3,0,1,\n');
    expect(text(files.get('stop_times.txt'))).toContain('T2,08:15:00,08:15:00,B,2,');
    expect(text(files.get('stops.txt'))).toContain('ST1,"Winterswijk, ""station""",51.97,6.73,1,,\n');
    expect(readFeed(files).feed).toEqual(tricky);
  });

  it('leaves out optional files that would be empty', () => {
    const bare = { ...feed, shapes: [], frequencies: [], transfers: [], calendarDates: [] };
    const files = writeFeed(bare);
    expect([...files.keys()].sort()).toEqual(ALWAYS_WRITTEN);
  });

  it('zipFeed zips the same files', () => {
    const entries = unzipSync(zipFeed(feed));
    expect(Object.keys(entries)).toHaveLength(10);
    expect(readFeed(new Map(Object.entries(entries))).feed).toEqual(feed);
  });

  it('zipFeed gives the same bytes for the same feed, whenever it runs', async () => {
    const first = zipFeed(feed);
    await new Promise((resolve) => setTimeout(resolve, 2100)); // zip times have a 2-second resolution
    expect(Buffer.from(zipFeed(feed)).equals(Buffer.from(first))).toBe(true);
  });
});
