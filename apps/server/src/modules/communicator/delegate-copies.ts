import type { Db } from '../../platform/db/database.js';

/**
 * Who keeps an eye on a traveller's messages (reference §7.4: delegates get a short copy of every
 * passenger-side message): the delegation module tells the communicator, at start-up, how to find the
 * active delegates of a person and their name. The communicator cannot ask the delegation module itself —
 * that module sends its messages through the communicator.
 */
export type DelegatesLookup = (
  db: Db,
  personId: string,
) => Promise<{ delegateIds: string[]; personName: string }>;

let lookup: DelegatesLookup = async () => ({ delegateIds: [], personName: '' });

export function setDelegatesLookup(found: DelegatesLookup): void {
  lookup = found;
}

export function delegatesOf(db: Db, personId: string) {
  return lookup(db, personId);
}

/** The short copy a delegate receives: whose message it was, then the message. */
export function delegateCopyBody(personName: string, body: string): string {
  return `Voor ${personName}: ${body}`;
}

/** The delegate's conversation about someone's travels. */
export function delegateTopic(personName: string): string {
  return `Beheer van de reizen van ${personName}`;
}
