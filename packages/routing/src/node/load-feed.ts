/**
 * Getting GTFS files into memory and back out: a zip, a folder of .txt files or a zip at a URL. Everything
 * is held in memory (a national zip is a few hundred megabytes), which keeps readFeed pure.
 */
import { mkdir, readFile, readdir, rename, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { unzipSync } from 'fflate';
import type { GtfsFeed } from '../gtfs/feed.js';
import { writeFeed, zipFeed } from '../gtfs/write-feed.js';

/** The feed's .txt files by bare file name (`stops.txt`), from a .zip, a folder or an http(s) URL of a zip. */
export async function loadFeedFiles(source: string): Promise<Map<string, Uint8Array>> {
  if (/^https?:\/\//i.test(source)) return unzipFeed(await download(source), source);
  let info;
  try {
    info = await stat(source);
  } catch {
    throw new Error(`GTFS source not found: ${source}`);
  }
  if (info.isDirectory()) {
    const files = new Map<string, Uint8Array>();
    const entries = await readdir(source, { withFileTypes: true });
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      if (entry.isFile() && entry.name.toLowerCase().endsWith('.txt')) {
        files.set(entry.name, await readFile(join(source, entry.name)));
      }
    }
    if (files.size === 0) throw new Error(`No .txt files in the GTFS folder ${source}`);
    return files;
  }
  return unzipFeed(await readFile(source), source);
}

/** Writes the feed as .txt files into `dir` (created when missing). */
export async function writeFeedFolder(feed: GtfsFeed, dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  for (const [name, bytes] of writeFeed(feed)) await writeFile(join(dir, name), bytes);
}

/** Writes the feed as a GTFS zip, via a temporary file so a reader never sees half a zip. */
export async function writeFeedZip(feed: GtfsFeed, file: string): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(`${file}.tmp`, zipFeed(feed));
  await rename(`${file}.tmp`, file);
}

async function download(url: string): Promise<Uint8Array> {
  let response: Response;
  try {
    response = await fetch(url);
  } catch (error) {
    throw new Error(`Could not download the GTFS feed from ${url}: ${(error as Error).message}`, {
      cause: error,
    });
  }
  if (!response.ok) {
    throw new Error(
      `Could not download the GTFS feed from ${url}: HTTP ${response.status} ${response.statusText}`,
    );
  }
  return new Uint8Array(await response.arrayBuffer());
}

/** The zip's .txt entries by bare name: feeds are sometimes zipped with a folder around the files. */
function unzipFeed(zip: Uint8Array, source: string): Map<string, Uint8Array> {
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(zip, { filter: (f) => isFeedEntry(f.name) });
  } catch (error) {
    throw new Error(`${source} is not a readable zip file: ${(error as Error).message}`, { cause: error });
  }
  const files = new Map<string, Uint8Array>();
  for (const [path, bytes] of Object.entries(entries))
    files.set(path.slice(path.lastIndexOf('/') + 1), bytes);
  if (files.size === 0) throw new Error(`No .txt files in the GTFS zip ${source}`);
  return files;
}

/** .txt files, but not macOS resource forks (`__MACOSX/…`, `._stops.txt`). */
function isFeedEntry(path: string): boolean {
  const name = path.slice(path.lastIndexOf('/') + 1);
  return name.toLowerCase().endsWith('.txt') && !name.startsWith('._') && !path.startsWith('__MACOSX/');
}
