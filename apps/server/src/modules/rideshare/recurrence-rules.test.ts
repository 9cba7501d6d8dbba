import type { Recurrence } from '@achterhoek/contracts';
import { describe, expect, it } from 'vitest';
import { isoInAmsterdam } from '../../platform/local-time.js';
import {
  firstRecurrenceInstant,
  isAfterHorizon,
  normalizeRecurrence,
  recurrenceInstants,
  recurrenceKind,
} from './recurrence-rules.js';

// Fixed dates: 2026-03-23 is a Monday; summer time starts Sunday 2026-03-29 and ends Sunday 2026-10-25.
const at = (iso: string) => Date.parse(iso);
const MONDAY = 1;
const TUESDAY = 2;
const THURSDAY = 8;
const SATURDAY = 32;
const SUNDAY = 64;

const DAILY: Recurrence = { interval: 1, unit: 'DAY' };
const WORKDAILY: Recurrence = { interval: 1, unit: 'WEEK', daysOfWeekMask: 31 };

/** The instants of a recurrence in a window, as Amsterdam ISO strings. */
function instants(first: string, recurrence: Recurrence, from: string, until: string): string[] {
  return recurrenceInstants(at(first), recurrence, at(from), at(until)).map(isoInAmsterdam);
}

interface InstantsCase {
  name: string;
  first: string;
  recurrence: Recurrence;
  from: string;
  until: string;
  expected: string[];
}

