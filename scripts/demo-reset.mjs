#!/usr/bin/env node
// `npm run demo:reset`: starts the demo afresh. Deletes the embedded database (PGlite in DATA_DIR/pg) and
// the uploaded photos (DATA_DIR/images), so the next `npm start` creates the demo accounts, rides, trips
// and credits again as on the first start. The login's keys (DATA_DIR/keys) and an imported region
// (DATA_DIR/region) stay. Stop the app first. With DATABASE_URL set to a PostgreSQL server nothing is
// deleted: that database is reset by dropping and creating it again.
import fs from 'node:fs';
import path from 'node:path';

const dataDir = path.resolve(process.env.DATA_DIR ?? 'data');
const databaseUrl = process.env.DATABASE_URL;

if (databaseUrl && databaseUrl !== 'memory://') {
  console.error(
    'DATABASE_URL is set: the demo data is in that PostgreSQL database, not in a folder. ' +
      'Drop and create that database again (dropdb/createdb), then start the app.',
  );
  process.exit(1);
}

const database = path.join(dataDir, 'pg');
// Only a folder that is really a PostgreSQL data folder is deleted, never anything else DATA_DIR points at.
if (fs.existsSync(database) && !fs.existsSync(path.join(database, 'PG_VERSION'))) {
  console.error(`${database} is not an embedded database (no PG_VERSION in it); nothing was deleted.`);
  process.exit(1);
}

const removed = [];
for (const folder of [database, process.env.IMAGES_DIR ? null : path.join(dataDir, 'images')]) {
  if (folder && fs.existsSync(folder)) {
    fs.rmSync(folder, { recursive: true, force: true });
    removed.push(folder);
  }
}
console.log(
  removed.length > 0
    ? `Deleted ${removed.join(' and ')}. The next 'npm start' creates the demo again.`
    : `Nothing to reset in ${dataDir}: the next 'npm start' creates the demo.`,
);
