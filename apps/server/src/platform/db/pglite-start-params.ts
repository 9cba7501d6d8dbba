import { PGlite } from '@electric-sql/pglite';

/**
 * PostgreSQL's own memory inside PGlite's WASM heap. By default PGlite keeps 128 MB of shared buffers,
 * and the heap grows to hold them once they are used: that was most of the server's memory at start
 * (291 → 164 MB RSS for PGlite alone on existing data, measured in decision 0050). The community's
 * database is a few tens of MB and its files are read through the operating system's cache anyway, so a
 * smaller buffer pool costs little.
 */
const SHARED_BUFFERS = '16MB';

/** PGlite's own start parameters, with the smaller buffer pool. */
export function pgliteStartParams(): string[] {
  return [...PGlite.defaultStartParams, '-c', `shared_buffers=${SHARED_BUFFERS}`];
}
