/**
 * OpenStreetMap `maxspeed` values as km/h. Dutch data holds plain numbers, implicit limits by road type
 * ("NL:urban") and the odd list or unit; anything else (typos, "signals", "none") gives undefined, so
 * the caller falls back to its default for the road class instead of trusting a wrong number.
 */

/** Implicit limits of the Dutch traffic code (RVV 1990 art. 20–22) and the zones around it. */
const NAMED_KMH = new Map<string, number>([
  ['nl:urban', 50],
  ['nl:rural', 80],
  ['nl:trunk', 100],
  ['nl:motorway', 130],
  ['nl:zone30', 30],
  ['nl:zone60', 60],
  // A woonerf's "stapvoets": drivers manage about 15 km/h, the living_street default.
  ['nl:living_street', 15],
  ['walk', 6],
]);

const MPH = 1.609344;
const KNOTS = 1.852;

/** Above this no public road in or near the Netherlands goes; a larger number is a typo. */
const MAX_KMH = 150;

const NUMBER_WITH_UNIT = /^(\d+(?:\.\d+)?)\s*(km\/h|kmh|kph|mph|knots)?$/;

/** km/h, or undefined when the value is missing or means nothing usable. A ";" list gives its lowest. */
export function parseMaxspeed(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  let lowest: number | undefined;
  for (const part of value.split(';')) {
    const kmh = parseOne(part.trim().toLowerCase());
    if (kmh !== undefined && (lowest === undefined || kmh < lowest)) lowest = kmh;
  }
  return lowest;
}

function parseOne(text: string): number | undefined {
  const named = NAMED_KMH.get(text);
  if (named !== undefined) return named;
  const match = NUMBER_WITH_UNIT.exec(text);
  if (!match) return undefined;
  const unit = match[2];
  const kmh = Number(match[1]) * (unit === 'mph' ? MPH : unit === 'knots' ? KNOTS : 1);
  return kmh > 0 && kmh <= MAX_KMH ? kmh : undefined;
}