// Each case: a first ride, its recurrence and a window [from, until), and the instants expected in it.
const INSTANTS_CASES: InstantsCase[] = [
  {
    name: 'repeats a daily ride every day, at 07:30 local time across the March change',
    first: '2026-03-26T07:30:00+01:00',
    recurrence: DAILY,
    from: '2026-03-26T07:30:00+01:00',
    until: '2026-04-01T00:00:00+02:00',
    expected: [
      '2026-03-26T07:30:00+01:00',
      '2026-03-27T07:30:00+01:00',
      '2026-03-28T07:30:00+01:00',
      '2026-03-29T07:30:00+02:00',
      '2026-03-30T07:30:00+02:00',
      '2026-03-31T07:30:00+02:00',
    ],
  },
  {
    name: 'repeats a daily ride at 07:30 local time across the October change',
    first: '2026-10-23T07:30:00+02:00',
    recurrence: DAILY,
    from: '2026-10-23T00:00:00+02:00',
    until: '2026-10-28T00:00:00+01:00',
    expected: [
      '2026-10-23T07:30:00+02:00',
      '2026-10-24T07:30:00+02:00',
      '2026-10-25T07:30:00+01:00',
      '2026-10-26T07:30:00+01:00',
      '2026-10-27T07:30:00+01:00',
    ],
  },
  {
    name: 'repeats a work-daily ride Monday to Friday, through the week summer time starts',
    first: '2026-03-23T07:30:00+01:00',
    recurrence: WORKDAILY,
    from: '2026-03-23T00:00:00+01:00',
    until: '2026-04-06T00:00:00+02:00',
    expected: [
      '2026-03-23T07:30:00+01:00',
      '2026-03-24T07:30:00+01:00',
      '2026-03-25T07:30:00+01:00',
      '2026-03-26T07:30:00+01:00',
      '2026-03-27T07:30:00+01:00',
      '2026-03-30T07:30:00+02:00',
      '2026-03-31T07:30:00+02:00',
      '2026-04-01T07:30:00+02:00',
      '2026-04-02T07:30:00+02:00',
      '2026-04-03T07:30:00+02:00',
    ],
  },
  {
    name: 'repeats a weekly ride on its weekday, through the week summer time ends',
    first: '2026-10-13T07:30:00+02:00',
    recurrence: { interval: 1, unit: 'WEEK', daysOfWeekMask: TUESDAY },
    from: '2026-10-01T00:00:00+02:00',
    until: '2026-11-05T00:00:00+01:00',
    expected: [
      '2026-10-13T07:30:00+02:00',
      '2026-10-20T07:30:00+02:00',
      '2026-10-27T07:30:00+01:00',
      '2026-11-03T07:30:00+01:00',
    ],
  },
  {
    name: 'repeats a custom Tuesday-and-Thursday ride on those days only',
    first: '2026-10-20T07:30:00+02:00',
    recurrence: { interval: 1, unit: 'WEEK', daysOfWeekMask: TUESDAY | THURSDAY },
    from: '2026-10-20T00:00:00+02:00',
    until: '2026-11-02T00:00:00+01:00',
    expected: [
      '2026-10-20T07:30:00+02:00',
      '2026-10-22T07:30:00+02:00',
      '2026-10-27T07:30:00+01:00',
      '2026-10-29T07:30:00+01:00',
    ],
  },
  {
    // First ride Wednesday 25 March: its week (23–29 March) counts, 30 March–5 April does not, then 6–12 April.
    name: 'counts every other week from the Monday of the first ride, not from its date',
    first: '2026-03-25T07:30:00+01:00',
    recurrence: { interval: 2, unit: 'WEEK', daysOfWeekMask: MONDAY | 4 },
    from: '2026-03-01T00:00:00+01:00',
    until: '2026-05-01T00:00:00+02:00',
    expected: [
      '2026-03-25T07:30:00+01:00',
      '2026-04-06T07:30:00+02:00',
      '2026-04-08T07:30:00+02:00',
      '2026-04-20T07:30:00+02:00',
      '2026-04-22T07:30:00+02:00',
    ],
  },
  {
    name: 'with every other week, skips the Monday right after a Sunday first ride (another week)',
    first: '2026-03-29T07:30:00+02:00',
    recurrence: { interval: 2, unit: 'WEEK', daysOfWeekMask: SUNDAY | MONDAY },
    from: '2026-03-29T00:00:00+01:00',
    until: '2026-04-21T00:00:00+02:00',
    expected: [
      '2026-03-29T07:30:00+02:00',
      '2026-04-06T07:30:00+02:00',
      '2026-04-12T07:30:00+02:00',
      '2026-04-20T07:30:00+02:00',
    ],
  },
  {
    name: 'includes the horizon date and leaves out the dates after it',
    first: '2026-03-23T07:30:00+01:00',
    recurrence: { ...DAILY, horizon: '2026-03-26' },
    from: '2026-03-23T00:00:00+01:00',
    until: '2026-05-01T00:00:00+02:00',
    expected: [
      '2026-03-23T07:30:00+01:00',
      '2026-03-24T07:30:00+01:00',
      '2026-03-25T07:30:00+01:00',
      '2026-03-26T07:30:00+01:00',
    ],
  },
  {
    name: 'reads the horizon as an Amsterdam date: 00:30 on it is in, although that is the day before in UTC',
    first: '2026-03-31T00:30:00+02:00',
    recurrence: { ...DAILY, horizon: '2026-04-02' },
    from: '2026-03-01T00:00:00+01:00',
    until: '2026-05-01T00:00:00+02:00',
    expected: ['2026-03-31T00:30:00+02:00', '2026-04-01T00:30:00+02:00', '2026-04-02T00:30:00+02:00'],
  },
  {
    name: 'treats mask 255 as all seven days',
    first: '2026-03-27T07:30:00+01:00',
    recurrence: { interval: 1, unit: 'WEEK', daysOfWeekMask: 255 },
    from: '2026-03-27T00:00:00+01:00',
    until: '2026-03-31T00:00:00+02:00',
    expected: [
      '2026-03-27T07:30:00+01:00',
      '2026-03-28T07:30:00+01:00',
      '2026-03-29T07:30:00+02:00',
      '2026-03-30T07:30:00+02:00',
    ],
  },
  {
    name: 'moves 02:30 to 03:30 on the day summer time starts, and back to 02:30 after',
    first: '2026-03-28T02:30:00+01:00',
    recurrence: DAILY,
    from: '2026-03-28T00:00:00+01:00',
    until: '2026-03-31T00:00:00+02:00',
    expected: ['2026-03-28T02:30:00+01:00', '2026-03-29T03:30:00+02:00', '2026-03-30T02:30:00+02:00'],
  },
  {
    name: 'takes the first 02:30 (summer time) on the day summer time ends',
    first: '2026-10-24T02:30:00+02:00',
    recurrence: DAILY,
    from: '2026-10-24T00:00:00+02:00',
    until: '2026-10-27T00:00:00+01:00',
    expected: ['2026-10-24T02:30:00+02:00', '2026-10-25T02:30:00+02:00', '2026-10-26T02:30:00+01:00'],
  },
  {
    name: 'keeps the first ride itself, also when it is the second 02:30 of the autumn change',
    first: '2026-10-25T02:30:00+01:00',
    recurrence: DAILY,
    from: '2026-10-25T00:00:00+02:00',
    until: '2026-10-27T00:00:00+01:00',
    expected: ['2026-10-25T02:30:00+01:00', '2026-10-26T02:30:00+01:00'],
  },
];

