import type { InjectOptions } from 'fastify';
import { DEFAULT_RIDE_PLAN_OPTIONS, type EndpointDefinition } from '@achterhoek/contracts';
import { newDelegatorForm } from './delegations.js';
import { pushKeys } from '../push-keys.js';
import type { MatrixRecords } from './matrix-fixture.js';

/** Whose records a call's ids are: the passenger's (Gerda) or the driver's (Henk). */
export type Owner = 'gerda' | 'henk';

/** One call as the matrix makes it: the owner's ids in the path, and input the call's contract accepts. */
export interface MatrixRequest {
  owner: Owner;
  options: InjectOptions;
  /** The same input by part, for a test that changes one place of it. */
  parts: {
    params: Record<string, string>;
    query: Record<string, string>;
    body?: unknown;
    headers?: Record<string, string>;
  };
}

interface Sample {
  owner?: Owner;
  /** Path parameters other than those every call names the same way. */
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  body?: unknown;
  headers?: Record<string, string>;
}

const point = (lon: number, lat: number) => ({ type: 'Point' as const, coordinates: [lon, lat] });
const WINTERSWIJK = { label: 'Station Winterswijk', location: point(6.715404, 51.967654) };
const DOETINCHEM = { label: 'Station Doetinchem', location: point(6.294481, 51.958362) };
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const CHARITY = {
  name: 'Buurtbus Zelhem',
  description: 'Een nieuwe buurtbus.',
  location: { label: 'Zelhem' },
  goalAmount: 500,
  campaignStartTime: '2026-03-01T00:00:00+01:00',
};
const MONEY = { amountCredits: 10, description: 'Correctie' };
const IBAN = { iban: 'NL91ABNA0417164300', ibanHolder: 'Stichting Test' };

/**
 * Input each call with a body or a mandatory query accepts, so that a refusal is the authorisation's and
 * not the validation's. Keyed by `METHOD path`; a call that takes a body and is missing here fails the test.
 */
