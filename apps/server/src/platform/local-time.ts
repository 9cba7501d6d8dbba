/**
 * Times leave the API as ISO 8601 with the Europe/Amsterdam offset (DESIGN.md §4), so a client shows the
 * Dutch wall-clock time without knowing the zone rules: `2026-11-24T08:03:00+01:00`.
 */
export const AMSTERDAM = 'Europe/Amsterdam';

const wallClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: AMSTERDAM,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** An instant (epoch milliseconds) as ISO 8601 in Amsterdam wall-clock time with its offset, to the second. */
export function isoInAmsterdam(epochMs: number): string {
  const seconds = Math.floor(epochMs / 1000);
  const parts: Record<string, number> = {};
  for (const part of wallClock.formatToParts(new Date(seconds * 1000))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const { year, month, day, hour, minute, second } = parts as Record<
    'year' | 'month' | 'day' | 'hour' | 'minute' | 'second',
    number
  >;
  const offsetMinutes = Math.round(
    (Date.UTC(year, month - 1, day, hour, minute, second) / 1000 - seconds) / 60,
  );
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  return (
    `${pad(year, 4)}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}:${pad(second)}` +
    `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
  );
}
