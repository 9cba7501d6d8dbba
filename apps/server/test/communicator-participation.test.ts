import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Leg, Paged, ShoutOut, Trip } from '@achterhoek/contracts';
import { manualClock } from '../src/platform/clock.js';
import { callerFor, demoUser, type Caller } from './profile-helpers.js';
import { C } from './communicator-helpers.js';
import { useTestApp } from './support/app.js';
import { delegationByAdmin } from './support/delegations.js';
import { useDemoUsers } from './support/callers.js';
import { P, sharedLeg } from './trip-helpers.js';

// Conversations about a trip, ride, booking or shout-out belong to the people of that trip (issue 26):
// the demo's Gerda has trips driven by Henk and a shout-out Marieke offered a ride on; Jan is a stranger
// to all of them. Their conversations hold only system messages when the tests start.
const NOW = '2026-11-23T10:00:00+01:00';

describe('communicator: only the people of a trip write in its conversations', () => {
  let trip: Trip;
  let leg: Leg;
  let shoutOut: ShoutOut;

  const write = (from: Caller, to: Caller, context: string, body = 'Ik kom je morgen ophalen.') =>
    from.post(`${C}/messages`, {
      body,
      context,
      envelopes: [{ context, recipient: { managedIdentity: to.sub } }],
    });
  async function messageCount(): Promise<number> {
    const result = await t.app.database.db.execute(
      sql`select count(*)::int as n from communicator.messages where sender_id is not null`,
    );
    return Number((result as unknown as { rows: { n: number }[] }).rows[0]!.n);
  }

  const t = useTestApp({ services: { clock: manualClock(NOW) }, env: { SEED_DEMO_TRIPS: 'true' } });
  const [gerda, henk, marieke, jan] = useDemoUsers(t, 'gerda', 'henk', 'marieke', 'jan');
  beforeAll(async () => {
    trip = ((await gerda.get(`${P}/trips?state=VALIDATING`)).json() as Paged<Trip>).data[0]!;
    leg = sharedLeg(trip);
    expect(leg).toMatchObject({ driverId: henk.sub });
    shoutOut = ((await gerda.get(`${P}/plans`)).json() as Paged<ShoutOut>).data[0]!;
  });

  it('refuses a stranger for every kind of context, storing nothing', async () => {
    const before = await messageCount();
    const tries = [
      { to: gerda, context: trip.tripRef },
      { to: henk, context: leg.rideRef! },
      { to: gerda, context: leg.bookingRef! },
      { to: gerda, context: shoutOut.planRef },
      // A record that does not exist has nobody taking part in it.
      { to: gerda, context: 'urn:nb:pn:trip:999999' },
      { to: henk, context: 'urn:nb:rs:ride:oud' },
    ];
    for (const { to, context } of tries) {
      const refused = await write(jan, to, context, 'De rit gaat niet door, bel mij maar.');
      expect(refused.statusCode, context).toBe(403);
      expect(refused.json()).toMatchObject({
        status: 403,
        message: 'You do not take part in this conversation',
      });
    }
    expect(await messageCount()).toBe(before);
  });

  it('lets the real driver write after a stranger was refused, and the passenger answer', async () => {
    expect((await write(jan, gerda, trip.tripRef)).statusCode).toBe(403);
    // Regression: the first stranger to write used to lock the real driver out of the conversation.
    expect((await write(henk, gerda, trip.tripRef, 'Ik sta om 9 uur voor de deur.')).statusCode).toBe(201);
    expect((await write(gerda, henk, trip.tripRef, 'Fijn, tot morgen.')).statusCode).toBe(201);
    expect((await write(gerda, henk, leg.bookingRef!)).statusCode).toBe(201);
    expect((await write(henk, gerda, leg.bookingRef!)).statusCode).toBe(201);
    expect((await write(gerda, henk, leg.rideRef!)).statusCode).toBe(201);
    expect((await write(henk, gerda, leg.rideRef!)).statusCode).toBe(201);
    // The driver who offered on the shout-out and its traveller write about it.
    expect((await write(marieke, gerda, shoutOut.planRef, 'Ik kan je meenemen.')).statusCode).toBe(201);
    expect((await write(gerda, marieke, shoutOut.planRef, 'Graag!')).statusCode).toBe(201);
    // Still refused after the people of the trip have written.
    expect((await write(jan, gerda, trip.tripRef)).statusCode).toBe(403);
  });

  it('does not let a participant use the trip to write to a stranger', async () => {
    const before = await messageCount();
    const refused = await write(gerda, jan, trip.tripRef, 'Kom jij ook?');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      message: 'The recipient does not take part in this trip or ride',
    });
    expect((await write(henk, jan, leg.rideRef!)).statusCode).toBe(403);
    expect(await messageCount()).toBe(before);
  });

  it('lets a delegate write for the traveller about her trip, not for himself', async () => {
    const admin = await demoUser(t, 'beheer@example.nl');
    await delegationByAdmin(admin, jan, gerda);
    const forGerda = callerFor(t.app, jan.token, { 'x-delegator': gerda.sub });
    expect((await write(forGerda, henk, trip.tripRef, 'Gerda is om 9 uur klaar.')).statusCode).toBe(201);
    expect((await write(jan, henk, trip.tripRef)).statusCode).toBe(403);
  });
});
