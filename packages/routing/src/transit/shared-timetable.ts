import type { Timetable } from './timetable-model.js';

/**
 * The timetable with every typed array moved into shared memory (SharedArrayBuffer), so a worker thread
 * given it reads the same bytes instead of a copy: a national timetable is hundreds of megabytes. The
 * name and id lists are plain arrays and are copied when posted. The arrays are read, never written.
 */
export function shareTimetable(timetable: Timetable): Timetable {
  const shared: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(timetable)) shared[key] = inSharedMemory(value);
  return shared as unknown as Timetable;
}

function inSharedMemory(value: unknown): unknown {
  if (!ArrayBuffer.isView(value) || value instanceof DataView) return value;
  if (value.buffer instanceof SharedArrayBuffer) return value;
  const array = value as unknown as Int32Array;
  const Kind = array.constructor as new (buffer: SharedArrayBuffer) => Int32Array;
  const copy = new Kind(new SharedArrayBuffer(array.byteLength));
  copy.set(array);
  return copy;
}