function samples(r: MatrixRecords, n: number): Record<string, Sample> {
  return {
    'POST /api/profile/profiles': {
      body: {
        address: { locality: 'Winterswijk', location: point(6.71944, 51.9725) },
        userRole: 'passenger',
        consent: { acceptedTerms: true, olderThanSixteen: true, safetyGuidelines: true },
      },
    },
    'GET /api/profile/profiles': { query: { text: 'Wassink' } },
    // Her profile as she would send it back, with her options for the rides she offers filled in.
    'PUT /api/profile/profiles/:profileId': {
      body: { ...(r.profileUpdate as object), ridePlanOptions: DEFAULT_RIDE_PLAN_OPTIONS },
    },
    'PUT /api/profile/profiles/:profileId/image': { body: { image: PNG } },
    'DELETE /api/profile/profiles/me': { body: { confirmation: 'VERWIJDEREN' } },
    'POST /api/profile/profiles/me/session-log': {
      body: {
        userAgent: 'Matrix',
        userEvents: [{ event: 'PAGE_VISIT', eventTime: '2026-03-02T09:00:00+01:00', path: '/home' }],
      },
    },
    'POST /api/profile/profiles/:profileId/places': {
      body: { label: 'Apotheek', location: point(6.72, 51.97) },
    },
    'GET /api/profile/compliments': { query: { receiverId: r.henkProfileId } },
    'POST /api/profile/compliments': {
      body: { receiver: r.henkProfileId, context: 'urn:nb:pn:trip:7101', compliments: ['SOCIABLE'] },
    },
    'GET /api/profile/reviews': { query: { receiverId: r.henkProfileId } },
    'POST /api/profile/reviews': {
      body: { receiver: r.henkProfileId, context: 'urn:nb:pn:trip:7102', review: 'Fijne rit.' },
    },
    'POST /api/profile/delegations': { body: { delegateRef: 'me', delegatorRef: r.henkProfileId } },
    'GET /api/profile/delegations': { query: { delegator: r.gerdaProfileId } },
    'POST /api/profile/delegations/:delegationId/activations': { body: { activationCode: '000000' } },
    'POST /api/profile/delegators': { body: newDelegatorForm({ email: 'truus.matrix@example.nl' }) },
    'POST /api/profile/survey-interactions': { body: {} },
    'GET /api/communicator/conversations': { query: { context: 'urn:nb:cm:chat:7003' } },
    'POST /api/communicator/conversations': {
      body: { topic: 'Vraag', initialContext: `urn:nb:cm:chat:${8000 + n}` },
    },
    // A new chat each time: in a chat of earlier callers a later one would not take part.
    'POST /api/communicator/messages': {
      body: {
        body: 'Tot morgen',
        context: `urn:nb:cm:chat:${9000 + n}`,
        envelopes: [
          { context: `urn:nb:cm:chat:${9000 + n}`, recipient: { managedIdentity: r.henkProfileId } },
        ],
      },
    },
    'PUT /api/communicator/users/me/fcm-token': { body: { token: 'fcm-matrix-token' } },
    'PUT /api/communicator/users/me/push-subscription': {
      body: { endpoint: 'https://push.example.org/matrix', keys: pushKeys() },
    },
    'DELETE /api/communicator/users/me/push-subscription': {
      query: { endpoint: 'https://push.example.org/matrix' },
    },
    'GET /api/geo/suggestions': { query: { query: 'Markt' } },
    'GET /api/planner/search/plan': {
      query: {
        from: 'Station Winterswijk::51.967654,6.715404',
        to: 'Station Doetinchem::51.958362,6.294481',
        travelTime: '2026-03-03T08:00:00+01:00',
      },
    },
    'POST /api/planner/plans': {
      body: {
        planType: 'SHOUT_OUT',
        from: WINTERSWIJK,
        to: DOETINCHEM,
        travelTime: '2026-03-04T10:00:00+01:00',
      },
    },
    'GET /api/planner/shout-outs': { query: { location: 'Winterswijk::51.9722,6.7196' } },
    'POST /api/planner/shout-outs/:planId': {
      body: { planRef: `urn:nb:pn:plan:${r.planId}`, driverRef: 'me' },
    },
    'POST /api/planner/ride-alerts': {
      body: { from: WINTERSWIJK, to: DOETINCHEM, travelTime: '2026-03-10T08:00:00+01:00' },
    },
    'POST /api/planner/trips': { body: { itineraryRef: 1 } },
    'PUT /api/planner/trips/:tripId/confirm/:value': { params: { value: 'true' } },
    'PUT /api/planner/trips/:tripId/settle/:decision': { params: { decision: 'favors-traveller' } },
    // The matrix's clock stands on Monday 2 March 2026.
    'PUT /api/planner/live-feed/simulator/changes': {
      body: { tripId: 'T1-heen-weekday-0809', serviceDate: '2026-03-02', delayMinutes: 15 },
    },
    'GET /api/planner/users/:profileRef/report': { params: { profileRef: r.gerdaProfileId } },
    'GET /api/planner/calendar/:token': { params: { token: r.calendarToken } },
    'POST /api/banker/users/me/deposits': {
      body: { amountCredits: 10, description: 'Opwaarderen' },
      headers: { 'idempotency-key': 'matrix-deposit-2' },
    },
    'POST /api/banker/deposit-events': { body: { project_id: 'matrix', order_id: 'matrix-order' } },
    'PUT /api/banker/users/me/account': { body: IBAN },
    'POST /api/banker/mollie-webhook': { body: { id: 'tr_matrix' } },
    'POST /api/banker/simulator/payments/:id': { body: { outcome: 'cancel' } },
    'POST /api/banker/users/me/withdrawals': { body: MONEY },
    'PUT /api/banker/payment-batches/:id': {
      body: { withdrawalRequests: [{ id: r.withdrawalId, status: 'CANCELLED', reason: 'Matrix' }] },
    },
    'GET /api/banker/accounts': { query: { purpose: 'SYSTEM' } },
    'POST /api/banker/accounts/:id/deposits': { body: MONEY },
    'POST /api/banker/accounts/:id/withdrawals': { body: MONEY },
    'PUT /api/banker/accounts/:id': { body: IBAN },
    'POST /api/banker/charities': { body: CHARITY },
    'PUT /api/banker/charities/:id': { body: CHARITY },
    'PUT /api/banker/charities/:id/image': { body: { image: PNG } },
    'PUT /api/banker/charities/:id/account': { body: IBAN },
    'POST /api/banker/charities/:ref/donations': { body: { amount: 1 } },
    'POST /api/banker/charities/:id/withdrawals': { body: MONEY },
    'GET /api/rideshare/cars/lookup': { query: { licensePlate: 'XX-999-X' } },
    'POST /api/rideshare/users/me/cars': { body: { licensePlate: 'XX-999-X' } },
    'POST /api/rideshare/rides': {
      body: {
        from: WINTERSWIJK,
        to: DOETINCHEM,
        travelTime: { when: '2026-03-05T08:00:00+01:00', arriving: false },
        ridePlanOptions: {
          ableToAssist: false,
          maxPassengers: 3,
          maxTimeDetour: 15,
          maxDistanceDetour: 10,
          luggageOptions: [],
        },
      },
    },
    'PUT /api/rideshare/rides/:rideId': {
      body: {
        carRef: `urn:nb:rs:car:${r.carId}`,
        ableToAssist: false,
        maxDetourMeters: 10000,
        maxDetourSeconds: 900,
        nrSeatsAvailable: 3,
        fromPlace: WINTERSWIJK,
        toPlace: DOETINCHEM,
        arrivalTimePinned: false,
        departureTime: '2026-03-06T08:00:00+01:00',
      },
    },
    'PUT /api/rideshare/bookings/:bookingId/confirm/:value': { params: { value: 'true' } },
    // A car no ride uses: Henk may remove it (the car of his rides he may not, whoever asks).
    'DELETE /api/rideshare/users/me/cars/:carId': { params: { carId: r.spareCarId } },
  };
}

