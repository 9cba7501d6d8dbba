import type { Db } from '../../platform/db/database.js';
import { ForbiddenError } from '../../platform/errors.js';
import { MESSAGES } from './errors.js';

/**
 * Whether a person takes part in the record with this id (a trip, a ride, a booking, a shout-out),
 * answered by the module that owns the record. The communicator knows nothing of those records: the
 * owning modules hand these checks to it at start-up (app.ts).
 */
export type TakesPart = (db: Db, id: number, personId: string) => Promise<boolean>;

/** The checks by the URN prefix of the kind of record they answer for, e.g. `urn:nb:pn:trip:`. */
export type ContextParticipation = Record<string, TakesPart>;

/** `urn:nb:pn:trip:12` → its prefix `urn:nb:pn:trip:` and the rest `12`. */
const URN = /^(urn:nb:[a-z]+:[a-z-]+:)(.*)$/;

/** The owner's check and the record's id for a context, or undefined for a context no module owns. */
function ownedContext(
  participation: ContextParticipation,
  context: string,
): { takesPart: TakesPart; id: number | undefined } | undefined {
  const match = URN.exec(context);
  const takesPart = match ? participation[match[1]!] : undefined;
  if (!match || !takesPart) return undefined;
  const id = /^[1-9]\d{0,9}$/.test(match[2]!) ? Number(match[2]) : undefined;
  return { takesPart, id: id !== undefined && id <= 2_147_483_647 ? id : undefined };
}

/** Whether a context is about a record another module owns (a trip, ride, booking or shout-out). */
export function isOwnedContext(participation: ContextParticipation, context: string): boolean {
  return ownedContext(participation, context) !== undefined;
}

async function takesPartIn(
  db: Db,
  participation: ContextParticipation,
  context: string,
  personId: string,
): Promise<boolean> {
  const owned = ownedContext(participation, context);
  if (!owned) return true;
  // A context naming no record (an id that cannot be one) has nobody taking part.
  return owned.id !== undefined && owned.takesPart(db, owned.id, personId);
}

/**
 * The rule for a message about a trip, ride, booking or shout-out: the sender takes part in every such
 * context the message names (its context and the sender's), and so does each recipient in the message's
 * context and their own envelope's context: nobody writes into a trip's conversation they have no part
 * in, and a participant does not use the trip to write to strangers. Who takes part is the owning
 * module's answer; a delegate acting for someone is checked as that person (the request's subject).
 * Otherwise 403, before anything is stored. Contexts no module owns are left to the conversation rule.
 */
export async function checkParticipation(
  db: Db,
  participation: ContextParticipation,
  message: { senderId: string; context: string; senderContext: string },
  envelopes: { id: string; context: string }[],
): Promise<void> {
  for (const context of new Set([message.context, message.senderContext])) {
    if (!(await takesPartIn(db, participation, context, message.senderId))) {
      throw new ForbiddenError(MESSAGES.notInContext);
    }
  }
  for (const envelope of envelopes) {
    for (const context of new Set([message.context, envelope.context])) {
      if (!(await takesPartIn(db, participation, context, envelope.id))) {
        throw new ForbiddenError(MESSAGES.recipientNotInContext);
      }
    }
  }
}
