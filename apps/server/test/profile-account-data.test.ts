import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_DATA_FORMAT,
  type AccountDataExport,
  type Car,
  type Paged,
  type Ride,
  type Trip,
} from '@achterhoek/contracts';
import { balanceOf } from '../src/modules/banker/index.js';
import { decodeJwtPayload, loginAs } from './oidc-client.js';
import { callerFor, P, userWithProfile, type Caller } from './profile-helpers.js';
import { depositCredits, expectBooksBalance, rowCounts, rows } from './ledger-helpers.js';
import { addDemoCar, offerRide, P as PLANNER, searchRide } from './trip-helpers.js';
import { useAppAt } from './support/app.js';
import { useCallers, useDemoUsers } from './support/callers.js';
import { delegationByAdmin } from './support/delegations.js';

// Issue 32, a person's own data: they download everything the app holds about them, and they may remove
// their account; what the books and other people's trips must keep stays with the name 'Verwijderde
// gebruiker' (decision 0058). Femke is a passenger with a profile, a favourite place, credits, a trip on
// Dinand's ride and a message to him; Jan is a caregiver acting for Gerda.
const NOW = '2026-11-23T10:00:00+01:00';
const TUESDAY_1200 = '2026-11-24T12:00:00+01:00';
const EXPORT = `${P}/profiles/me/export`;
const ACCOUNT = `${P}/profiles/me`;
const PASSWORD = 'een-lang-wachtwoord';
const CONFIRMED = { confirmation: 'VERWIJDEREN' };
const MESSAGE = 'Ik sta bij de hoofdingang.';

const emailOf = (caller: Caller) => String(decodeJwtPayload(caller.token).email);
const removeAccount = (caller: Caller, payload: unknown = CONFIRMED) =>
  caller.call({ method: 'DELETE', url: ACCOUNT, payload: payload as object });

