import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildDemoFeed, buildTimetable } from '@achterhoek/routing';
import { syntheticAddresses } from '../../../../bench/synthetic-addresses.js';
import { loadOrBuildIndex } from './index-file.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'geo-index-file-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A logger that keeps what it was told, by level. */
function recordingLog() {
  const said: Array<{ level: string; msg: string }> = [];
  const at = (level: string) => (_fields: unknown, msg: string) => said.push({ level, msg });
  return { said, log: { info: at('info'), warn: at('warn') } as unknown as FastifyBaseLogger };
}

const timetable = buildTimetable(buildDemoFeed()).timetable;
const question = {
  query: 'winters',
  center: { lat: 51.97, lon: 6.72 },
  radiusMetres: 50_000,
  maxResults: 10,
};

describe('the geo index at start', () => {
  it('is built and written the first time, then loaded, and built again for another region', () => {
    const file = path.join(dir, 'region', 'geo-index.snapshot');
    const { log, said } = recordingLog();
    const first = loadOrBuildIndex(file, { timetable }, log);
    expect(first.from).toBe('built');
    expect(fs.existsSync(file)).toBe(true);

    const second = loadOrBuildIndex(file, { timetable }, log);
    expect(second.from).toBe('snapshot');
    expect(second.index.search(question)).toEqual(first.index.search(question));

    const withPlaces = loadOrBuildIndex(file, { timetable, places: syntheticAddresses(2_000) }, log);
    expect(withPlaces.from).toBe('built');
    expect(withPlaces.index.size).toBeGreaterThan(first.index.size);
    expect(said).toContainEqual({ level: 'info', msg: 'geo index snapshot is stale; building the index' });
    expect(loadOrBuildIndex(file, { timetable }, log).from).toBe('built');
  });

  it('builds when the snapshot cannot be read, and logs it', () => {
    const file = path.join(dir, 'broken.snapshot');
    fs.writeFileSync(file, Buffer.concat([Buffer.from('AMGEOIX1'), Buffer.from([255, 255, 0, 0])]));
    const { log, said } = recordingLog();
    const { from, index } = loadOrBuildIndex(file, { timetable }, log);
    expect(from).toBe('built');
    expect(index.search(question).length).toBeGreaterThan(0);
    expect(said.map((s) => s.level)).toContain('warn');
    // The broken file was replaced by a good one.
    expect(loadOrBuildIndex(file, { timetable }, log).from).toBe('snapshot');
  });
});
