import { describe, expect, it } from 'vitest';
import { seededInstants } from '../../platform/seeded-instants.js';
import { DEFAULT_RIDE_PLAN_OPTIONS, DEFAULT_SEARCH_PREFERENCES } from '@achterhoek/contracts';
import {
  actingRoleFor,
  ageOn,
  applyRole,
  checkPersonalFields,
  escapeLike,
  FOLD_TABLE,
  foldForSearch,
  isValidDateOfBirth,
  normaliseIban,
  normalisePhoneNumber,
  profileImageKey,
  resolveUserRef,
  todayInAmsterdam,
} from './rules.js';

describe('dates', () => {
  it('takes today in the Netherlands, not in UTC', () => {
    expect(todayInAmsterdam(new Date('2026-03-01T23:30:00Z'))).toBe('2026-03-02');
    expect(todayInAmsterdam(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
    expect(todayInAmsterdam(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
  });

  it('turns the day at Amsterdam midnight, also around the clock changes and a year end', () => {
    // Winter: midnight is 23:00 UTC.
    expect(todayInAmsterdam(new Date('2026-12-31T22:59:59.999Z'))).toBe('2026-12-31');
    expect(todayInAmsterdam(new Date('2026-12-31T23:00:00Z'))).toBe('2027-01-01');
    // The night of the jump forward (2026-03-29 01:00 UTC) and the day after it, in summer time.
    expect(todayInAmsterdam(new Date('2026-03-28T22:59:59Z'))).toBe('2026-03-28');
    expect(todayInAmsterdam(new Date('2026-03-28T23:00:00Z'))).toBe('2026-03-29');
    expect(todayInAmsterdam(new Date('2026-03-29T00:59:59Z'))).toBe('2026-03-29');
    expect(todayInAmsterdam(new Date('2026-03-29T21:59:59Z'))).toBe('2026-03-29');
    expect(todayInAmsterdam(new Date('2026-03-29T22:00:00Z'))).toBe('2026-03-30');
    // The night the clocks go back (2026-10-25 01:00 UTC): midnight before it is still summer time.
    expect(todayInAmsterdam(new Date('2026-10-24T21:59:59Z'))).toBe('2026-10-24');
    expect(todayInAmsterdam(new Date('2026-10-24T22:00:00Z'))).toBe('2026-10-25');
    expect(todayInAmsterdam(new Date('2026-10-25T22:59:59Z'))).toBe('2026-10-25');
    expect(todayInAmsterdam(new Date('2026-10-25T23:00:00Z'))).toBe('2026-10-26');
  });

  it('gives the same date as the Intl formatter it replaced, on seeded instants 1900–2100', () => {
    const formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/Amsterdam',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    for (const instant of seededInstants(31, 20_000)) {
      const now = new Date(instant);
      expect(todayInAmsterdam(now), now.toISOString()).toBe(formatter.format(now));
    }
  });

  it('counts whole years, the birthday itself included', () => {
    expect(ageOn('1948-03-14', '2026-03-13')).toBe(77);
    expect(ageOn('1948-03-14', '2026-03-14')).toBe(78);
    expect(ageOn('2000-02-29', '2026-02-28')).toBe(25);
    expect(ageOn('2000-02-29', '2026-03-01')).toBe(26);
    expect(ageOn(null, '2026-03-01')).toBeNull();
  });

  it('accepts a date of birth from 1920-01-01 up to today', () => {
    expect(isValidDateOfBirth('1920-01-01', '2026-03-02')).toBe(true);
    expect(isValidDateOfBirth('1919-12-31', '2026-03-02')).toBe(false);
    expect(isValidDateOfBirth('2026-03-02', '2026-03-02')).toBe(true);
    expect(isValidDateOfBirth('2026-03-03', '2026-03-02')).toBe(false);
  });
});

describe('role switch', () => {
  it('lets the acting role follow the user role unless both', () => {
    expect(actingRoleFor('driver', 'passenger')).toBe('driver');
    expect(actingRoleFor('passenger', 'driver')).toBe('passenger');
    expect(actingRoleFor('both', 'driver')).toBe('driver');
    expect(actingRoleFor('both', undefined)).toBe('passenger');
  });

  it('fills the defaults the new role needs and keeps what is there', () => {
    expect(applyRole('passenger', undefined, null, null)).toEqual({
      userRole: 'passenger',
      actingRole: 'passenger',
      searchPreferences: DEFAULT_SEARCH_PREFERENCES,
      ridePlanOptions: null,
    });
    expect(applyRole('driver', undefined, null, null)).toMatchObject({
      searchPreferences: null,
      ridePlanOptions: DEFAULT_RIDE_PLAN_OPTIONS,
    });
    const mine = { ...DEFAULT_SEARCH_PREFERENCES, numPassengers: 3 };
    expect(applyRole('both', 'driver', mine, null)).toEqual({
      userRole: 'both',
      actingRole: 'driver',
      searchPreferences: mine,
      ridePlanOptions: DEFAULT_RIDE_PLAN_OPTIONS,
    });
    // A driver keeps their passenger preferences for a later switch back.
    expect(applyRole('driver', undefined, mine, null).searchPreferences).toBe(mine);
  });

  it('hands out copies of the defaults, never the shared constants', () => {
    const role = applyRole('both', undefined, null, null);
    expect(role.searchPreferences).not.toBe(DEFAULT_SEARCH_PREFERENCES);
    role.ridePlanOptions!.luggageOptions.push('PET');
    expect(DEFAULT_RIDE_PLAN_OPTIONS.luggageOptions).not.toContain('PET');
  });
});

describe('personal fields', () => {
  it('normalises phone numbers to E.164 for the address country', () => {
    expect(normalisePhoneNumber('06 1234 5678', 'NL')).toBe('+31612345678');
    expect(normalisePhoneNumber('0314-123456', undefined)).toBe('+31314123456');
    expect(normalisePhoneNumber('+49 170 1234567', 'NL')).toBe('+491701234567');
    expect(normalisePhoneNumber('0170 1234567', 'de')).toBe('+491701234567');
    expect(normalisePhoneNumber('0170 1234567', 'NL')).toBeUndefined();
    expect(normalisePhoneNumber('12345', 'NL')).toBeUndefined();
    expect(normalisePhoneNumber('06 1234 5678', 'XX')).toBe('+31612345678');
  });

  it('checks IBANs and answers them in electronic format', () => {
    expect(normaliseIban('nl91 abna 0417 1643 00')).toBe('NL91ABNA0417164300');
    expect(normaliseIban('NL91ABNA0417164301')).toBeUndefined();
    expect(normaliseIban('geen iban')).toBeUndefined();
  });

  it('names every failing field at once', () => {
    const { problems } = checkPersonalFields(
      {
        phoneNumber: '06',
        dateOfBirth: '1900-01-01',
        iban: 'NL00',
        ibanHolder: ' ',
        countryCode: 'NL',
      },
      '2026-03-02',
    );
    expect(problems.map((problem) => problem.field)).toEqual([
      'body.phoneNumber',
      'body.dateOfBirth',
      'body.iban',
      'body.ibanHolder',
    ]);
  });

  it('treats empty phone and IBAN as none', () => {
    expect(
      checkPersonalFields(
        { phoneNumber: ' ', dateOfBirth: null, iban: '', ibanHolder: 'X', countryCode: undefined },
        '2026-03-02',
      ),
    ).toEqual({
      value: { phoneNumber: null, dateOfBirth: null, iban: null, ibanHolder: 'X' },
      problems: [],
    });
  });
});

describe('references and search', () => {
  it('resolves me, bare ids and user URNs', () => {
    expect(resolveUserRef('me', 'abc')).toBe('abc');
    expect(resolveUserRef('def', 'abc')).toBe('def');
    expect(resolveUserRef('urn:nb:pf:user:def', 'abc')).toBe('def');
    expect(resolveUserRef('urn:nb:kc:user:def', 'abc')).toBe('def');
    expect(resolveUserRef('urn:nb:rs:ride:7', 'abc')).toBe('urn:nb:rs:ride:7');
  });

  it('folds case and accents the same way on both sides', () => {
    expect(foldForSearch('Özlem ÇELİK')).toBe('ozlem celik');
    expect(foldForSearch('José Müller')).toBe('jose muller');
    expect(FOLD_TABLE.from.length).toBe(FOLD_TABLE.to.length);
    expect(FOLD_TABLE.map.get('Ü')).toBe('u');
    for (const [from, to] of FOLD_TABLE.map) expect(foldForSearch(from)).toBe(to);
  });

  it('escapes LIKE wildcards', () => {
    expect(escapeLike('50%_a\\b')).toBe('50\\%\\_a\\\\b');
  });

  it('makes image keys from a safe form of the id and the time', () => {
    const now = new Date('2026-03-02T10:00:00Z');
    expect(profileImageKey('3f2a-bc', 'png', now)).toBe(`profiles/3f/3f2a-bc-${now.getTime()}.png`);
    expect(profileImageKey('../x', 'jpg', now)).toBe(`profiles/__/___x-${now.getTime()}.jpg`);
    expect(profileImageKey('a', 'gif', now)).toMatch(/^profiles\/a_\/a-\d+\.gif$/);
  });
});
