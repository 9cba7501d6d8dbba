import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';

/** The image types the app accepts, by file extension. */
export const IMAGE_CONTENT_TYPES = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
} as const;
export type ImageExtension = keyof typeof IMAGE_CONTENT_TYPES;

export interface StoredImage {
  stream: Readable;
  contentType: string;
  size: number;
}

/**
 * Where uploaded images live. Keys are relative paths such as `profiles/ab/ab12-1700000000000.png`;
 * a key is never reused, so whatever serves them may cache them forever.
 */
export interface ImageStore {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Removes the image; a missing one is not an error. */
  remove(key: string): Promise<void>;
  /** The image, or undefined when there is none (or the key is not a valid key). */
  read(key: string): Promise<StoredImage | undefined>;
}

const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9._-]{0,199}$/;

/**
 * Whether a key is one this store could have made: relative, `/`-separated segments of letters, digits,
 * `.`, `_` and `-` that do not start with a dot (so no `..`, no hidden files), with a known extension.
 */
export function isValidImageKey(key: string): boolean {
  if (key.length === 0 || key.length > 500) return false;
  const segments = key.split('/');
  if (!segments.every((segment) => SEGMENT.test(segment))) return false;
  return extensionOf(key) !== undefined;
}

export function extensionOf(key: string): ImageExtension | undefined {
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return Object.hasOwn(IMAGE_CONTENT_TYPES, extension) ? (extension as ImageExtension) : undefined;
}

/** An image store on the local disk, under `root`. */
export function createDiskImageStore(root: string): ImageStore {
  const base = path.resolve(root);

  function fileOf(key: string): string | undefined {
    if (!isValidImageKey(key)) return undefined;
    const file = path.resolve(base, ...key.split('/'));
    return file.startsWith(base + path.sep) ? file : undefined;
  }

  return {
    async put(key, bytes) {
      const file = fileOf(key);
      if (!file) throw new Error(`invalid image key: ${key}`);
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      // Written aside and renamed, so a reader never sees half an image.
      const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      await fs.promises.writeFile(temporary, bytes, { mode: 0o644 });
      await fs.promises.rename(temporary, file);
    },
    async remove(key) {
      const file = fileOf(key);
      if (!file) return;
      await fs.promises.rm(file, { force: true });
    },
    async read(key) {
      const file = fileOf(key);
      const extension = extensionOf(key);
      if (!file || !extension) return undefined;
      let stat: fs.Stats;
      try {
        stat = await fs.promises.stat(file);
      } catch {
        return undefined;
      }
      if (!stat.isFile()) return undefined;
      return {
        stream: fs.createReadStream(file),
        contentType: IMAGE_CONTENT_TYPES[extension],
        size: stat.size,
      };
    },
  };
}
