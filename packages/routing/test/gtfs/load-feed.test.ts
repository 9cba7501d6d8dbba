import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { zipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { readFeed } from '../../src/gtfs/read-feed.js';
import { loadFeedFiles, writeFeedFolder, writeFeedZip } from '../../src/node/index.js';
import { feedFiles } from './fixture.js';

const dirs: string[] = [];
async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'gtfs-load-'));
  dirs.push(dir);
  return dir;
}
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe('loadFeedFiles', () => {
  const files = feedFiles();
  const { feed } = readFeed(files);

  it('reads a zip, stripping a folder prefix and skipping non-.txt and macOS entries', async () => {
    const dir = await tempDir();
    const zip = zipSync({
      ...Object.fromEntries([...files].map(([name, bytes]) => [`gtfs-nl/${name}`, bytes])),
      'gtfs-nl/README.md': new TextEncoder().encode('# feed'),
      '__MACOSX/gtfs-nl/._stops.txt': new Uint8Array([0, 1, 2]),
    });
    await writeFile(join(dir, 'feed.zip'), zip);
    const loaded = await loadFeedFiles(join(dir, 'feed.zip'));
    expect([...loaded.keys()].sort()).toEqual([...files.keys()].sort());
    expect(readFeed(loaded).feed).toEqual(feed);
  });

  it('reads a folder of .txt files', async () => {
    const dir = await tempDir();
    for (const [name, bytes] of files) await writeFile(join(dir, name), bytes);
    await writeFile(join(dir, 'notes.md'), 'not GTFS');
    await mkdir(join(dir, 'sub.txt'));
    const loaded = await loadFeedFiles(dir);
    expect([...loaded.keys()].sort()).toEqual([...files.keys()].sort());
  });

  it('writeFeedFolder and writeFeedZip write feeds that load back the same', async () => {
    const dir = await tempDir();
    await writeFeedFolder(feed, join(dir, 'folder'));
    expect(readFeed(await loadFeedFiles(join(dir, 'folder'))).feed).toEqual(feed);
    await writeFeedZip(feed, join(dir, 'out', 'feed.zip'));
    expect(readFeed(await loadFeedFiles(join(dir, 'out', 'feed.zip'))).feed).toEqual(feed);
  });

  it('names the source when it is missing or not a zip', async () => {
    const dir = await tempDir();
    await expect(loadFeedFiles(join(dir, 'nope.zip'))).rejects.toThrow(/nope\.zip/);
    await writeFile(join(dir, 'bad.zip'), 'not a zip');
    await expect(loadFeedFiles(join(dir, 'bad.zip'))).rejects.toThrow(/bad\.zip/);
  });

  it('names the URL when a download fails', async () => {
    await expect(loadFeedFiles('http://127.0.0.1:9/gtfs.zip')).rejects.toThrow(
      'Could not download the GTFS feed from http://127.0.0.1:9/gtfs.zip',
    );
  });
});
