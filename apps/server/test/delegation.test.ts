import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ACTIVATION_CODE_WRONG_MESSAGE,
  DELEGATOR_HAS_NO_PHONE_MESSAGE,
  DELEGATOR_PHONE_INVALID_MESSAGE,
  formatPlanPlace,
  type Delegation,
  type DelegationList,
  type Profile,
  type Trip,
  type TripPlan,
} from '@achterhoek/contracts';
import { callerFor, demoUser, type Caller } from './profile-helpers.js';
import { DOETINCHEM, WINTERSWIJK } from './trip-helpers.js';
import { useDelegationPeople, latestSmsCode, newDelegatorForm } from './support/delegations.js';
import { useAppAt } from './support/app.js';

// Delegation (reference §5.2): Jan (a caregiver, realm role delegate) asks to act for Gerda; the code goes
// by SMS to Gerda's phone (the outbox keeps it); with it Jan acts for Gerda through X-Delegator.
const NOW = '2026-11-26T10:00:00+01:00';
const D = '/api/profile/delegations';

describe('delegations', () => {
  const { t, clock, db } = useAppAt(NOW);

  const ask = (caller: Caller, delegatorRef: string, extra: Record<string, unknown> = {}) =>
    caller.post(D, { delegateRef: 'me', delegatorRef, ...extra });
  /** The code of the latest SMS to a phone number, as the delegator would read it. */
  const latestCode = () => latestSmsCode(db);
  const activate = (caller: Caller, id: number, activationCode: string) =>
    caller.post(`${D}/${id}/activations`, { activationCode });
  const asDelegate = (caller: Caller, delegatorId: string, url: string) =>
    caller.call({ method: 'GET', url, headers: { 'x-delegator': delegatorId } });
  /** The delegate's calls, each with X-Delegator for the delegator. */
  const actingFor = (caller: Caller, delegatorId: string): Caller =>
    callerFor(t.app, caller.token, { 'x-delegator': delegatorId });

  const [jan, gerda, marieke, bart] = useDelegationPeople(t);

  it('activates with the code sent to the delegator, then lets the delegate act as her', async () => {
    const asked = await ask(jan, gerda.sub);
    expect(asked.statusCode).toBe(201);
    const delegation = asked.json() as Delegation;
    expect(delegation).toMatchObject({
      state: 'REQUESTED',
      delegate: { managedIdentity: jan.sub, firstName: 'Jan' },
      delegator: { managedIdentity: gerda.sub, firstName: 'Gerda' },
      activationCodeTTL: 900,
    });
    const sms = await db.execute(
      sql`select "to", status from platform.sms_messages order by id desc limit 1`,
    );
    expect((sms as unknown as { rows: unknown[] }).rows[0]).toEqual({ to: '+31612345601', status: 'KEPT' });
    const code = await latestCode();
    // The code reaches only the delegator's phone, never the delegate's answer.
    expect(JSON.stringify(delegation)).not.toContain(code);

    // Before activation, the header is refused.
    expect((await asDelegate(jan, gerda.sub, '/api/profile/profiles/me')).statusCode).toBe(403);
    const wrong = await activate(jan, delegation.id, code === '000000' ? '111111' : '000000');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: ACTIVATION_CODE_WRONG_MESSAGE });
    // Only the delegate activates.
    expect((await activate(marieke, delegation.id, code)).statusCode).toBe(403);
    const active = await activate(jan, delegation.id, code);
    expect(active.statusCode).toBe(200);
    expect((active.json() as Delegation).state).toBe('ACTIVE');

    const profile = await asDelegate(jan, gerda.sub, '/api/profile/profiles/me');
    expect(profile.statusCode).toBe(200);
    expect((profile.json() as Profile).firstName).toBe('Gerda');
    // Both sides list it.
    const mine = (await jan.get(`${D}?delegate=me`)).json() as DelegationList;
    expect(mine.data.map((item) => item.id)).toContain(delegation.id);
    const hers = (await gerda.get(`${D}?delegator=me`)).json() as DelegationList;
    expect(hers.data.map((item) => item.id)).toContain(delegation.id);
    // Nobody lists someone else's.
    expect((await marieke.get(`${D}?delegator=${gerda.sub}`)).statusCode).toBe(403);
    // A second one for the same pair is refused.
    expect((await ask(jan, gerda.sub)).statusCode).toBe(409);
  });

  it('acts for her across the services: books a trip with her credits, and gets copies of her messages', async () => {
    const asGerda = actingFor(jan, gerda.sub);
    const query = new URLSearchParams({
      from: formatPlanPlace(WINTERSWIJK.label, 51.967654, 6.715404),
      to: formatPlanPlace(DOETINCHEM.label, 51.958362, 6.294481),
      travelTime: '2026-11-27T07:25:00+01:00',
      modalities: 'RIDESHARE,WALK',
    });
    const plan = (await asGerda.get(`/api/planner/search/plan?${query.toString()}`)).json() as TripPlan;
    const withRide = plan.itineraries.find((itinerary) => itinerary.legs.some((leg) => leg.rideRef))!;
    expect(withRide).toBeDefined();
    const booked = await asGerda.post('/api/planner/trips', { itineraryRef: withRide.itineraryRef });
    expect(booked.statusCode).toBe(201);
    const trip = booked.json() as Trip;
    // It is Gerda's trip, paid from Gerda's credits; the ledger says who booked it.
    expect(((await gerda.get(`/api/planner/trips/${trip.id}`)).json() as Trip).id).toBe(trip.id);
    expect((await jan.get(`/api/planner/trips/${trip.id}`)).statusCode).toBe(403);
    const statements = (await gerda.get('/api/banker/users/me/statements')).json() as {
      data: { description: string }[];
    };
    expect(statements.data.map((line) => line.description)).toContainEqual(
      expect.stringMatching(/^Reservering rit van .* \(door Jan Bomers\)$/),
    );
    // Jan reads a short copy of her booking message, in his conversation about her travels.
    const copies = await db.execute(sql`
      select m.body, c.topic from communicator.messages m
      join communicator.envelopes e on e.message_id = m.id
      join communicator.conversations c on c.id = e.conversation_id
      where e.recipient_id = ${jan.sub} and c.owner_role = 'DELEGATE' and m.body like 'Voor Gerda Wassink:%'`);
    expect((copies as unknown as { rows: { topic: string }[] }).rows[0]).toMatchObject({
      topic: 'Beheer van de reizen van Gerda Wassink',
    });
    // Her usage log keeps Jan's session, on her behalf.
    expect(
      (
        await asGerda.post('/api/profile/profiles/me/session-log', {
          userAgent: 'test',
          userEvents: [{ event: 'PAGE_VISIT', eventTime: NOW, path: '/home' }],
        })
      ).statusCode,
    ).toBeLessThan(300);
    const logged = await db.execute(sql`
      select s.profile_id, e.on_behalf_of from profile.user_events e
      join profile.user_sessions s on s.id = e.session_id order by e.id desc limit 1`);
    expect((logged as unknown as { rows: unknown[] }).rows[0]).toEqual({
      profile_id: jan.sub,
      on_behalf_of: gerda.sub,
    });
    expect((await asGerda.del(`/api/planner/trips/${trip.id}`)).statusCode).toBe(204);

    // A message Jan writes for her is hers, and keeps who wrote it.
    const henk = await demoUser(t, 'henk@example.nl');
    const sent = await asGerda.post('/api/communicator/messages', {
      body: 'Gerda komt morgen graag mee.',
      context: 'urn:nb:cm:chat:delegation-test',
      deliveryMode: 'MESSAGE',
      envelopes: [{ context: 'urn:nb:cm:chat:delegation-test', recipient: { managedIdentity: henk.sub } }],
    });
    expect(sent.statusCode).toBe(201);
    const written = await db.execute(
      sql`select sender_id, acted_by from communicator.messages where body = 'Gerda komt morgen graag mee.'`,
    );
    expect((written as unknown as { rows: unknown[] }).rows[0]).toEqual({
      sender_id: gerda.sub,
      acted_by: jan.sub,
    });

    // The device's push token stays the delegate's own, whatever the header says.
    expect(
      (await asGerda.put('/api/communicator/users/me/fcm-token', { token: 'jans-phone' })).statusCode,
    ).toBe(204);
    const tokens = await db.execute(sql`select id from communicator.users where fcm_token = 'jans-phone'`);
    expect((tokens as unknown as { rows: unknown[] }).rows).toEqual([{ id: jan.sub }]);
  });

  it('refuses the header without the delegate role, for someone not delegated, or when revoked', async () => {
    expect((await asDelegate(marieke, gerda.sub, '/api/profile/profiles/me')).statusCode).toBe(403);
    expect((await asDelegate(jan, marieke.sub, '/api/profile/profiles/me')).statusCode).toBe(403);
    // Only a delegate asks for themselves.
    expect((await ask(marieke, gerda.sub)).statusCode).toBe(403);
    expect((await jan.post(D, { delegateRef: marieke.sub, delegatorRef: gerda.sub })).statusCode).toBe(403);
  });

  it('lets nobody but its two people (and admins) read, renew or end a delegation', async () => {
    const [active] = ((await gerda.get(`${D}?delegator=me`)).json() as DelegationList).data;
    expect((await marieke.get(`${D}/${active!.id}`)).statusCode).toBe(403);
    expect((await marieke.put(`${D}/${active!.id}`)).statusCode).toBe(403);
    expect((await marieke.del(`${D}/${active!.id}`)).statusCode).toBe(403);
    // The delegator may read it, but a new code is the delegate's to ask for.
    expect((await gerda.get(`${D}/${active!.id}`)).statusCode).toBe(200);
    expect((await gerda.put(`${D}/${active!.id}`)).statusCode).toBe(403);
    expect((await bart.get(`${D}/${active!.id}`)).statusCode).toBe(200);
    expect((await jan.get(`${D}/999999`)).statusCode).toBe(404);
    expect(((await jan.get(`${D}/${active!.id}`)).json() as Delegation).state).toBe('ACTIVE');
  });

  it('expires the code after its TTL; a new code can be asked for and works', async () => {
    const delegation = (await ask(jan, marieke.sub)).json() as Delegation;
    const first = await latestCode();
    clock.set(Date.parse(NOW) + 901_000);
    try {
      const late = await activate(jan, delegation.id, first);
      expect(late.statusCode).toBe(400);
      expect(late.json()).toMatchObject({ code: 'CODE_EXPIRED' });
      expect(((await jan.get(`${D}/${delegation.id}`)).json() as Delegation).state).toBe('EXPIRED');
      const renewed = await jan.put(`${D}/${delegation.id}`);
      expect(renewed.statusCode).toBe(200);
      expect((renewed.json() as Delegation).state).toBe('REQUESTED');
      const second = await latestCode();
      expect((await activate(jan, delegation.id, second)).statusCode).toBe(200);
      // Active now: no new code.
      expect((await jan.put(`${D}/${delegation.id}`)).statusCode).toBe(422);
    } finally {
      clock.set(Date.parse(NOW));
    }
    // Revoked from the delegate's side this time; the delegator is told.
    expect((await jan.del(`${D}/${delegation.id}`)).statusCode).toBe(204);
    expect((await asDelegate(jan, marieke.sub, '/api/profile/profiles/me')).statusCode).toBe(403);
  });

  it('uses a code up after five wrong attempts', async () => {
    const delegation = (await ask(jan, marieke.sub)).json() as Delegation;
    const code = await latestCode();
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await activate(jan, delegation.id, wrong)).statusCode).toBe(400);
    }
    expect((await activate(jan, delegation.id, code)).statusCode).toBe(400);
    expect(((await jan.get(`${D}/${delegation.id}`)).json() as Delegation).state).toBe('EXPIRED');
    await jan.del(`${D}/${delegation.id}`);
  });

  it('ends when the delegator revokes it, and the delegate is told', async () => {
    const [active] = ((await gerda.get(`${D}?delegator=me`)).json() as DelegationList).data;
    expect((await gerda.del(`${D}/${active!.id}`)).statusCode).toBe(204);
    expect((await asDelegate(jan, gerda.sub, '/api/profile/profiles/me')).statusCode).toBe(403);
    const told = await db.execute(sql`
      select m.body from communicator.messages m join communicator.envelopes e on e.message_id = m.id
      where e.recipient_id = ${jan.sub} order by m.id desc limit 1`);
    expect((told as unknown as { rows: { body: string }[] }).rows[0]!.body).toContain(
      'heeft je machtiging beëindigd',
    );
    expect(((await gerda.get(`${D}?delegator=me`)).json() as DelegationList).data).toHaveLength(0);
  });

  it('is active at once when an admin makes it, and a transfer ends the one it replaces', async () => {
    const made = await bart.post(D, { delegateRef: jan.sub, delegatorRef: gerda.sub });
    expect(made.statusCode).toBe(201);
    const first = made.json() as Delegation;
    expect(first.state).toBe('ACTIVE');
    const transfer = await bart.post(D, {
      delegateRef: 'me',
      delegatorRef: gerda.sub,
      transferFrom: first.id,
    });
    expect(transfer.statusCode).toBe(201);
    expect(((await jan.get(`${D}/${first.id}`)).json() as Delegation).state).toBe('REVOKED');
    await bart.del(`${D}/${(transfer.json() as Delegation).id}`);
  });

  it('says when the delegator has no phone number or an invalid one, and stores nothing', async () => {
    const count = async () =>
      (
        (await db.execute(sql`select count(*)::int as n from delegation.delegations`)) as unknown as {
          rows: { n: number }[];
        }
      ).rows[0]!.n;
    const before = await count();
    await db.execute(sql`update profile.profiles set phone_number = null where id = ${marieke.sub}`);
    const none = await ask(jan, marieke.sub);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ message: DELEGATOR_HAS_NO_PHONE_MESSAGE });
    await db.execute(sql`update profile.profiles set phone_number = '12' where id = ${marieke.sub}`);
    const invalid = await ask(jan, marieke.sub);
    expect(invalid.json()).toMatchObject({ message: DELEGATOR_PHONE_INVALID_MESSAGE });
    await db.execute(
      sql`update profile.profiles set phone_number = '+31612345603' where id = ${marieke.sub}`,
    );
    for (const body of [{}, { delegateRef: 'me' }, { delegateRef: 'me', delegatorRef: 'me' }]) {
      expect((await jan.post(D, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await jan.post(`${D}/1/activations`, { activationCode: '12345' })).statusCode).toBe(400);
    expect((await jan.get(`${D}/abc`)).statusCode).toBe(400);
    expect(await count()).toBe(before);
  });

  it('lets a delegate make an account for somebody without one, and act for them at once', async () => {
    const person = newDelegatorForm();
    expect((await marieke.post('/api/profile/delegators', person)).statusCode).toBe(403);
    const made = await jan.post('/api/profile/delegators', person);
    expect(made.statusCode).toBe(201);
    const delegation = made.json() as Delegation;
    expect(delegation).toMatchObject({ state: 'ACTIVE', delegator: { firstName: 'Truus' } });
    const truus = delegation.delegator.managedIdentity;
    const profile = (await asDelegate(jan, truus, '/api/profile/profiles/me')).json() as Profile;
    expect(profile).toMatchObject({ firstName: 'Truus', phoneNumber: '+31612345699' });
    const created = await db.execute(sql`select created_by from profile.profiles where id = ${truus}`);
    expect((created as unknown as { rows: unknown[] }).rows[0]).toEqual({ created_by: jan.sub });
    const sms = await db.execute(sql`select "to", body from platform.sms_messages order by id desc limit 1`);
    expect((sms as unknown as { rows: { to: string; body: string }[] }).rows[0]).toMatchObject({
      to: '+31612345699',
      body: expect.stringContaining('Jan Bomers heeft een account voor je gemaakt'),
    });
    // The same e-mail address again: the account exists; nothing more is made.
    const again = await jan.post('/api/profile/delegators', person);
    expect(again.statusCode).toBe(409);
    expect(
      (await jan.post('/api/profile/delegators', { ...person, email: 'x@example.nl', phoneNumber: '12' }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await jan.post('/api/profile/delegators', {
          ...person,
          email: 'y@example.nl',
          consent: { acceptedTerms: false, olderThanSixteen: true, safetyGuidelines: true },
        })
      ).statusCode,
    ).toBe(451);
    const accounts = await db.execute(
      sql`select count(*)::int as n from identity.accounts where email in ('x@example.nl', 'y@example.nl')`,
    );
    expect((accounts as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });

  it('shows the SMS outbox to admins only', async () => {
    expect((await jan.get('/api/profile/sms-messages')).statusCode).toBe(403);
    const outbox = await bart.get('/api/profile/sms-messages');
    expect(outbox.statusCode).toBe(200);
    expect((outbox.json() as { data: { to: string }[] }).data[0]!.to).toMatch(/^\+31/);
  });
});
