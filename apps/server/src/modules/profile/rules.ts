import { isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import {
  DATE_OF_BIRTH_MIN,
  DEFAULT_RIDE_PLAN_OPTIONS,
  DEFAULT_SEARCH_PREFERENCES,
  type ActingRole,
  type RidePlanOptions,
  type SearchPreferences,
  type UserRole,
} from '@achterhoek/contracts';
import type { FieldProblem } from '../../platform/errors.js';
import { isoDateInAmsterdam } from '../../platform/local-time.js';

/** Pure rules of the profile service: no database, and no clock: the time is always given. */

export const TIME_ZONE = 'Europe/Amsterdam';

/** Today's calendar date in the Netherlands, YYYY-MM-DD: date arithmetic, no formatter per call. */
export function todayInAmsterdam(now: Date): string {
  return isoDateInAmsterdam(now.getTime());
}

/** Whole years between a date of birth and today (both YYYY-MM-DD); null without a date of birth. */
export function ageOn(dateOfBirth: string | null, today: string): number | null {
  if (!dateOfBirth) return null;
  const [birthYear, birthMonth, birthDay] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const hadBirthday = month > birthMonth || (month === birthMonth && day >= birthDay);
  return year - birthYear - (hadBirthday ? 0 : 1);
}

export function servesAsPassenger(role: UserRole): boolean {
  return role === 'passenger' || role === 'both';
}
export function servesAsDriver(role: UserRole): boolean {
  return role === 'driver' || role === 'both';
}

/** The role a user acts in: their only role, or for `both` the one chosen (passenger by default). */
export function actingRoleFor(userRole: UserRole, chosen: ActingRole | undefined): ActingRole {
  if (userRole !== 'both') return userRole;
  return chosen ?? 'passenger';
}

export interface RolePreferences {
  userRole: UserRole;
  actingRole: ActingRole;
  searchPreferences: SearchPreferences | null;
  ridePlanOptions: RidePlanOptions | null;
}

/**
 * Spec 000 §4 role switch: becoming a passenger (or both) fills default search preferences when there
 * are none, becoming a driver (or both) fills default ride preferences; preferences of the other role
 * are kept for a later switch back. The acting role follows the user role unless that is `both`.
 */
export function applyRole(
  userRole: UserRole,
  requestedActingRole: ActingRole | undefined,
  searchPreferences: SearchPreferences | null,
  ridePlanOptions: RidePlanOptions | null,
): RolePreferences {
  return {
    userRole,
    actingRole: actingRoleFor(userRole, requestedActingRole),
    searchPreferences:
      searchPreferences ?? (servesAsPassenger(userRole) ? { ...DEFAULT_SEARCH_PREFERENCES } : null),
    ridePlanOptions:
      ridePlanOptions ??
      (servesAsDriver(userRole)
        ? { ...DEFAULT_RIDE_PLAN_OPTIONS, luggageOptions: [...DEFAULT_RIDE_PLAN_OPTIONS.luggageOptions] }
        : null),
  };
}

/** A phone number in E.164 for the address's country (NL when unknown); undefined when not valid. */
export function normalisePhoneNumber(input: string, countryCode: string | undefined): string | undefined {
  const country = countryCode?.toUpperCase() ?? 'NL';
  const phone = parsePhoneNumberFromString(input, isSupportedCountry(country) ? country : 'NL');
  return phone?.isValid() ? phone.number : undefined;
}

/** An IBAN in electronic format (no spaces, capitals); undefined when the checksum or format is wrong. */
export function normaliseIban(input: string): string | undefined {
  const electronic = electronicFormatIBAN(input);
  return electronic && isValidIBAN(electronic) ? electronic : undefined;
}

/** A date of birth is between 1920-01-01 and today (spec 000 §5). */
export function isValidDateOfBirth(dateOfBirth: string, today: string): boolean {
  return dateOfBirth >= DATE_OF_BIRTH_MIN && dateOfBirth <= today;
}

/** The contact and bank fields after the checks a schema cannot do; problems name the request field. */
export interface CheckedPersonalFields {
  phoneNumber: string | null;
  dateOfBirth: string | null;
  iban: string | null;
  ibanHolder: string | null;
}

export function checkPersonalFields(
  input: {
    phoneNumber?: string | null;
    dateOfBirth?: string | null;
    iban?: string | null;
    ibanHolder?: string | null;
    countryCode: string | undefined;
  },
  today: string,
): { value: CheckedPersonalFields; problems: FieldProblem[] } {
  const problems: FieldProblem[] = [];
  let phoneNumber: string | null = null;
  const phoneInput = input.phoneNumber?.trim();
  if (phoneInput) {
    const normalised = normalisePhoneNumber(phoneInput, input.countryCode);
    if (normalised) phoneNumber = normalised;
    else
      problems.push({
        field: 'body.phoneNumber',
        message: `not a valid phone number for ${input.countryCode?.toUpperCase() ?? 'NL'}`,
      });
  }
  const dateOfBirth = input.dateOfBirth ?? null;
  if (dateOfBirth && !isValidDateOfBirth(dateOfBirth, today)) {
    problems.push({ field: 'body.dateOfBirth', message: `must be between ${DATE_OF_BIRTH_MIN} and today` });
  }
  let iban: string | null = null;
  const ibanInput = input.iban?.trim();
  if (ibanInput) {
    const normalised = normaliseIban(ibanInput);
    if (normalised) iban = normalised;
    else problems.push({ field: 'body.iban', message: 'not a valid IBAN' });
  }
  const ibanHolder = input.ibanHolder?.trim() || null;
  if (ibanInput && !ibanHolder) {
    problems.push({ field: 'body.ibanHolder', message: 'required when an IBAN is given' });
  }
  return { value: { phoneNumber, dateOfBirth, iban, ibanHolder }, problems };
}

const USER_URN = /^urn:nb:(pf|kc):user:(.+)$/;

/**
 * A user reference as clients send it: `me`, a bare managed identity, or a URN
 * `urn:nb:pf:user:{id}` / `urn:nb:kc:user:{id}`. Answers the managed identity.
 */
export function resolveUserRef(ref: string, callerId: string): string {
  const trimmed = ref.trim();
  if (trimmed === 'me') return callerId;
  const urn = USER_URN.exec(trimmed);
  return urn?.[2] ?? trimmed;
}

/** Each plain letter and the accented letters that fold to it (capitals are added below). */
const ACCENTED_LETTERS: Record<string, string> = {
  a: 'àáâãäåāăą',
  c: 'çćč',
  d: 'ď',
  e: 'èéêëēėęě',
  i: 'ìíîïīįıİ',
  n: 'ñńň',
  o: 'òóôõöøōő',
  r: 'ř',
  s: 'śšşß',
  t: 'ť',
  u: 'ùúûüūůűų',
  y: 'ýÿ',
  z: 'žźż',
};

function buildFoldTable(): { from: string; to: string; map: Map<string, string> } {
  const map = new Map<string, string>();
  for (const [plain, letters] of Object.entries(ACCENTED_LETTERS)) {
    for (const letter of letters) {
      map.set(letter, plain);
      const upper = letter.toUpperCase();
      // Capitals too: PostgreSQL's lower() leaves non-ASCII letters alone under the C locale.
      if (upper.length === 1 && upper !== letter && upper.charCodeAt(0) > 127) map.set(upper, plain);
    }
  }
  return { from: [...map.keys()].join(''), to: [...map.values()].join(''), map };
}

/**
 * Letters with accents and their plain letters, for PostgreSQL's `translate()`: the database side of
 * {@link foldForSearch}, without needing the `unaccent` extension (PGlite has none).
 */
export const FOLD_TABLE = buildFoldTable();

/** Lower case without accents, so 'ozturk' finds 'Öztürk' and 'jose' finds 'José'. */
export function foldForSearch(text: string): string {
  const mapped = [...text].map((letter) => FOLD_TABLE.map.get(letter) ?? letter).join('');
  return mapped.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Escapes `%`, `_` and `\` for a LIKE pattern. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** A file-name-safe form of a managed identity, for image keys. */
export function safeKeyPart(id: string): string {
  const safe = id.replace(/[^A-Za-z0-9_-]/g, '_');
  return safe.length > 0 ? safe.slice(0, 100) : '_';
}

export function profileImageKey(profileId: string, extension: string, now: Date): string {
  const part = safeKeyPart(profileId);
  const prefix = part.slice(0, 2).padEnd(2, '_');
  return `profiles/${prefix}/${part}-${now.getTime()}.${extension}`;
}
