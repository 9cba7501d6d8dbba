import { sql } from 'drizzle-orm';
import type { Paged, Profile, Ride, Trip } from '@achterhoek/contracts';
import type { Db } from '../../src/platform/db/database.js';
import {
  asUpdate,
  callerFor,
  demoUser,
  newUser,
  registration,
  userWithProfile,
  type Caller,
} from '../profile-helpers.js';
import type { TestApp } from '../test-app.js';
import { loginAs } from '../oidc-client.js';
import { send } from '../communicator-helpers.js';
import { addDemoCar } from '../trip-helpers.js';
import { latestSmsCode } from './delegations.js';

/**
 * The people and records of the authorisation matrix: Gerda owns the passenger's records (her profile,
 * places, trips, shout-out, messages, credits), Henk the driver's (his car, rides and the bookings on
 * them); a newcomer is the other ordinary user; Jan is the caregiver with delegations from both, and a
 * second caregiver has none; Ingrid is the treasurer and Bart the admin.
 */
export interface MatrixPeople {
  gerda: Caller;
  henk: Caller;
  other: Caller;
  jan: Caller;
  caregiverWithout: Caller;
  treasurer: Caller;
  admin: Caller;
}

/** The ids the matrix sends: each belongs to its owner, as named. */
export interface MatrixRecords {
  gerdaProfileId: string;
  /** Gerda's profile as she would send it back unchanged. */
  profileUpdate: unknown;
  henkProfileId: string;
  placeId: number;
  complimentId: number;
  reviewId: number;
  delegationId: number;
  surveyInteractionId: number;
  conversationId: number;
  messageId: number;
  planId: number;
  alertId: number;
  tripId: number;
  calendarToken: string;
  withdrawalId: number;
  paymentId: string;
  carId: number;
  /** A second car of Henk's that no ride uses. */
  spareCarId: number;
  rideId: number;
  bookingId: number;
  accountId: number;
  batchId: number;
  charityId: number;
}

export interface Matrix {
  people: MatrixPeople;
  records: MatrixRecords;
  /** Activates Jan's delegations from Gerda and Henk: from then on he may act for them. */
  activateDelegations(): Promise<void>;
}

async function json<T>(
  response: Promise<{ statusCode: number; json(): unknown; body: string }>,
  what: string,
) {
  const answer = await response;
  if (answer.statusCode >= 300) throw new Error(`${what}: ${answer.statusCode} ${answer.body}`);
  return (answer.body ? answer.json() : undefined) as T;
}

/** A new user who has the caregiver's realm role but no delegation from anybody. */
async function caregiverWithoutDelegations(t: TestApp, db: Db): Promise<Caller> {
  const email = `mantelzorger-${Date.now().toString(36)}@example.nl`;
  const password = 'een-lang-wachtwoord';
  const user = await newUser(t, { givenName: 'Wim', familyName: 'Zonder' }, { email, password });
  await db.execute(sql`update identity.accounts set roles = '{delegate}' where id = ${user.sub}`);
  // The role is in the token: sign in again to get one that carries it.
  const caregiver = callerFor(
    t.app,
    (await loginAs(t.app, t.config.oidcClientId, email, password)).access_token,
  );
  await json(caregiver.post('/api/profile/profiles', registration()), 'the caregiver profile');
  return caregiver;
}

/** Jan asks to act for `person`; answers the delegation's id and the code `person` was sent. */
async function askDelegation(db: Db, jan: Caller, person: Caller) {
  const asked = await json<{ id: number }>(
    jan.post('/api/profile/delegations', { delegateRef: 'me', delegatorRef: person.sub }),
    'ask a delegation',
  );
  return { id: asked.id, code: await latestSmsCode(db) };
}

export async function buildMatrix(t: TestApp, db: Db): Promise<Matrix> {
  const demo = (name: string) => demoUser(t, `${name}@example.nl`);
  const [gerda, henk, jan, treasurer, admin] = await Promise.all(
    ['gerda', 'henk', 'jan', 'ingrid', 'beheer'].map(demo),
  );
  const { user: other } = await userWithProfile(t, {}, { givenName: 'Olga', familyName: 'Anders' });
  const caregiverWithout = await caregiverWithoutDelegations(t, db);
  const people = {
    gerda: gerda!,
    henk: henk!,
    other,
    jan: jan!,
    caregiverWithout,
    treasurer: treasurer!,
    admin: admin!,
  };
  const records = await recordsOf(db, people);
  const forGerda = await askDelegation(db, people.jan, people.gerda);
  const forHenk = await askDelegation(db, people.jan, people.henk);
  // The delegation calls work on the second caregiver's request to act for Gerda, still waiting for her
  // code: whatever they do to it leaves Jan's delegations alone.
  records.delegationId = (await askDelegation(db, people.caregiverWithout, people.gerda)).id;
  return {
    people,
    records,
    async activateDelegations() {
      for (const { id, code } of [forGerda, forHenk]) {
        await json(
          people.jan.post(`/api/profile/delegations/${id}/activations`, { activationCode: code }),
          'activate a delegation',
        );
      }
    },
  };
}

