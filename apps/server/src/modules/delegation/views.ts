import type { Delegation, DelegationPerson } from '@achterhoek/contracts';
import type { Db } from '../../platform/db/database.js';
import { isoInAmsterdam } from '../../platform/local-time.js';
import { findPublicProfiles } from '../profile/index.js';
import { delegationState } from './delegation-state.js';
import type { DelegationRow } from './repository.js';

const iso = (time: Date | null) => (time ? isoInAmsterdam(time.getTime()) : undefined);

/** Delegations as the API shows them: both people by name and photo, the state, never the code. */
export async function delegationViews(db: Db, rows: DelegationRow[], now: number): Promise<Delegation[]> {
  const people = await findPublicProfiles(
    db,
    rows.flatMap((row) => [row.delegateId, row.delegatorId]),
  );
  const person = (id: string): DelegationPerson => {
    const found = people.get(id);
    return {
      managedIdentity: id,
      firstName: found?.firstName ?? '',
      lastName: found?.lastName ?? '',
      image: found?.image ?? null,
    };
  };
  return rows.map((row) => {
    const activationTime = iso(row.activationTime);
    const sent = iso(row.activationCodeSentTime);
    const revocationTime = iso(row.revocationTime);
    return {
      id: row.id,
      delegate: person(row.delegateId),
      delegator: person(row.delegatorId),
      state: delegationState(row, now),
      submissionTime: isoInAmsterdam(row.submissionTime.getTime()),
      ...(activationTime ? { activationTime } : {}),
      ...(sent ? { activationCodeSentTime: sent } : {}),
      activationCodeTTL: row.activationCodeTtl,
      ...(revocationTime ? { revocationTime } : {}),
      ...(row.transferFrom !== null ? { transferFrom: row.transferFrom } : {}),
    };
  });
}