describe('recurrenceInstants', () => {
  it.each(INSTANTS_CASES)('$name', ({ first, recurrence, from, until, expected }) => {
    expect(instants(first, recurrence, from, until)).toEqual(expected);
  });

  it('gives only the instants in [from, until): from included, until excluded', () => {
    const first = '2026-03-23T07:30:00+01:00';
    expect(instants(first, DAILY, '2026-04-01T07:30:00+02:00', '2026-04-03T07:30:00+02:00')).toEqual([
      '2026-04-01T07:30:00+02:00',
      '2026-04-02T07:30:00+02:00',
    ]);
    expect(instants(first, DAILY, '2026-04-01T07:30:01+02:00', '2026-04-03T07:30:01+02:00')).toEqual([
      '2026-04-02T07:30:00+02:00',
      '2026-04-03T07:30:00+02:00',
    ]);
    expect(instants(first, DAILY, '2026-04-03T07:30:00+02:00', '2026-04-03T07:30:00+02:00')).toEqual([]);
    expect(instants(first, DAILY, '2026-04-05T00:00:00+02:00', '2026-04-01T00:00:00+02:00')).toEqual([]);
  });

  it('never gives days before the first ride, whatever the window', () => {
    expect(
      instants('2026-03-25T07:30:00+01:00', DAILY, '2026-03-01T00:00:00+01:00', '2026-03-27T00:00:00+01:00'),
    ).toEqual(['2026-03-25T07:30:00+01:00', '2026-03-26T07:30:00+01:00']);
    expect(
      instants('2026-03-25T07:30:00+01:00', DAILY, '2026-03-01T00:00:00+01:00', '2026-03-25T07:30:00+01:00'),
    ).toEqual([]);
  });

  it('keeps seconds and milliseconds of the time of day', () => {
    const [first, second] = recurrenceInstants(
      at('2026-03-28T07:30:15.250+01:00'),
      DAILY,
      at('2026-03-28T00:00:00+01:00'),
      at('2026-03-30T00:00:00+02:00'),
    );
    expect(new Date(first!).toISOString()).toBe('2026-03-28T06:30:15.250Z');
    expect(new Date(second!).toISOString()).toBe('2026-03-29T05:30:15.250Z');
  });

  it('expands eight weeks for 10,000 daily rides at many times of day, 56 rides each', () => {
    // Eight weeks: Monday 23 March to Sunday 17 May, across the start of summer time.
    const from = at('2026-03-23T00:00:00+01:00');
    const until = at('2026-05-18T00:00:00+02:00');
    const firsts = Array.from(
      { length: 10_000 },
      (_, ride) => at('2026-03-23T06:00:00+01:00') + ride * 5_000,
    );
    const expansions = firsts.map((first) => recurrenceInstants(first, DAILY, from, until));
    expect(expansions.every((expansion) => expansion.length === 56)).toBe(true);
    expect(isoInAmsterdam(expansions[9_999]!.at(-1)!)).toBe('2026-05-17T19:53:15+02:00');
  });
});

