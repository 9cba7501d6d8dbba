import type { Db } from '../../platform/db/database.js';

/**
 * Who keeps an eye on a traveller's messages (reference §7.4: delegates get a short copy of every
 * passenger-side message): how to find the active delegates of a person and their name, one of the
 * communicator's needs (module.ts), which app.ts fills with the delegation module's. The communicator
 * cannot ask the delegation module itself — that module sends its messages through the communicator.
 */
export type DelegatesLookup = (
  db: Db,
  personId: string,
) => Promise<{ delegateIds: string[]; personName: string }>;

// Until the communicator is registered nobody has delegates. sendSystemMessage is called by other modules
// with only a database (or their transaction) and the clock, so the lookup the registration was given is
// kept here, for the process, rather than carried in every caller's context.
let lookup: DelegatesLookup = async () => ({ delegateIds: [], personName: '' });

/** Keeps the lookup the communicator's registration was given (module.ts only; not on the face). */
export function useDelegatesLookup(found: DelegatesLookup): void {
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
