import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The committed SQL migrations live in `apps/server/drizzle`. The server runs both from source (tests,
 * `tsx`) and from the bundle in `dist/`, so the folder is found by walking up from this file.
 */
export function migrationsFolder(): string {
  let directory = path.dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 6; depth += 1) {
    const candidate = path.join(directory, 'drizzle');
    if (fs.existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    directory = path.dirname(directory);
  }
  throw new Error('SQL migrations folder (apps/server/drizzle) not found');
}