async function recordsOf(db: Db, people: MatrixPeople): Promise<MatrixRecords> {
  const { gerda, henk, treasurer } = people;
  const gerdaProfile = await json<Profile>(gerda.get('/api/profile/profiles/me'), 'her profile');
  const henkProfile = await json<Profile>(henk.get('/api/profile/profiles/me'), 'his profile');
  const place = await json<{ id: number }>(
    gerda.post(`/api/profile/profiles/${gerdaProfile.id}/places`, {
      label: 'Huisarts',
      location: { type: 'Point', coordinates: [6.7194, 51.9725] },
    }),
    'a place',
  );
  const compliment = await json<{ id: number }>(
    gerda.post('/api/profile/compliments', {
      receiver: henk.sub,
      context: 'urn:nb:pn:trip:7001',
      compliments: ['ON_TIME'],
    }),
    'a compliment',
  );
  const review = await json<{ id: number }>(
    gerda.post('/api/profile/reviews', {
      receiver: henk.sub,
      context: 'urn:nb:pn:trip:7002',
      review: 'Prima gereden, op tijd.',
    }),
    'a review',
  );
  // A survey open to everyone from the start, so Gerda has an interaction of her own.
  await db.execute(sql`insert into profile.surveys
    (id, title, url, start_time, take_delay_hours, take_interval_hours, incentive_code)
    values ('survey-matrix', 'Matrix', 'https://survey.example/m', '2020-01-01T00:00:00Z', 0, 100000, 'survey-matrix')`);
  await db.execute(
    sql`update profile.profiles set created_at = '2026-03-01T09:00:00Z' where id = ${gerda.sub}`,
  );
  const survey = await json<{ id: number }>(
    gerda.post('/api/profile/survey-interactions', { incentiveCode: 'survey-matrix' }),
    'a survey',
  );
  const message = await json<{ id: number }>(
    send(gerda, henk.sub, 'Rij je morgen?', 'urn:nb:cm:chat:7003'),
    'a message',
  );
  const conversations = await json<Paged<{ id: number }>>(
    gerda.get('/api/communicator/conversations/inbox'),
    'her inbox',
  );
  const plans = await json<Paged<{ id: number }>>(
    gerda.get('/api/planner/plans?planType=SHOUT_OUT'),
    'plans',
  );
  const alert = await json<{ id: number }>(
    gerda.post('/api/planner/ride-alerts', {
      from: { label: 'Winterswijk', location: { type: 'Point', coordinates: [6.7154, 51.9676] } },
      to: { label: 'Doetinchem', location: { type: 'Point', coordinates: [6.2944, 51.9583] } },
      travelTime: '2026-03-09T08:00:00+01:00',
    }),
    'a ride alert',
  );
  const trips = await json<Paged<Trip>>(gerda.get('/api/planner/trips?sortDir=ASC'), 'her trips');
  const feed = await json<{ url: string }>(gerda.post('/api/planner/users/me/calendar-feed'), 'a feed');
  await json(
    gerda.put('/api/banker/users/me/account', { iban: 'NL91ABNA0417164300', ibanHolder: 'G. Wassink' }),
    'her bank account',
  );
  const withdrawal = await json<{ id: number }>(
    gerda.post('/api/banker/users/me/withdrawals', { amountCredits: 10, description: 'Terug naar de bank' }),
    'a withdrawal',
  );
  const deposit = await json<{ paymentUrl: string }>(
    gerda.call({
      method: 'POST',
      url: '/api/banker/users/me/deposits',
      payload: { amountCredits: 10, description: 'Opwaarderen' },
      headers: { 'idempotency-key': 'matrix-deposit-1' },
    }),
    'a deposit',
  );
  const cars = await json<Array<{ id: number }>>(henk.get('/api/rideshare/users/me/cars'), 'his cars');
  const spare = await addDemoCar(henk, 6);
  const rides = await json<Paged<Ride>>(henk.get('/api/rideshare/rides?sortDir=ASC'), 'his rides');
  const booked = rides.data.find((ride) => ride.bookings.length > 0) ?? rides.data[0]!;
  const accounts = await json<Paged<{ id: number }>>(
    treasurer.get('/api/banker/accounts?purpose=SYSTEM'),
    'system accounts',
  );
  const batch = await json<{ id: number }>(treasurer.post('/api/banker/payment-batches'), 'a payment batch');
  const charities = await json<Paged<{ id: number }>>(gerda.get('/api/banker/charities'), 'charities');
  const [bookingRow] = (
    (await db.execute(sql`select min(id)::int as id from rideshare.bookings`)) as unknown as {
      rows: Array<{ id: number }>;
    }
  ).rows;
  return {
    gerdaProfileId: gerdaProfile.id,
    profileUpdate: asUpdate(gerdaProfile),
    henkProfileId: henkProfile.id,
    placeId: place.id,
    complimentId: compliment.id,
    reviewId: review.id,
    delegationId: 0,
    surveyInteractionId: survey.id,
    conversationId: conversations.data[0]!.id,
    messageId: message.id,
    planId: plans.data[0]!.id,
    alertId: alert.id,
    tripId: trips.data[0]!.id,
    calendarToken: feed.url
      .split('/')
      .pop()!
      .replace(/\.ics$/, ''),
    withdrawalId: withdrawal.id,
    paymentId: new URL(deposit.paymentUrl).pathname.split('/').pop()!,
    carId: cars[0]!.id,
    spareCarId: spare.id,
    rideId: booked.id,
    bookingId: booked.bookings[0]?.id ?? bookingRow!.id,
    accountId: accounts.data[0]!.id,
    batchId: batch.id,
    charityId: charities.data[0]!.id,
  };
}