describe('firstRecurrenceInstant', () => {
  it('snaps a Saturday departure of a work-daily ride to Monday at the same local time', () => {
    // Saturday 28 March in winter time; Monday 30 March is in summer time, still 07:30 on the clock.
    expect(isoInAmsterdam(firstRecurrenceInstant(at('2026-03-28T07:30:00+01:00'), WORKDAILY))).toBe(
      '2026-03-30T07:30:00+02:00',
    );
  });

  it('keeps a departure on an allowed day as it is', () => {
    const departure = at('2026-03-25T07:30:00+01:00');
    expect(firstRecurrenceInstant(departure, WORKDAILY)).toBe(departure);
    expect(firstRecurrenceInstant(departure, DAILY)).toBe(departure);
  });

  it('snaps to the next allowed weekday, up to six days on', () => {
    const thursdays: Recurrence = { interval: 2, unit: 'WEEK', daysOfWeekMask: THURSDAY };
    expect(isoInAmsterdam(firstRecurrenceInstant(at('2026-10-23T18:05:00+02:00'), thursdays))).toBe(
      '2026-10-29T18:05:00+01:00',
    );
    const weekend: Recurrence = { interval: 1, unit: 'WEEK', daysOfWeekMask: SATURDAY | SUNDAY };
    expect(isoInAmsterdam(firstRecurrenceInstant(at('2026-03-23T07:30:00+01:00'), weekend))).toBe(
      '2026-03-28T07:30:00+01:00',
    );
  });

  it('uses the Amsterdam weekday: Monday 00:30 is still Sunday in UTC', () => {
    const mondays: Recurrence = { interval: 1, unit: 'WEEK', daysOfWeekMask: MONDAY };
    const departure = at('2026-03-30T00:30:00+02:00');
    expect(firstRecurrenceInstant(departure, mondays)).toBe(departure);
  });

  it('refuses a mask without any weekday', () => {
    const none: Recurrence = { interval: 1, unit: 'WEEK', daysOfWeekMask: 128 };
    expect(() => firstRecurrenceInstant(at('2026-03-23T07:30:00+01:00'), none)).toThrow(RangeError);
  });
});

describe('recurrenceKind', () => {
  const monday = at('2026-03-23T07:30:00+01:00');

  it('is ONCE without a recurrence, DAILY for unit DAY', () => {
    expect(recurrenceKind(undefined, monday)).toBe('ONCE');
    expect(recurrenceKind(DAILY, monday)).toBe('DAILY');
    expect(recurrenceKind({ ...DAILY, horizon: '2026-04-30' }, monday)).toBe('DAILY');
  });

  it('collapses all seven days (127 or 255) to DAILY, with or without an end date', () => {
    expect(recurrenceKind({ interval: 1, unit: 'WEEK', daysOfWeekMask: 127 }, monday)).toBe('DAILY');
    expect(recurrenceKind({ interval: 1, unit: 'WEEK', daysOfWeekMask: 255 }, monday)).toBe('DAILY');
    expect(
      recurrenceKind({ interval: 1, unit: 'WEEK', daysOfWeekMask: 127, horizon: '2026-04-30' }, monday),
    ).toBe('DAILY');
  });

  it('collapses Monday to Friday to WORKDAILY, with or without an end date', () => {
    expect(recurrenceKind(WORKDAILY, monday)).toBe('WORKDAILY');
    expect(recurrenceKind({ ...WORKDAILY, horizon: '2026-04-30' }, monday)).toBe('WORKDAILY');
  });

  it("collapses just the first ride's weekday to WEEKLY only without an end date", () => {
    const mondays: Recurrence = { interval: 1, unit: 'WEEK', daysOfWeekMask: MONDAY };
    expect(recurrenceKind(mondays, monday)).toBe('WEEKLY');
    expect(recurrenceKind({ ...mondays, horizon: '2026-04-30' }, monday)).toBe('CUSTOM');
  });

  it('keeps other patterns CUSTOM: another single weekday, several days, every other week', () => {
    expect(recurrenceKind({ interval: 1, unit: 'WEEK', daysOfWeekMask: TUESDAY }, monday)).toBe('CUSTOM');
    expect(recurrenceKind({ interval: 1, unit: 'WEEK', daysOfWeekMask: TUESDAY | THURSDAY }, monday)).toBe(
      'CUSTOM',
    );
    expect(recurrenceKind({ ...WORKDAILY, interval: 2 }, monday)).toBe('CUSTOM');
    expect(recurrenceKind({ interval: 2, unit: 'WEEK', daysOfWeekMask: 127 }, monday)).toBe('CUSTOM');
    expect(recurrenceKind({ interval: 2, unit: 'WEEK', daysOfWeekMask: MONDAY }, monday)).toBe('CUSTOM');
  });

  it("takes the first ride's weekday in Amsterdam", () => {
    // Monday 00:30 summer time is Sunday 22:30 UTC.
    const mondays: Recurrence = { interval: 1, unit: 'WEEK', daysOfWeekMask: MONDAY };
    expect(recurrenceKind(mondays, at('2026-03-30T00:30:00+02:00'))).toBe('WEEKLY');
  });
});

