import { describe, expect, it } from 'vitest';
import {
  OFFERED_COMPLIMENT_TYPES,
  type PagedComplimentSetsSchema,
  type PagedReviewsSchema,
} from '@achterhoek/contracts';
import type { z } from 'zod';
import { useAppAt } from './support/app.js';
import { useDemoUsers } from './support/callers.js';
import { newUser, P } from './profile-helpers.js';

type PagedCompliments = z.infer<typeof PagedComplimentSetsSchema>;
type PagedReviews = z.infer<typeof PagedReviewsSchema>;

const TRIP = 'urn:nb:pn:trip:42';

describe('compliments and reviews', () => {
  const { t, clock } = useAppAt('2026-03-02T10:00:00Z');

  const [gerda, henk, marieke, admin] = useDemoUsers(t, 'gerda', 'henk', 'marieke', 'beheer');

  it('offers the compliment types without NICE_CAR', async () => {
    const response = await gerda.get(`${P}/compliments/types`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ complimentTypes: OFFERED_COMPLIMENT_TYPES });
    expect(OFFERED_COMPLIMENT_TYPES).not.toContain('NICE_CAR');
  });

  describe('compliments', () => {
    it('refuses a compliment that is no longer offered, storing nothing', async () => {
      const refused = await gerda.post(`${P}/compliments`, {
        receiver: henk.sub,
        context: 'urn:nb:pn:trip:9090',
        compliments: ['ON_TIME', 'NICE_CAR'],
      });
      expect(refused.statusCode).toBe(400);
      const page = (await gerda.get(`${P}/compliments?receiverId=${henk.sub}`)).json() as PagedCompliments;
      expect(page.data.map((set) => set.context)).not.toContain('urn:nb:pn:trip:9090');
    });

    it('gives compliments, lists them for the receiver with both public profiles, and refuses a duplicate', async () => {
      const created = await gerda.post(`${P}/compliments`, {
        receiver: henk.sub,
        context: TRIP,
        compliments: ['ON_TIME', 'SOCIABLE', 'ON_TIME'],
      });
      expect(created.statusCode).toBe(201);
      const { id } = created.json() as { id: number };
      expect(created.headers.location).toBe(`${P}/compliments/${id}`);

      const page = (await gerda.get(`${P}/compliments?receiverId=${henk.sub}`)).json() as PagedCompliments;
      expect(page).toMatchObject({ totalCount: 1, offset: 0, count: 1 });
      expect(page.data[0]).toMatchObject({
        id,
        context: TRIP,
        compliments: ['ON_TIME', 'SOCIABLE'],
        receiver: { id: henk.sub, firstName: 'Henk', lastName: 'Lubbers' },
        sender: { id: gerda.sub, firstName: 'Gerda' },
      });
      expect(page.data[0]!.sender).not.toHaveProperty('email');
      // Published at the app clock's time.
      expect(page.data[0]!.published).toBe('2026-03-02T10:00:00.000Z');
      // Henk sees his own with `me`, and a URN works as well.
      expect(((await henk.get(`${P}/compliments?receiverId=me`)).json() as PagedCompliments).count).toBe(1);
      const byUrn = (
        await henk.get(`${P}/compliments?receiverId=urn:nb:pf:user:${henk.sub}`)
      ).json() as PagedCompliments;
      expect(byUrn.count).toBe(1);

      const duplicate = await gerda.post(`${P}/compliments`, {
        receiver: `urn:nb:kc:user:${henk.sub}`,
        context: TRIP,
        compliments: ['NEATLY'],
      });
      expect(duplicate.statusCode).toBe(409);
      // Another trip is fine, and a minute later it comes first.
      clock.advance(60_000);
      const other = await gerda.post(`${P}/compliments`, {
        receiver: henk.sub,
        context: 'urn:nb:pn:trip:43',
        compliments: ['NEATLY'],
      });
      expect(other.statusCode).toBe(201);
      const both = (await gerda.get(`${P}/compliments?receiverId=${henk.sub}`)).json() as PagedCompliments;
      expect(both.totalCount).toBe(2);
      expect(both.data.map((set) => [set.context, set.published])).toEqual([
        ['urn:nb:pn:trip:43', '2026-03-02T10:01:00.000Z'],
        [TRIP, '2026-03-02T10:00:00.000Z'],
      ]);
    });

    it('answers 400 for more than 3 compliments, for none, and for oneself; stores nothing', async () => {
      const before = (
        await gerda.get(`${P}/compliments?receiverId=${marieke.sub}`)
      ).json() as PagedCompliments;
      const tooMany = await gerda.post(`${P}/compliments`, {
        receiver: marieke.sub,
        context: TRIP,
        compliments: ['ON_TIME', 'SOCIABLE', 'NEATLY', 'TALKS_EASILY'],
      });
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json()).toMatchObject({ fields: ['body.compliments'] });
      const none = await gerda.post(`${P}/compliments`, {
        receiver: marieke.sub,
        context: TRIP,
        compliments: [],
      });
      expect(none.statusCode).toBe(400);
      const unknown = await gerda.post(`${P}/compliments`, {
        receiver: marieke.sub,
        context: TRIP,
        compliments: ['HANDSOME'],
      });
      expect(unknown.statusCode).toBe(400);
      const badContext = await gerda.post(`${P}/compliments`, {
        receiver: marieke.sub,
        context: 'trip 42',
        compliments: ['ON_TIME'],
      });
      expect(badContext.statusCode).toBe(400);
      expect(badContext.json()).toMatchObject({ fields: ['body.context'] });
      const self = await marieke.post(`${P}/compliments`, {
        receiver: 'me',
        context: TRIP,
        compliments: ['ON_TIME'],
      });
      expect(self.statusCode).toBe(400);
      expect(self.json()).toMatchObject({ fields: ['body.receiver'] });
      const selfById = await marieke.post(`${P}/compliments`, {
        receiver: marieke.sub,
        context: TRIP,
        compliments: ['ON_TIME'],
      });
      expect(selfById.statusCode).toBe(400);
      const after = (
        await gerda.get(`${P}/compliments?receiverId=${marieke.sub}`)
      ).json() as PagedCompliments;
      expect(after.totalCount).toBe(before.totalCount);
    });

    it('answers 404 for an unknown receiver, and for a sender without a profile', async () => {
      const unknown = await gerda.post(`${P}/compliments`, {
        receiver: 'niemand',
        context: TRIP,
        compliments: ['ON_TIME'],
      });
      expect(unknown.statusCode).toBe(404);
      expect((await gerda.get(`${P}/compliments?receiverId=niemand`)).statusCode).toBe(404);
      const stranger = await newUser(t);
      const response = await stranger.post(`${P}/compliments`, {
        receiver: henk.sub,
        context: TRIP,
        compliments: ['ON_TIME'],
      });
      expect(response.statusCode).toBe(404);
    });

    it('lets only the sender or an admin remove compliments', async () => {
      const created = await marieke.post(`${P}/compliments`, {
        receiver: gerda.sub,
        context: TRIP,
        compliments: ['TALKS_EASILY'],
      });
      const { id } = created.json() as { id: number };
      // Not even the receiver.
      expect((await gerda.del(`${P}/compliments/${id}`)).statusCode).toBe(403);
      expect((await henk.del(`${P}/compliments/${id}`)).statusCode).toBe(403);
      expect(
        ((await gerda.get(`${P}/compliments?receiverId=me`)).json() as PagedCompliments).totalCount,
      ).toBe(1);
      expect((await marieke.del(`${P}/compliments/${id}`)).statusCode).toBe(204);
      expect(
        ((await gerda.get(`${P}/compliments?receiverId=me`)).json() as PagedCompliments).totalCount,
      ).toBe(0);
      expect((await marieke.del(`${P}/compliments/${id}`)).statusCode).toBe(404);

      const again = await marieke.post(`${P}/compliments`, {
        receiver: gerda.sub,
        context: TRIP,
        compliments: ['ON_TIME'],
      });
      expect(again.statusCode).toBe(201);
      expect((await admin.del(`${P}/compliments/${(again.json() as { id: number }).id}`)).statusCode).toBe(
        204,
      );
    });
  });

  describe('reviews', () => {
    it('writes a review, lists it, refuses a duplicate, and lets only sender or admin remove it', async () => {
      const created = await henk.post(`${P}/reviews`, {
        receiver: `urn:nb:pf:user:${gerda.sub}`,
        context: 'urn:nb:rs:ride:7',
        review: '  Gezellige passagier, altijd op tijd.  ',
      });
      expect(created.statusCode).toBe(201);
      const { id } = created.json() as { id: number };
      expect(created.headers.location).toBe(`${P}/reviews/${id}`);

      const page = (await marieke.get(`${P}/reviews?receiverId=${gerda.sub}`)).json() as PagedReviews;
      expect(page).toMatchObject({ totalCount: 1, count: 1 });
      expect(page.data[0]).toMatchObject({
        id,
        context: 'urn:nb:rs:ride:7',
        review: 'Gezellige passagier, altijd op tijd.',
        receiver: { id: gerda.sub },
        sender: { id: henk.sub, firstName: 'Henk' },
      });

      const duplicate = await henk.post(`${P}/reviews`, {
        receiver: gerda.sub,
        context: 'urn:nb:rs:ride:7',
        review: 'Nog een keer',
      });
      expect(duplicate.statusCode).toBe(409);

      expect((await gerda.del(`${P}/reviews/${id}`)).statusCode).toBe(403);
      expect((await marieke.del(`${P}/reviews/${id}`)).statusCode).toBe(403);
      expect((await admin.del(`${P}/reviews/${id}`)).statusCode).toBe(204);
      expect(((await gerda.get(`${P}/reviews?receiverId=me`)).json() as PagedReviews).totalCount).toBe(0);
      expect((await henk.del(`${P}/reviews/${id}`)).statusCode).toBe(404);
    });

    it('answers 400 for an empty review or oneself, and 404 for an unknown receiver', async () => {
      const empty = await henk.post(`${P}/reviews`, { receiver: gerda.sub, context: TRIP, review: '   ' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toMatchObject({ fields: ['body.review'] });
      const self = await henk.post(`${P}/reviews`, { receiver: 'me', context: TRIP, review: 'Top' });
      expect(self.statusCode).toBe(400);
      const unknown = await henk.post(`${P}/reviews`, { receiver: 'niemand', context: TRIP, review: 'Top' });
      expect(unknown.statusCode).toBe(404);
      expect(((await gerda.get(`${P}/reviews?receiverId=me`)).json() as PagedReviews).totalCount).toBe(0);
      expect((await gerda.get(`${P}/reviews`)).statusCode).toBe(400);
    });
  });

  it('answers 400 for a path id that is no record id, beyond the database integer too', async () => {
    for (const id of ['abc', '0', '1.5', '2147483648']) {
      for (const path of [`${P}/compliments/${id}`, `${P}/reviews/${id}`]) {
        const response = await admin.del(path);
        expect(response.statusCode, path).toBe(400);
        expect(response.json()).toMatchObject({ status: 400, fields: ['params.id'] });
      }
    }
  });
});
