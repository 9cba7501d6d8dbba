import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeJsonFileOnce } from './write-once.js';

describe('writeJsonFileOnce', () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'write-once-'));
  afterEach(() => vi.restoreAllMocks());

  it('keeps the first file when a second instance writes the same file', () => {
    const file = path.join(folder, 'keys', 'first.json');
    writeJsonFileOnce(file, { from: 'one' });
    writeJsonFileOnce(file, { from: 'two' });
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual({ from: 'one' });
    expect(fs.readdirSync(path.dirname(file))).toEqual(['first.json']);
  });

  it("leaves alone another container's unfinished file of the same process id and millisecond", () => {
    // Regression: the temporary name was the process id and the millisecond, which two containers
    // starting together share; the second then wrote into and removed the first one's file.
    const file = path.join(folder, 'same-moment.json');
    vi.spyOn(Date, 'now').mockReturnValue(1_700_000_000_000);
    const theirs = `${file}.${process.pid}.${Date.now()}.tmp`;
    fs.writeFileSync(theirs, '{"from":"them"}');
    writeJsonFileOnce(file, { from: 'us' });
    expect(fs.readFileSync(theirs, 'utf8')).toBe('{"from":"them"}');
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual({ from: 'us' });
  });
});
