import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Delegation } from '@achterhoek/contracts';
import type { Db } from '../../src/platform/db/database.js';
import { rowsOf } from '../ledger-helpers.js';
import type { Caller } from '../profile-helpers.js';
import type { TestApp } from '../test-app.js';
import { useDemoUsers } from './callers.js';

/** The six-digit code in the latest SMS sent, as the delegator would read it off their phone. */
export async function latestSmsCode(db: Db): Promise<string> {
  const [sms] = rowsOf(
    await db.execute(sql`select body from platform.sms_messages order by id desc limit 1`),
  ) as Array<{ body: string }>;
  return /(\d{6})/.exec(sms!.body)![1]!;
}

/**
 * The delegate asks to act for the delegator and activates the delegation with the code the delegator
 * was sent: from then on the delegate may act as the delegator. Answers the delegation as asked.
 */
export async function activeDelegation(db: Db, delegate: Caller, delegator: Caller): Promise<Delegation> {
  const asked = (
    await delegate.post('/api/profile/delegations', { delegateRef: 'me', delegatorRef: delegator.sub })
  ).json() as Delegation;
  const activated = await delegate.post(`/api/profile/delegations/${asked.id}/activations`, {
    activationCode: await latestSmsCode(db),
  });
  expect(activated.statusCode).toBe(200);
  return asked;
}

/** An admin makes `delegate` the delegate of `delegator`, active at once (no code is sent); answers it. */
export async function delegationByAdmin(
  admin: Caller,
  delegate: Caller,
  delegator: Caller,
): Promise<Delegation> {
  const made = await admin.post('/api/profile/delegations', {
    delegateRef: delegate.sub,
    delegatorRef: delegator.sub,
  });
  expect(made.statusCode).toBe(201);
  return made.json() as Delegation;
}

/**
 * The form a delegate fills in to make an account for somebody without one: Truus Oosterink of Zelhem,
 * a passenger who gave every consent; `values` replace fields (a name, an e-mail address, a phone number).
 */
export function newDelegatorForm(values: Record<string, unknown> = {}) {
  return {
    firstName: 'Truus',
    lastName: 'Oosterink',
    email: 'truus.oosterink@example.nl',
    phoneNumber: '06 12345699',
    dateOfBirth: '1940-02-03',
    userRole: 'passenger',
    address: {
      locality: 'Zelhem',
      countryCode: 'NL',
      location: { type: 'Point', coordinates: [6.3486, 52.0067] },
    },
    consent: { acceptedTerms: true, olderThanSixteen: true, safetyGuidelines: true },
    ...values,
  };
}

/**
 * The people of the delegation tests, signed in before the describe's tests: Jan (a caregiver, who may
 * act for others), Gerda and Marieke (people one may act for) and Bart (the admin), in that order.
 */
export function useDelegationPeople(t: TestApp): readonly [Caller, Caller, Caller, Caller] {
  return useDemoUsers(t, 'jan', 'gerda', 'marieke', 'beheer');
}