/** The record every call names by this parameter, and whose it is. */
function paramOf(call: EndpointDefinition, name: string, r: MatrixRecords): string | number | undefined {
  const byName: Record<string, string | number> = {
    profileId: r.gerdaProfileId,
    placeId: r.placeId,
    delegationId: r.delegationId,
    planId: r.planId,
    alertId: r.alertId,
    tripId: r.tripId,
    rideId: r.rideId,
    bookingId: r.bookingId,
    carId: r.carId,
    ref: r.charityId,
  };
  if (name !== 'id') return byName[name];
  const byPrefix: Array<[string, number | string]> = [
    ['/api/profile/compliments', r.complimentId],
    ['/api/profile/reviews', r.reviewId],
    ['/api/profile/survey-interactions', r.surveyInteractionId],
    ['/api/communicator/conversations', r.conversationId],
    ['/api/communicator/messages', r.messageId],
    ['/api/banker/simulator/payments', r.paymentId],
    ['/api/banker/users/me/withdrawals', r.withdrawalId],
    ['/api/banker/withdrawals', r.withdrawalId],
    ['/api/banker/payment-batches', r.batchId],
    ['/api/banker/accounts', r.accountId],
    ['/api/banker/charities', r.charityId],
  ];
  return byPrefix.find(([prefix]) => call.path.startsWith(`${prefix}/`))?.[1];
}

/** Henk's records: his cars, rides and the bookings on them. */
const HENKS = /^\/api\/rideshare\/(rides\/|bookings\/|users\/me\/cars\/)/;

/**
 * The call made with the owner's ids and accepted input, the `n`th made (a number some inputs take to be
 * new each time); throws for a call the matrix cannot make yet.
 */
export function matrixRequest(call: EndpointDefinition, records: MatrixRecords, n: number): MatrixRequest {
  const name = `${call.method} ${call.path}`;
  const sample = samples(records, n)[name] ?? {};
  if (call.body && sample.body === undefined) throw new Error(`${name}: the matrix has no body for it`);
  const params: Record<string, string> = {};
  const url = call.path.replace(/:([A-Za-z0-9_]+)/g, (_match, param: string) => {
    const value = sample.params?.[param] ?? paramOf(call, param, records);
    if (value === undefined) throw new Error(`${name}: the matrix has no value for :${param}`);
    params[param] = String(value);
    return encodeURIComponent(String(value));
  });
  const query = sample.query ?? {};
  const search = new URLSearchParams(query).toString();
  return {
    owner: sample.owner ?? (HENKS.test(call.path) ? 'henk' : 'gerda'),
    options: {
      method: call.method,
      url: search ? `${url}?${search}` : url,
      ...(sample.body === undefined ? {} : { payload: sample.body as InjectOptions['payload'] }),
      ...(sample.headers ? { headers: sample.headers } : {}),
    },
    parts: { params, query, body: sample.body, ...(sample.headers ? { headers: sample.headers } : {}) },
  };
}
