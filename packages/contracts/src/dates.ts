/*
 * How dates read to a person, the same in the app and in the messages the server writes:
 * - in a sentence: the weekday and the date written out, 'maandag 30 november', with the year only when
 *   it is not this year ('maandag 4 januari 2027'), and a time as 'om 07:30';
 * - in a table or a field: the spec's DD-MM-YYYY (and HH:mm).
 * Always in Dutch time (Europe/Amsterdam), whatever the zone of the device or the server.
 */

export const DUTCH_TIME_ZONE = 'Europe/Amsterdam';

type Instant = Date | number | string;

const partsFormat = new Intl.DateTimeFormat('nl-NL', {
  timeZone: DUTCH_TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

interface DutchParts {
  weekday: string;
  day: string;
  month: string;
  year: string;
  hour: string;
  minute: string;
}

function dutchParts(instant: Instant): DutchParts | undefined {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return undefined;
  const parts: Record<string, string> = {};
  for (const part of partsFormat.formatToParts(date)) parts[part.type] = part.value;
  return parts as unknown as DutchParts;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** 'maandag 30 november', plus the year when it is not the year of `now`. */
export function sentenceDate(instant: Instant, now: Instant = Date.now()): string {
  const parts = dutchParts(instant);
  if (!parts) return String(instant);
  const thisYear = dutchParts(now)?.year;
  const date = `${parts.weekday} ${parts.day} ${parts.month}`;
  return parts.year === thisYear ? date : `${date} ${parts.year}`;
}

/** 'maandag 30 november om 07:30' (the year as in sentenceDate). */
export function sentenceDateTime(instant: Instant, now: Instant = Date.now()): string {
  const parts = dutchParts(instant);
  if (!parts) return String(instant);
  return `${sentenceDate(instant, now)} om ${parts.hour}:${parts.minute}`;
}

/** The time of day, HH:mm ('07:30'). */
export function clockTime(instant: Instant): string {
  const parts = dutchParts(instant);
  return parts ? `${parts.hour}:${parts.minute}` : String(instant);
}

/** The spec's date for tables and fields: DD-MM-YYYY ('30-11-2026'). */
export function fieldDate(instant: Instant): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return String(instant);
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: DUTCH_TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).formatToParts(date);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return `${pad(get('day'))}-${pad(get('month'))}-${get('year')}`;
}

/** The spec's date and time for tables and fields: DD-MM-YYYY HH:mm ('30-11-2026 07:30'). */
export function fieldDateTime(instant: Instant): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return String(instant);
  return `${fieldDate(date)} ${clockTime(date)}`;
}
