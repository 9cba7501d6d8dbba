import { describe, expect, it } from 'vitest';
import {
  MAX_OPEN_SHOUT_OUTS,
  MAX_SHOUT_OUT_NOTICES_PER_HOUR,
  SHOUT_OUTS_FULL_MESSAGE,
  type Paged,
  type ShoutOut,
} from '@achterhoek/contracts';
import { newUser, type Caller } from './profile-helpers.js';
import { useAppAt } from './support/app.js';
import { useDemoUsers } from './support/callers.js';
import { P, place, systemMessagesOf } from './trip-helpers.js';
import { askShoutOut, LICHTENVOORDE, SUNDAY_2000 } from './support/shout-outs.js';

// A passenger's shout-out to the community (reference §1.6): kept open with what a car would take, sent
// to the drivers living near the trip, found by drivers near it, cancelled by the passenger. The demo
// homes: Henk (driver) in Lichtenvoorde, Marieke (both) in Groenlo, Gerda and Jan (passengers).
const NOW = '2026-11-23T10:00:00+01:00';

describe('shout-outs', () => {
  const { t, clock } = useAppAt(NOW);

  const post = askShoutOut;
  const nearby = async (caller: Caller, location: string, radii = 'depArrRadius=20000&travelRadius=50000') =>
    (await caller.get(`${P}/shout-outs?location=${location}&${radii}`)).json() as Paged<ShoutOut>;

  const [gerda, henk, marieke, jan] = useDemoUsers(t, 'gerda', 'henk', 'marieke', 'jan');

  it('keeps the request open with the car it would take and its fare, and tells the drivers nearby', async () => {
    const response = await post(gerda);
    expect(response.statusCode).toBe(201);
    const shoutOut = response.json() as ShoutOut;
    expect(response.headers.location).toBe(`/api/planner/plans/${shoutOut.id}`);
    expect(shoutOut).toMatchObject({
      planRef: `urn:nb:pn:plan:${shoutOut.id}`,
      planType: 'SHOUT_OUT',
      planState: 'OPEN',
      traveller: { managedIdentity: gerda.sub, name: 'Gerda Wassink' },
      travelTime: SUNDAY_2000,
      itineraries: [],
    });
    const car = shoutOut.referenceItinerary;
    expect(car.legs).toHaveLength(1);
    expect(car.legs[0]).toMatchObject({ traverseMode: 'RIDESHARE', startTime: SUNDAY_2000 });
    expect(car.fareInCredits).toBe(Math.max(1, Math.round(car.legs[0]!.distance / 1000)));

    const db = t.app.database.db;
    const told = (caller: Caller) =>
      systemMessagesOf(db, caller).then((bodies) =>
        bodies.filter((body) => body.startsWith('Nieuwe oproep')),
      );
    expect(await told(henk)).toHaveLength(1);
    expect(await told(marieke)).toHaveLength(1);
    expect(await told(gerda)).toHaveLength(0);
    expect(await told(jan)).toHaveLength(0);

    // The passenger reads it back as hers; a driver may read it while it is open.
    expect(((await gerda.get(`${P}/plans/${shoutOut.planRef}`)).json() as ShoutOut).planState).toBe('OPEN');
    expect((await henk.get(`${P}/shout-outs/${shoutOut.id}`)).statusCode).toBe(200);
  });

  it('is found by drivers near its start or end, never by its own traveller, and not far away', async () => {
    const mine = (await post(gerda)).json() as ShoutOut;
    const nearLichtenvoorde = await nearby(henk, '51.9867,6.5667');
    expect(nearLichtenvoorde.data.map((item) => item.id)).toContain(mine.id);
    expect((await nearby(gerda, '51.9867,6.5667')).data.map((item) => item.id)).not.toContain(mine.id);
    const amsterdam = await nearby(henk, '52.3789,4.9003');
    expect(amsterdam.data.map((item) => item.id)).not.toContain(mine.id);
    // The whole country around its middle (spec 000 §9: 200 km) reaches it.
    const country = await nearby(henk, '52.25,5.35', 'depArrRadius=200000&travelRadius=200000');
    expect(country.data.map((item) => item.id)).toContain(mine.id);
  });

  it('is cancelled by its traveller only, with a reason, and then leaves the community list', async () => {
    const mine = (await post(gerda)).json() as ShoutOut;
    expect((await henk.del(`${P}/plans/${mine.id}`)).statusCode).toBe(403);
    const cancelled = await gerda.del(`${P}/plans/${mine.id}?reason=${encodeURIComponent('Al geregeld')}`);
    expect(cancelled.statusCode).toBe(204);
    const after = (await gerda.get(`${P}/plans/${mine.id}`)).json() as ShoutOut;
    expect(after).toMatchObject({ planState: 'CANCELLED', cancelReason: 'Al geregeld' });
    expect((await nearby(henk, '51.9867,6.5667')).data.map((item) => item.id)).not.toContain(mine.id);
    expect((await henk.get(`${P}/shout-outs/${mine.id}`)).statusCode).toBe(403);
    const open = (await gerda.get(`${P}/plans?planType=SHOUT_OUT`)).json() as Paged<ShoutOut>;
    expect(open.data.map((item) => item.id)).not.toContain(mine.id);
    const history = (await gerda.get(`${P}/plans?inProgress=false`)).json() as Paged<ShoutOut>;
    expect(history.data.map((item) => item.id)).toContain(mine.id);
  });

  it('answers 400 to bad input and stores nothing', async () => {
    const before = ((await gerda.get(`${P}/plans?inProgress=false&maxResults=100`)).json() as Paged<ShoutOut>)
      .totalCount;
    for (const body of [
      { planType: 'SEARCH' },
      { from: undefined },
      { travelTime: '2026-11-20T10:00:00+01:00' },
      { to: place('Amsterdam Centraal', 52.3789, 4.9003) },
      { nrSeats: 9 },
      // More than a year ahead, and a place label of a megabyte.
      { travelTime: '9999-12-31T20:00:00+01:00' },
      { travelTime: '2027-11-24T20:00:00+01:00' },
      { from: { ...LICHTENVOORDE, label: 'x'.repeat(1_000_000) } },
    ]) {
      const response = await post(gerda, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await henk.get(`${P}/shout-outs?location=here`)).statusCode).toBe(400);
    expect(
      (await henk.get(`${P}/shout-outs?location=52,6&depArrRadius=60000&travelRadius=50000`)).statusCode,
    ).toBe(400);
    const after = ((await gerda.get(`${P}/plans?inProgress=false&maxResults=100`)).json() as Paged<ShoutOut>)
      .totalCount;
    expect(after).toBe(before);
  });

  it('stays the passenger’s history when the nightly job removes old searches', async () => {
    const mine = (await post(gerda)).json() as ShoutOut;
    clock.set(Date.parse(NOW) + 10 * 24 * 3600_000);
    try {
      await t.app.timers.runDue();
      expect((await gerda.get(`${P}/plans/${mine.id}`)).statusCode).toBe(200);
    } finally {
      clock.set(Date.parse(NOW));
    }
  });

  const notices = async (caller: Caller) =>
    (await systemMessagesOf(t.app.database.db, caller)).filter((body) => body.startsWith('Nieuwe oproep'))
      .length;

  it(`keeps at most ${MAX_OPEN_SHOUT_OUTS} shout-outs of a passenger open at once`, async () => {
    const eager = await newUser(t, { givenName: 'Els', familyName: 'Ellenbroek' });
    const made: ShoutOut[] = [];
    for (let index = 0; index < MAX_OPEN_SHOUT_OUTS; index += 1) {
      const response = await post(eager, { travelTime: `2026-12-0${index + 1}T20:00:00+01:00` });
      expect(response.statusCode).toBe(201);
      made.push(response.json() as ShoutOut);
    }
    const refused = await post(eager, { travelTime: '2026-12-08T20:00:00+01:00' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ status: 422, message: SHOUT_OUTS_FULL_MESSAGE });
    const all = (await eager.get(`${P}/plans?inProgress=false&maxResults=100`)).json() as Paged<ShoutOut>;
    expect(all.totalCount).toBe(MAX_OPEN_SHOUT_OUTS);

    // A cancelled one no longer counts.
    expect((await eager.del(`${P}/plans/${made[0]!.id}`)).statusCode).toBe(204);
    expect((await post(eager, { travelTime: '2026-12-08T20:00:00+01:00' })).statusCode).toBe(201);
  });

  it(`messages a driver about at most ${MAX_SHOUT_OUT_NOTICES_PER_HOUR} new shout-outs an hour; the rest are in their list`, async () => {
    // Other tests' shout-outs told Henk at this very time too: an hour later his count starts afresh.
    clock.set(Date.parse(NOW) + 2 * 3600_000);
    try {
      const before = await notices(henk);
      const askers = [
        await newUser(t, { givenName: 'Anna', familyName: 'Aarts' }),
        await newUser(t, { givenName: 'Bea', familyName: 'Bakker' }),
      ];
      const posted: ShoutOut[] = [];
      for (const asker of askers) {
        for (let index = 0; index < 4; index += 1) {
          const response = await post(asker, { travelTime: `2026-12-1${index}T20:00:00+01:00` });
          expect(response.statusCode).toBe(201);
          posted.push(response.json() as ShoutOut);
        }
      }
      expect((await notices(henk)) - before).toBe(MAX_SHOUT_OUT_NOTICES_PER_HOUR);
      // Every shout-out is still in his list of those near him.
      const list = await nearby(
        henk,
        '51.9866,6.5664',
        'depArrRadius=20000&travelRadius=50000&maxResults=100',
      );
      for (const shoutOut of posted) expect(list.data.map((item) => item.id)).toContain(shoutOut.id);

      // An hour later he hears of new ones again.
      clock.set(Date.parse(NOW) + 3 * 3600_000 + 60_000);
      const counted = await notices(henk);
      expect((await post(askers[0]!, { travelTime: '2026-12-20T20:00:00+01:00' })).statusCode).toBe(201);
      expect(await notices(henk)).toBe(counted + 1);
    } finally {
      clock.set(Date.parse(NOW));
    }
  });
});