describe('normalizeRecurrence', () => {
  const monday = at('2026-03-23T07:30:00+01:00');

  it('stores DAILY as unit DAY, from all seven days or 255, keeping the end date', () => {
    expect(normalizeRecurrence(DAILY, monday)).toEqual({ interval: 1, unit: 'DAY' });
    expect(normalizeRecurrence({ interval: 1, unit: 'WEEK', daysOfWeekMask: 255 }, monday)).toEqual({
      interval: 1,
      unit: 'DAY',
    });
    expect(
      normalizeRecurrence({ interval: 1, unit: 'WEEK', daysOfWeekMask: 127, horizon: '2026-04-30' }, monday),
    ).toEqual({ interval: 1, unit: 'DAY', horizon: '2026-04-30' });
  });

  it('stores WORKDAILY as WEEK mask 31, keeping the end date', () => {
    expect(normalizeRecurrence(WORKDAILY, monday)).toEqual(WORKDAILY);
    expect(normalizeRecurrence({ ...WORKDAILY, horizon: '2026-04-30' }, monday)).toEqual({
      interval: 1,
      unit: 'WEEK',
      daysOfWeekMask: 31,
      horizon: '2026-04-30',
    });
  });

  it("stores WEEKLY as WEEK with the first ride's weekday", () => {
    expect(normalizeRecurrence({ interval: 1, unit: 'WEEK', daysOfWeekMask: MONDAY }, monday)).toEqual({
      interval: 1,
      unit: 'WEEK',
      daysOfWeekMask: MONDAY,
    });
  });

  it('keeps a custom pattern that matches no simpler choice, with its end date', () => {
    const tueThu: Recurrence = {
      interval: 2,
      unit: 'WEEK',
      daysOfWeekMask: TUESDAY | THURSDAY,
      horizon: '2026-06-30',
    };
    expect(normalizeRecurrence(tueThu, monday)).toEqual(tueThu);
    const mondaysUntil: Recurrence = {
      interval: 1,
      unit: 'WEEK',
      daysOfWeekMask: MONDAY,
      horizon: '2026-04-30',
    };
    expect(normalizeRecurrence(mondaysUntil, monday)).toEqual(mondaysUntil);
    expect(normalizeRecurrence({ ...WORKDAILY, interval: 2 }, monday)).toEqual({ ...WORKDAILY, interval: 2 });
  });

  it('drops the bit beyond Sunday from a custom every-other-week 255', () => {
    expect(normalizeRecurrence({ interval: 2, unit: 'WEEK', daysOfWeekMask: 255 }, monday)).toEqual({
      interval: 2,
      unit: 'WEEK',
      daysOfWeekMask: 127,
    });
  });

  it('gives a recurrence that is its own normal form', () => {
    const samples: Recurrence[] = [
      DAILY,
      WORKDAILY,
      { interval: 1, unit: 'WEEK', daysOfWeekMask: 255, horizon: '2026-04-30' },
      { interval: 1, unit: 'WEEK', daysOfWeekMask: MONDAY },
      { interval: 2, unit: 'WEEK', daysOfWeekMask: TUESDAY | THURSDAY },
    ];
    for (const sample of samples) {
      const normal = normalizeRecurrence(sample, monday);
      expect(normalizeRecurrence(normal, monday)).toEqual(normal);
    }
  });
});

describe('isAfterHorizon', () => {
  it('compares Amsterdam dates with the inclusive horizon', () => {
    const until: Recurrence = { ...WORKDAILY, horizon: '2026-03-27' };
    expect(isAfterHorizon(at('2026-03-27T23:59:00+01:00'), until)).toBe(false);
    expect(isAfterHorizon(at('2026-03-28T00:30:00+01:00'), until)).toBe(true);
    expect(isAfterHorizon(at('2030-01-01T00:00:00+01:00'), WORKDAILY)).toBe(false);
  });
});
