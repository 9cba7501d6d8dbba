/** Downloading a region source (an OpenStreetMap extract can be hundreds of MB) straight to disk. */
import { createWriteStream } from 'node:fs';
import { rename } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';
import { pipeline } from 'node:stream/promises';

export async function downloadToFile(url: string, file: string, what: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(url);
  } catch (error) {
    throw new Error(`Could not download the ${what} from ${url}: ${(error as Error).message}`, {
      cause: error,
    });
  }
  if (!response.ok || !response.body) {
    throw new Error(
      `Could not download the ${what} from ${url}: HTTP ${response.status} ${response.statusText}`,
    );
  }
  await pipeline(Readable.fromWeb(response.body as ReadableStream), createWriteStream(`${file}.part`));
  await rename(`${file}.part`, file);
}
