/**
 * Who may make a call: one row of the authorisation matrix, declared on every endpoint descriptor and
 * tried by the server's tests with each kind of caller (apps/server/test/authorisation-matrix.test.ts).
 * A new call cannot be declared without its row, so it cannot ship without being tried.
 *
 * The kinds of caller, for a call about a record (a trip, a ride, a place) or about the caller:
 * - `anonymous`: no token;
 * - `owner`: the person whose record it is (for a call about the caller: any ordinary user);
 * - `other`: another ordinary user, sending the owner's ids;
 * - `delegate`: a caregiver acting for the owner with an active delegation (`X-Delegator`);
 * - `delegateWithout`: a caregiver acting for the owner without an active delegation;
 * - `treasurer` and `admin`: people with those realm roles, acting as themselves with the owner's ids.
 */
export const CALLER_KINDS = [
  'anonymous',
  'owner',
  'other',
  'delegate',
  'delegateWithout',
  'treasurer',
  'admin',
] as const;
export type CallerKind = (typeof CALLER_KINDS)[number];

/**
 * What a caller gets: `allowed` (the call is made for them: any answer but 401 and 403, and 404 only
 * once an earlier allowed caller removed the record), or the status that refuses them. 404 refuses where
 * even the existence of somebody else's record is private.
 */
export type AccessCell = 'allowed' | 401 | 403 | 404;
export type Access = Readonly<Record<CallerKind, AccessCell>>;

const ALL_ALLOWED: Access = {
  anonymous: 'allowed',
  owner: 'allowed',
  other: 'allowed',
  delegate: 'allowed',
  delegateWithout: 'allowed',
  treasurer: 'allowed',
  admin: 'allowed',
};

/** Anyone, without a token (health, version, the payment provider's webhook, a calendar feed's link). */
export const ANYONE: Access = ALL_ALLOWED;

/**
 * Any signed-in person, about themselves: their own lists, their own new records, things everyone may
 * read. A caregiver acts as the person they act for, and only with an active delegation.
 */
export const SIGNED_IN: Access = { ...ALL_ALLOWED, anonymous: 401, delegateWithout: 403 };

/**
 * Only the record's owner (or their caregiver); everybody else is refused with `refused` — 404 where
 * the record's existence is itself private — unless `more` lets a role in.
 */
export function ownerOnly(refused: 403 | 404, more: Partial<Access> = {}): Access {
  return { ...SIGNED_IN, other: refused, treasurer: refused, admin: refused, ...more };
}

/**
 * Only people with one of these realm roles, acting as themselves: a caregiver acting for somebody has
 * their roles, not their own.
 */
export function rolesOnly(...roles: ReadonlyArray<'treasurer' | 'admin'>): Access {
  const refused: Access = {
    anonymous: 401,
    owner: 403,
    other: 403,
    delegate: 403,
    delegateWithout: 403,
    treasurer: 403,
    admin: 403,
  };
  return {
    ...refused,
    ...(roles.includes('treasurer') ? { treasurer: 'allowed' } : {}),
    ...(roles.includes('admin') ? { admin: 'allowed' } : {}),
  };
}

/** A signed-in person for themselves only: a caregiver may not make this call for somebody else. */
export const SELF_ONLY: Access = { ...SIGNED_IN, delegate: 403 };
