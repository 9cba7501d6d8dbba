import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Writes `value` as JSON to `file` unless another process got there first, in a folder and file only
 * their owner may read (keys). Written to a temporary file and linked into place: a crash never leaves
 * half a file, and when two instances start at once the link of the second fails and both keep the
 * first one's file.
 */
export function writeJsonFileOnce(file: string, value: unknown): void {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  // A random name, made exclusively: two containers share process ids (each app is pid 1 or so), and
  // two instances starting in the same millisecond must not write into, or remove, each other's file.
  const temporary = `${file}.${randomBytes(8).toString('hex')}.tmp`;
  fs.writeFileSync(temporary, JSON.stringify(value, null, 2), { mode: 0o600, flag: 'wx' });
  try {
    fs.linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    fs.unlinkSync(temporary);
  }
}
