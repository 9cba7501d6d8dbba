/**
 * The buffers of every typed array in `value` (through plain objects and arrays) that a postMessage may
 * transfer instead of copy: each once, and none in shared memory (those are shared, not moved).
 */
export function transferablesOf(value: unknown): ArrayBuffer[] {
  const found = new Set<ArrayBuffer>();
  const seen = new Set<object>();
  const visit = (item: unknown): void => {
    if (item === null || typeof item !== 'object' || seen.has(item)) return;
    seen.add(item);
    if (ArrayBuffer.isView(item)) {
      if (item.buffer instanceof ArrayBuffer) found.add(item.buffer);
      return;
    }
    if (Array.isArray(item)) {
      // Lists of names and ids hold no buffers: their first entry tells.
      if (item.length > 0 && typeof item[0] !== 'object') return;
      for (const entry of item) visit(entry);
      return;
    }
    for (const entry of Object.values(item)) visit(entry);
  };
  visit(value);
  return [...found];
}
