/**
 * GTFS field values: times, dates and numbers, parsed to NaN when invalid so the reader can report the
 * row instead of throwing, and formatted back for the writer.
 */

const ZERO = 48;
const COLON = 58;
const SPACE = 32;

/**
 * `H:MM:SS` or `HH:MM:SS` to seconds; hours may pass 24 (`25:10:00` → 90600). NaN when malformed.
 * Hand-rolled because it runs twice per stop_times row.
 */
export function parseTime(s: string): number {
  let i = 0;
  let n = s.length;
  while (i < n && s.charCodeAt(i) === SPACE) i++;
  while (n > i && s.charCodeAt(n - 1) === SPACE) n--;
  // At least one hour digit, then ":MM:SS".
  if (n - i < 7) return Number.NaN;
  let hours = 0;
  const hoursEnd = n - 6;
  for (; i < hoursEnd; i++) {
    const d = s.charCodeAt(i) - ZERO;
    if (d < 0 || d > 9) return Number.NaN;
    hours = hours * 10 + d;
  }
  if (s.charCodeAt(n - 6) !== COLON || s.charCodeAt(n - 3) !== COLON) return Number.NaN;
  const m1 = s.charCodeAt(n - 5) - ZERO;
  const m2 = s.charCodeAt(n - 4) - ZERO;
  const s1 = s.charCodeAt(n - 2) - ZERO;
  const s2 = s.charCodeAt(n - 1) - ZERO;
  if (m1 < 0 || m1 > 5 || m2 < 0 || m2 > 9 || s1 < 0 || s1 > 5 || s2 < 0 || s2 > 9) return Number.NaN;
  return hours * 3600 + (m1 * 10 + m2) * 60 + s1 * 10 + s2;
}

/** Seconds to `HH:MM:SS`, hours ≥ 24 kept as they are. */
export function formatTime(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor(seconds / 60) % 60;
  const s = seconds % 60;
  return `${h < 10 ? '0' : ''}${h}:${m < 10 ? '0' : ''}${m}:${s < 10 ? '0' : ''}${s}`;
}

/** `YYYYMMDD` to the number 20261121, NaN unless it is a real calendar date. */
export function parseDate(s: string): number {
  const t = s.trim();
  if (!/^\d{8}$/.test(t)) return Number.NaN;
  const value = Number(t);
  const year = Math.floor(value / 10000);
  const month = Math.floor(value / 100) % 100;
  const day = value % 100;
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day)
    return Number.NaN;
  return value;
}

/** A decimal number; NaN when empty or malformed (Number('') would be 0). */
export function parseNumber(s: string): number {
  const t = s.trim();
  return t === '' ? Number.NaN : Number(t);
}

/** A whole number; NaN when empty, malformed or fractional. */
export function parseInteger(s: string): number {
  const v = parseNumber(s);
  return Number.isInteger(v) ? v : Number.NaN;
}