describe("a person's own data: download and removal", () => {
  const { t, db } = useAppAt(NOW);
  const [gerda, jan, admin] = useDemoUsers(t, 'gerda', 'jan', 'beheer');
  const [femke, dinand] = useCallers(2, async () => [
    (await userWithProfile(t, {}, { givenName: 'Femke', familyName: 'Wolters' })).user,
    (await userWithProfile(t, { userRole: 'driver' }, { givenName: 'Dinand', familyName: 'Klein Gunnewiek' }))
      .user,
  ]);
  let car: Car;
  let ride: Ride;
  let trip: Trip;

  /** The tables removing an account writes to (other people's rows counted too). */
  const everything = () =>
    rowCounts(db, {
      profiles: 'profile.profiles',
      places: 'profile.places',
      accounts: 'identity.accounts',
      closed: 'profile.closed_accounts',
      conversations: 'communicator.conversations',
      messages: 'communicator.messages',
      plans: 'planner.plans',
      trips: 'planner.trips',
      rides: 'rideshare.rides',
      bookings: 'rideshare.bookings',
      delegations: 'delegation.delegations',
      entries: 'banker.entries',
      donations: 'banker.donations',
    });
  /** The names and states the rows about Femke carry, as other people's views read them. */
  const femkesTraces = async () => ({
    bookings: await rows<{ given: string; family: string; state: string }>(
      db,
      sql`select passenger_given_name as given, passenger_family_name as family, state
          from rideshare.bookings where passenger_id = ${femke.sub}`,
    ),
    donations: await rows<{ given: string; family: string }>(
      db,
      sql`select donor_given_name as given, donor_family_name as family from banker.donations
          where donor_id = ${femke.sub}`,
    ),
  });

  beforeAll(async () => {
    car = await addDemoCar(dinand, 2);
    ride = await offerRide(dinand, car.carRef, TUESDAY_1200);
    await depositCredits(db, { managedIdentity: femke.sub, name: 'Femke Wolters' }, 200);
    const place = await femke.post(`${P}/profiles/me/places`, {
      label: 'Ziekenhuis Winterswijk',
      location: { type: 'Point', coordinates: [6.7215, 51.9658] },
    });
    expect(place.statusCode).toBe(201);
    const { itinerary } = await searchRide(femke, TUESDAY_1200, ride);
    const booked = await femke.post(`${PLANNER}/trips`, { itineraryRef: itinerary.itineraryRef });
    expect(booked.statusCode).toBe(201);
    trip = booked.json() as Trip;
    const written = await femke.post('/api/communicator/messages', {
      body: MESSAGE,
      context: trip.tripRef,
      envelopes: [{ context: trip.tripRef, recipient: { managedIdentity: dinand.sub } }],
    });
    expect(written.statusCode).toBe(201);
  });

  it('answers 401 to a caller without a token, for both', async () => {
    expect((await t.app.inject({ method: 'GET', url: EXPORT })).statusCode).toBe(401);
    const before = await everything();
    const anonymous = await t.app.inject({ method: 'DELETE', url: ACCOUNT, payload: CONFIRMED });
    expect(anonymous.statusCode).toBe(401);
    expect(await everything()).toEqual(before);
  });

  it("downloads, as a dated JSON file, the caller's data from every module and nothing private of others", async () => {
    const response = await femke.get(EXPORT);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="mijn-gegevens-2026-11-23.json"',
    );
    const data = response.json() as AccountDataExport;
    expect(data).toMatchObject({ format: ACCOUNT_DATA_FORMAT, userId: femke.sub });
    const parts = data.parts as Record<string, Record<string, unknown>>;
    expect(Object.keys(parts).sort()).toEqual(
      ['banker', 'communicator', 'delegation', 'identity', 'planner', 'profile', 'rideshare'].sort(),
    );
    expect(parts.profile).toMatchObject({
      profile: { firstName: 'Femke', lastName: 'Wolters', email: emailOf(femke) },
      places: [{ label: 'Ziekenhuis Winterswijk' }],
    });
    expect(parts.identity).toEqual({
      account: expect.objectContaining({ email: emailOf(femke), givenName: 'Femke', roles: [] }),
    });
    expect(parts.planner!.trips).toEqual([expect.objectContaining({ id: trip.id, state: 'SCHEDULED' })]);
    expect(parts.rideshare!.bookings).toEqual([expect.objectContaining({ passengerId: femke.sub })]);
    const messages = parts.communicator!.messages as Array<{ body: string; sentByMe: boolean }>;
    expect(messages).toContainEqual(expect.objectContaining({ body: MESSAGE, sentByMe: true }));
    // Received too: the booking's system message.
    expect(messages.some((message) => !message.sentByMe)).toBe(true);
    expect(parts.banker!.statementEntries).toContainEqual(
      expect.objectContaining({ purpose: 'DEPOSIT', amount: 200 }),
    );
    expect(parts.delegation).toEqual({ delegations: [] });
    // Never a secret, never another person's e-mail address.
    expect(response.body).not.toMatch(/password|scrypt|argon|token_hash|activationCode/i);
    expect(response.body).not.toContain(emailOf(dinand));
    expect(response.body).not.toContain('gerda@example.nl');
  });

  it('refuses a caregiver acting for somebody both calls (403), nothing changed', async () => {
    await delegationByAdmin(admin, jan, gerda);
    const janForGerda = callerFor(t.app, jan.token, { 'x-delegator': gerda.sub });
    const before = await everything();
    expect((await janForGerda.get(EXPORT)).statusCode).toBe(403);
    expect((await removeAccount(janForGerda)).statusCode).toBe(403);
    expect(await everything()).toEqual(before);
    // Gerda herself may: her download holds the delegation, and of Jan no more than his id.
    const own = await gerda.get(EXPORT);
    expect(own.statusCode).toBe(200);
    const { delegation } = (own.json() as AccountDataExport).parts;
    expect(delegation).toEqual({
      delegations: [expect.objectContaining({ delegateId: jan.sub, delegatorId: gerda.sub })],
    });
    expect(own.body).not.toContain(emailOf(jan));
  });

  it('answers 400 naming the field for a removal without its confirmation, nothing changed', async () => {
    const before = await everything();
    for (const payload of [{}, { confirmation: 'ja' }, { ...CONFIRMED, extra: true }]) {
      const refused = await removeAccount(femke, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.body).toMatch(/confirmation|extra/);
    }
    expect(await everything()).toEqual(before);
  });

  it('refuses the removal (409) while credits and a booked trip remain, saying what to do first', async () => {
    const before = await everything();
    const refused = await removeAccount(femke);
    expect(refused.statusCode).toBe(409);
    const body = refused.json() as { message: string; code: string };
    expect(body.code).toBe('ACCOUNT_NOT_REMOVABLE');
    expect(body.message).toContain('credits');
    expect(body.message).toContain('annuleer je geplande reizen');
    expect(await everything()).toEqual(before);
    expect((await femke.get(`${P}/profiles/me`)).statusCode).toBe(200);
  });

  it('refuses a driver whose ride still carries a passenger', async () => {
    const refused = await removeAccount(dinand);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: expect.stringContaining('ritten met passagiers') });
  });

  it('removes the account once the trip is cancelled and the credits given away, anonymising what others keep', async () => {
    expect((await femke.del(`${PLANNER}/trips/${trip.id}`)).statusCode).toBe(204);
    const charities = (await femke.get('/api/banker/charities')).json() as Paged<{ id: number }>;
    const { current } = await balanceOf(db, femke.sub);
    const gift = await femke.post(`/api/banker/charities/${charities.data[0]!.id}/donations`, {
      amount: current,
      anonymous: false,
    });
    expect(gift.statusCode).toBe(201);
    const before = await everything();

    expect((await removeAccount(femke)).statusCode).toBe(204);

    const after = await everything();
    // Hers alone is gone: the profile with its place, the login, her conversation and her searches.
    expect(after).toMatchObject({
      profiles: before.profiles - 1,
      places: before.places - 1,
      accounts: before.accounts - 1,
      closed: before.closed + 1,
      trips: before.trips,
      rides: before.rides,
      bookings: before.bookings,
      donations: before.donations,
    });
    expect(after.conversations).toBeLessThan(before.conversations);
    expect(after.plans).toBeLessThan(before.plans);
    // The driver keeps her booking and the charity her gift, under 'Verwijderde gebruiker'.
    expect(await femkesTraces()).toEqual({
      bookings: [{ given: 'Verwijderde', family: 'gebruiker', state: 'CANCELLED' }],
      donations: [{ given: 'Verwijderde', family: 'gebruiker' }],
    });
    // Dinand keeps her message in his conversation, from 'Verwijderde gebruiker'.
    const conversations = (await dinand.get('/api/communicator/conversations/inbox')).json() as Paged<{
      id: number;
    }>;
    const found: Array<{ body: string; sender: { givenName: string; familyName: string } | null }> = [];
    for (const conversation of conversations.data) {
      const page = (
        await dinand.get(`/api/communicator/conversations/${conversation.id}/messages`)
      ).json() as Paged<(typeof found)[number]>;
      found.push(...page.data);
    }
    expect(found).toContainEqual(
      expect.objectContaining({
        body: MESSAGE,
        sender: expect.objectContaining({ givenName: 'Verwijderde', familyName: 'gebruiker' }),
      }),
    );
    // The books keep every entry and still balance.
    expect(after.entries).toBe(before.entries);
    await expectBooksBalance(db);
    // Her token no longer works, and she cannot sign in again.
    expect((await femke.get(`${P}/profiles/me`)).statusCode).toBe(401);
    expect((await femke.get(EXPORT)).statusCode).toBe(401);
    await expect(loginAs(t.app, t.config.oidcClientId, emailOf(femke), PASSWORD)).rejects.toThrow(
      /login failed/,
    );
  });

  it("ends a removed person's delegations on both sides", async () => {
    const { user: truus } = await userWithProfile(t, {}, { givenName: 'Truus', familyName: 'Oosterink' });
    await delegationByAdmin(admin, jan, truus);
    expect((await removeAccount(truus)).statusCode).toBe(204);
    const ended = await rows<{ revoked: boolean }>(
      db,
      sql`select revocation_time is not null as revoked from delegation.delegations where delegator_id = ${truus.sub}`,
    );
    expect(ended).toEqual([{ revoked: true }]);
    const acting = callerFor(t.app, jan.token, { 'x-delegator': truus.sub });
    expect((await acting.get(`${P}/profiles/me`)).statusCode).toBe(403);
  });
});
